// The parents' wish words a card quotes. A reason already quotes the words that earned points
// ("Đáp ứng mong muốn: “sáng dạ”"); the rest of the words a name answers say what a chosen theme
// already counted (a wish for “thông minh” beside the theme Trí tuệ), and the card says them once, as that.

/** The words the name answers that no reason of its card quotes yet, in the parents' order. */
export function wishWordsNotInReasons(wishMatches: readonly string[], reasons: readonly string[]): string[] {
  return wishMatches.filter((word) => !reasons.some((reason) => reason.includes(`“${word}”`)));
}
