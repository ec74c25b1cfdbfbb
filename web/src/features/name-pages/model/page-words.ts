// The words a name page is found and shared by: its title, its description, its address.
import type { NameLean } from "@core/naming/types.ts";
import type { Tone } from "@core/vietnamese/normalize.ts";
import type { NameFacts } from "@/features/name-pages/model/name-facts.ts";

export const SITE_NAME = "Cảm Hứng Tên";
/** Where the pages live: /ten/ the index, /ten/<slug>/ a name. */
export const NAMES_PATH = "/ten/";
export const namePath = (slug: string) => `${NAMES_PATH}${slug}/`;
/** The form, with the name as the parents' own candidate. */
export const analysePath = (name: string) => `/?ten=${encodeURIComponent(name)}`;

export const LEAN_WORDS: Record<NameLean, string> = {
  trai: "bé trai",
  gai: "bé gái",
  "ca-hai": "cả bé trai lẫn bé gái",
};

export const TONE_WORDS: Record<Tone, string> = {
  ngang: "ngang",
  huyen: "huyền",
  sac: "sắc",
  hoi: "hỏi",
  nga: "ngã",
  nang: "nặng",
};

/** The longest description search engines show in full. */
const DESCRIPTION_LIMIT = 155;

export function pageTitle(facts: NameFacts): string {
  const han = facts.hanTu ? ` (${facts.hanTu})` : "";
  return `Ý nghĩa tên ${facts.name}${han}: tên cho ${LEAN_WORDS[facts.lean]} | ${SITE_NAME}`;
}

/** The meaning's first sentence, cut at a word when it is longer than a result snippet. */
export function pageDescription(facts: NameFacts): string {
  const first = facts.meaning.split(/(?<=[.!?])\s+/u)[0]!;
  const text = `Ý nghĩa tên ${facts.name}: ${first.startsWith(facts.name) ? first.slice(facts.name.length).replace(/^[\s:,]*(là\s)?/u, "") : first}`;
  if (text.length <= DESCRIPTION_LIMIT) return text;
  return `${text.slice(0, DESCRIPTION_LIMIT - 1).replace(/\s+\S*$/u, "")}…`;
}
