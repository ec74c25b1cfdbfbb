// What a name may recall that the real-name table does not know (data/cultural-names.json): a
// negative or ill-fated figure (Thị Nở, Sở Khanh, Lê Chiêu Thống), an image families avoid (the
// white flowers of a funeral), a well-known ward, or a pair that belongs to one gender whatever a
// list says. A row matches where its syllables stand side by side and in order, anywhere in the full
// name (so Lê Chiêu Thống and Ngô Chiêu Thống both recall the king), but for a row that is a whole
// name, surname first, which matches that name only (Nguyễn Ánh is Gia Long; Nguyễn Ánh Dương is a
// girl's name). A suggestion that matches is excluded; a parent's own name gets a warning that says why.
import cultural from "./data/cultural-names.json" with { type: "json" };
import type { Gender, NameLean } from "./types.ts";

export const CULTURAL_KINDS = ["nhan-vat", "hinh-anh", "dia-danh", "gioi"] as const;
type CulturalKind = (typeof CULTURAL_KINDS)[number];

export interface CulturalName {
  name: string;
  kind: CulturalKind;
  /** For `gioi` only: whom families give the pair to. */
  lean: NameLean | null;
  note: string;
  source: string;
  /** The row is a whole name and matches only a name that is exactly it. */
  wholeName: boolean;
}

type Row = [string, CulturalKind, NameLean | null, string, string, boolean];

export const CULTURAL_NAMES: readonly CulturalName[] = (cultural.rows as Row[]).map(
  ([name, kind, lean, note, source, wholeName]) => ({
    name,
    kind,
    lean,
    note,
    source,
    wholeName,
  }),
);

/** Lower case, NFC: the tone marks matter here (Thị Nở is not Thi Nơ). */
const fold = (text: string) => text.normalize("NFC").toLowerCase();

// Each row's words folded once, by its first word: the ranking asks about many names per report.
const BY_FIRST = new Map<string, { row: CulturalName; words: readonly string[] }[]>();
for (const row of CULTURAL_NAMES) {
  const words = fold(row.name).split(" ");
  BY_FIRST.set(words[0]!, [...(BY_FIRST.get(words[0]!) ?? []), { row, words }]);
}

/** Whether a `gioi` row speaks against a baby of this gender: a pair of one gender, for the other or for an unknown one. */
const leanRefuses = (row: CulturalName, gender: Gender) =>
  row.kind === "gioi" && gender !== (row.lean === "trai" ? "trai" : "gai");

/** Every row the name recalls, for a baby of this gender, in the order of the data. */
export function culturalHitsOf(syllables: readonly string[], gender: Gender): CulturalName[] {
  const words = syllables.map(fold);
  const hits: CulturalName[] = [];
  words.forEach((word, i) => {
    for (const { row, words: rowWords } of BY_FIRST.get(word) ?? []) {
      const matches =
        (!row.wholeName || (i === 0 && rowWords.length === words.length)) &&
        rowWords.every((w, j) => words[i + j] === w);
      if (matches && (row.kind !== "gioi" || leanRefuses(row, gender))) hits.push(row);
    }
  });
  return hits;
}

/** The warning a parent reads for one row their name recalls. */
export function culturalWarning(row: CulturalName): string {
  switch (row.kind) {
    case "nhan-vat":
      return `“${row.name}” gợi nhớ ${row.note}; nhiều người nghe sẽ nghĩ ngay đến nhân vật này.`;
    case "hinh-anh":
      return `“${row.name}” gợi ${row.note}; nhiều gia đình kiêng hình ảnh này khi đặt tên.`;
    case "dia-danh":
      return `“${row.name}” cũng là tên ${row.note}; người nghe có thể nghĩ đến địa danh trước.`;
    case "gioi":
      return `“${row.name}” là ${row.note}, thường đặt cho ${row.lean === "trai" ? "bé trai" : "bé gái"}.`;
  }
}
