// Words the result page prints about the request, shared by the React screen and its early view.

export const GENDER_LABEL = { trai: "Bé trai", gai: "Bé gái", "chua-biet": "Chưa biết giới tính" } as const;

/** "2026-05-01" → "01/05/2026". */
export const vietnameseDate = (iso: string) => iso.split("-").reverse().join("/");

/** The heading of the suggestion list: the free ones of a preview, or the whole report's. */
export const suggestionsTitle = (shown: number, locked: number) =>
  locked > 0 ? `${shown} gợi ý miễn phí` : `${shown} gợi ý tên cho bé`;

/** Said, to a screen reader, before each fact of the request summary: tapping it opens the form to change it. */
export const REQUEST_EDIT_LABEL = "Sửa: ";
