// How common a name is, said the way a parent understands it: a band read from where the name
// stands among the other names of the pages, by how many people of the sample bear each. A raw
// count from a sample of 8,757 adults makes a common name look rare ("4 người"), so the page never
// shows one. The sample is mostly men, so a girl's name is compared with girls' names and a boy's
// with boys' (a name given to both, with every name); and a girls' name nobody in it bears says
// little about how families name their daughters, which the page says (name-page.tsx).
import type { NameLean } from "@core/naming/types.ts";
import type { NameFacts } from "@/features/name-pages/model/name-facts.ts";

/**
 * `rat-pho-bien`: more people bear it than bear 9 in 10 of the names it is compared with;
 * `pho-bien`: more than bear most of them (over half); `it-gap`: some bear it, fewer than that;
 * `chua-gap`: nobody in the sample does.
 */
type CommonnessBand = "rat-pho-bien" | "pho-bien" | "it-gap" | "chua-gap";

export interface Commonness {
  band: CommonnessBand;
  /** The names it is compared with: boys' names, girls' names, or every name (a name given to both). */
  among: NameLean;
}

/** Shares of the compared names borne by fewer people, from which a band starts. */
const VERY_COMMON_SHARE = 0.9;
const COMMON_SHARE = 0.5;

/** Indexes every name's count once; each page then asks for its own band. */
export function commonnessIndex(all: readonly Pick<NameFacts, "lean" | "seen">[]): (facts: NameFacts) => Commonness {
  const countsOf = (among: NameLean) =>
    all
      .filter((n) => among === "ca-hai" || n.lean === among)
      .map((n) => n.seen)
      .sort((a, b) => a - b);
  const counts: Record<NameLean, number[]> = {
    trai: countsOf("trai"),
    gai: countsOf("gai"),
    "ca-hai": countsOf("ca-hai"),
  };
  return (facts) => {
    const among = facts.lean;
    const sorted = counts[among];
    const fewer = sorted.filter((seen) => seen < facts.seen).length / sorted.length;
    const band: CommonnessBand =
      facts.seen === 0
        ? "chua-gap"
        : fewer >= VERY_COMMON_SHARE
          ? "rat-pho-bien"
          : fewer > COMMON_SHARE
            ? "pho-bien"
            : "it-gap";
    return { band, among };
  };
}
