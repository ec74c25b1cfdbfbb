// The one line a parent reads under each of their own names, written from the name's band and what
// moved its score the most: the two criteria or warnings that cost it the most points (a theme it
// does not carry, a wish it does not answer, a name of the other gender) against it, the two that
// earned it the most for it (score-weighed.ts weighs both); what would exclude a suggestion outright
// (a failed check, a figure the name recalls) is said before any of them. So the words explain the
// number and never contradict it (a name that scores 21 is never "dùng được"), and each thing is
// said once: the name in the head, each point in one clause.
import { BAND_LABELS } from "./score-formula.ts";
import { FIT, type CriterionId } from "./score-criteria.ts";
import type { WeighedCriterion } from "./score-weighed.ts";
import type { Suggestion } from "./report-types.ts";

/** One of the candidate's warnings, what it costs the score, and the criteria whose loss it already says. */
export interface WeighedWarning {
  text: string;
  loss: number;
  covers: readonly CriterionId[];
  /**
   * Whether it would exclude a suggestion outright (a failed check, a figure or image the name
   * recalls): the points it costs are only how far the parents' own name is let fall, so it is said
   * before any loss of points.
   */
  excludes: boolean;
}

interface Point {
  text: string;
  points: number;
  first?: boolean;
  /** The criterion it speaks of, for a point in its favour. */
  id?: CriterionId;
}

/** The criteria of the fit part: what the parents entered. */
const FIT_IDS: ReadonlySet<CriterionId> = new Set(FIT.map((criterion) => criterion.id));

/** Less than this many score points is not worth a parent's reading. */
const MIN_POINTS = 1;

/** The engine's straight quotes as a Vietnamese sentence writes them: “…”. */
const curly = (text: string) => text.replace(/"([^"]*)"/gu, "“$1”").replace(/'([^']*)'/gu, "“$1”");

/**
 * A reason or warning as one clause of the list: no "Lưu ý:" label, its first sentence only (the
 * card lists every warning in full below), commas for its own semicolons, no final stop, lower-case
 * start, curly quotes.
 */
function clause(text: string): string {
  const bare = curly(text)
    .replace(/^Lưu ý về ([^:]+):\s*/u, "$1: ")
    .replace(/^Lưu ý:\s*/u, "")
    .split(/\.\s/u)[0]!
    .replaceAll("; ", ", ")
    .replace(/[.;]\s*$/u, "")
    .trim();
  return bare.startsWith("“") ? bare : bare.charAt(0).toLowerCase() + bare.slice(1);
}

/**
 * A clause that needs not name the name: one opening with it drops it, one quoting it says "tên
 * này" ("chữ này" for a one-syllable name, which a warning quotes as a syllable).
 */
function nameless(text: string, name: string): string {
  const quoted = `“${name}”`;
  return text.startsWith(`${quoted} `)
    ? text.slice(quoted.length + 1).replace(/^là /u, "")
    : text.replaceAll(quoted, name.includes(" ") ? "tên này" : "chữ này");
}

/**
 * The head and the first list, naming the name once: the first clause may open with it (“Văn Nam”
 * thường được đặt cho bé trai), else the head names it before the clauses.
 */
function opening(head: string, name: string, clauses: readonly string[]): string {
  const [first, ...rest] = clauses;
  const tail = rest.map((text) => nameless(text, name));
  const lead = first!.startsWith(`“${name}” `) ? `${head} ${first}` : `${head} “${name}”: ${nameless(first!, name)}`;
  return [lead, ...tail].join("; ");
}

const strongest = (points: readonly Point[]) =>
  [...points]
    .filter((p) => p.points >= MIN_POINTS)
    .sort((a, b) => Number(b.first ?? false) - Number(a.first ?? false) || b.points - a.points)
    .map((p) => clause(p.text))
    .filter((text, i, all) => all.indexOf(text) === i)
    .slice(0, 2);

/** What speaks for the name and against it, strongest first; a warning takes in the criteria it already says. */
function pointsOf(weighed: readonly WeighedCriterion[], warnings: readonly WeighedWarning[]) {
  const covered = new Set(warnings.flatMap((w) => w.covers));
  const lossOf = (id: CriterionId) => weighed.find((w) => w.id === id)?.loss ?? 0;
  const claimed = new Set<CriterionId>();
  const against: Point[] = warnings.map((w) => {
    const own = w.covers.filter((id) => !claimed.has(id));
    for (const id of own) claimed.add(id);
    return { text: w.text, points: w.loss + own.reduce((sum, id) => sum + lossOf(id), 0), first: w.excludes };
  });
  for (const w of weighed) if (w.con && !covered.has(w.id)) against.push({ text: w.con, points: w.loss });
  const pros: Point[] = weighed.flatMap((w) =>
    w.pro && !covered.has(w.id) ? [{ text: w.pro, points: w.gain, id: w.id }] : [],
  );
  // What answers the parents (a theme carried, a wish answered, their years) is said first when the
  // name has any: a parent reads the verdict for what their choices gave the name.
  const answers = pros.filter((p) => FIT_IDS.has(p.id!) && p.points >= MIN_POINTS).sort((a, b) => b.points - a.points);
  if (answers[0]) answers[0].first = true;
  return { pros: strongest(pros), cons: strongest(against) };
}

export function verdictOf(
  name: string,
  analysis: Suggestion,
  weighed: readonly WeighedCriterion[],
  warnings: readonly WeighedWarning[],
): string {
  const { pros, cons } = pointsOf(weighed, warnings);
  const head = `${BAND_LABELS[analysis.band]} (${analysis.score}/100):`;
  const after = (label: string, items: readonly string[]) =>
    items.length > 0 ? ` ${label}: ${items.map((text) => nameless(text, name)).join("; ")}.` : "";
  switch (analysis.band) {
    case "rat-dep":
      return `${opening(head, name, pros.length > 0 ? pros : ["đáp ứng tốt cả chất lượng tên lẫn điều bố mẹ chọn"])}.`;
    case "dep":
      return `${opening(head, name, pros.length > 0 ? pros : ["một tên dùng tốt"])}.${after("Điểm trừ", cons)}`;
    case "can-nhac":
    case "khong-nen":
      return `${opening(head, name, cons.length > 0 ? cons : ["chưa có điểm nào thật nổi bật"])}.${after("Điểm cộng", pros)}`;
  }
}
