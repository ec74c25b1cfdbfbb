// Speaks a name with the device's own Vietnamese voice (Web Speech API): no audio file is
// downloaded, and a device without such a voice simply shows no "Nghe" button.

/** The language asked of the voice and set on every utterance. */
const VIETNAMESE_LANG = "vi-VN";

const isVietnamese = (voice: SpeechSynthesisVoice) => /^vi(?:[-_]|$)/i.test(voice.lang);

export const speechSynthesisOf = (): SpeechSynthesis | null =>
  typeof window !== "undefined" && "speechSynthesis" in window && typeof SpeechSynthesisUtterance === "function"
    ? window.speechSynthesis
    : null;

/**
 * The device's Vietnamese voice, a local one first (it answers without a network), or null. Voices
 * arrive late in Chrome (an empty list until `voiceschanged`), so callers ask again on that event.
 */
export function findVietnameseVoice(synth: SpeechSynthesis): SpeechSynthesisVoice | null {
  const voices = synth.getVoices().filter(isVietnamese);
  return voices.find((voice) => voice.localService) ?? voices[0] ?? null;
}

/** Says `text` once; a second tap restarts rather than queueing behind the first. */
export function speakVietnamese(synth: SpeechSynthesis, text: string): void {
  const voice = findVietnameseVoice(synth);
  synth.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  // Chrome on Android ignores `voice` and picks by `lang`; without `lang`, Safari reads with the
  // page's default voice. Both are set.
  utterance.lang = voice?.lang.replace("_", "-") ?? VIETNAMESE_LANG;
  if (voice) utterance.voice = voice;
  utterance.rate = 0.9;
  synth.speak(utterance);
}
