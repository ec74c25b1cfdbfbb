// Which orders a bank transfer's content may be paying for. Banks and payers rewrite the content the
// QR code suggested (`CHT7K4QX2`) in many ways: case, separators, their own prefixes and reference
// numbers, a dropped `CHT`, a character read or typed as its look-alike. This module reads a
// content into two tiers of candidate codes; the database, which knows the orders, picks one with
// the rule `pickOrder` states (docs/payment-webhook.md, "How a transfer's content is matched").
import { TRANSFER_CODE_ALPHABET, TRANSFER_CODE_PREFIX } from "./transfer-code.ts";

/** At most this many codes per tier: a hostile content cannot make the lookup large. */
export const MAX_CANDIDATES_PER_TIER = 64;
/** Only the start of each field is read; banks cap a content at a few hundred characters. */
const MAX_SCANNED_CHARS = 4096;

const BODY_LENGTH = 6;
const REAL = new Set(TRANSFER_CODE_ALPHABET);

/**
 * What a character found in a code's position may have been meant as: the real characters it is
 * confused with. 0, O, 1 and I are never in a code, so they only stand for something else.
 */
export const CONFUSABLE_READINGS: Readonly<Record<string, string>> = {
  "0": "QD",
  O: "QD",
  Q: "D",
  D: "Q",
  "1": "L",
  I: "L",
  S: "5",
  "5": "S",
  B: "8",
  "8": "B",
  Z: "2",
  "2": "Z",
  G: "6",
  "6": "G",
};

export interface TransferCodeCandidates {
  /** Full `CHT` + 6 codes, after NFKC, upper case and dropping everything but letters and digits. */
  exact: string[];
  /** Codes rebuilt from a content that lost its `CHT` or has one confusable character. */
  fuzzy: string[];
}

/**
 * Every code the given fields (content, description, the gateway's own code…) may be carrying, in
 * order of appearance, without duplicates, each tier capped at MAX_CANDIDATES_PER_TIER. A code in
 * `exact` is never repeated in `fuzzy`. Never throws, whatever the text.
 */
export function findTransferCodeCandidates(
  ...contents: ReadonlyArray<string | null | undefined>
): TransferCodeCandidates {
  const exact = new CappedSet();
  const withPrefix = new CappedSet();
  const lonelyBodies = new CappedSet();
  for (const content of contents) {
    if (!content) continue;
    const text = content.slice(0, MAX_SCANNED_CHARS).normalize("NFKC").toUpperCase();
    readPrefixedCodes(text.replace(/[^0-9A-Z]/g, ""), exact, withPrefix);
    readLonelyBodies(text.split(/[^0-9A-Z]+/), lonelyBodies);
  }
  const fuzzy = new CappedSet();
  for (const code of [...withPrefix.values, ...lonelyBodies.values]) {
    if (!exact.has(code)) fuzzy.add(code);
  }
  return { exact: exact.values, fuzzy: fuzzy.values };
}

/** `CHT` followed by six characters, separators already dropped: a code, or one confusable away. */
function readPrefixedCodes(squashed: string, exact: CappedSet, fuzzy: CappedSet): void {
  for (
    let at = squashed.indexOf(TRANSFER_CODE_PREFIX);
    at !== -1 && !(exact.full && fuzzy.full);
    at = squashed.indexOf(TRANSFER_CODE_PREFIX, at + 1)
  ) {
    const body = squashed.slice(at + TRANSFER_CODE_PREFIX.length, at + TRANSFER_CODE_PREFIX.length + BODY_LENGTH);
    if (body.length < BODY_LENGTH) break;
    const foreign = [...body].flatMap((char, position) => (REAL.has(char) ? [] : [position]));
    if (foreign.length === 0) {
      exact.add(TRANSFER_CODE_PREFIX + body);
      // A real character may itself stand for its look-alike (S typed for 5): one swap each.
      for (let position = 0; position < BODY_LENGTH; position++) addReadings(body, position, fuzzy);
    } else if (foreign.length === 1) {
      // 0/O/1/I are never in a code: the one found stands for each real character it resembles.
      addReadings(body, foreign[0]!, fuzzy);
    }
  }
}

function addReadings(body: string, position: number, into: CappedSet): void {
  for (const reading of CONFUSABLE_READINGS[body[position]!] ?? "") {
    into.add(TRANSFER_CODE_PREFIX + body.slice(0, position) + reading + body.slice(position + 1));
  }
}

/**
 * A code that lost its `CHT`: a word of six real characters, or two or three short adjacent words
 * that make six together (`7K4 QX2`). A word of digits only is a reference or an amount, not a body.
 */
function readLonelyBodies(words: string[], into: CappedSet): void {
  const bodies: string[] = [];
  const joined: string[] = [];
  for (let start = 0; start < words.length && bodies.length + joined.length < MAX_CANDIDATES_PER_TIER * 2; start++) {
    const first = words[start]!;
    if (first.length === BODY_LENGTH) bodies.push(first);
    if (first.length === 0 || first.length >= BODY_LENGTH) continue;
    let body = first;
    for (let next = start + 1; next < words.length && next <= start + 2; next++) {
      const word = words[next]!;
      if (word.length === 0 || word.length >= BODY_LENGTH) break;
      body += word;
      if (body.length === BODY_LENGTH) joined.push(body);
      if (body.length >= BODY_LENGTH) break;
    }
  }
  for (const body of [...bodies, ...joined]) {
    if ([...body].every((char) => REAL.has(char)) && /[A-Z]/.test(body)) into.add(TRANSFER_CODE_PREFIX + body);
  }
}

/** Insertion-ordered, without duplicates, and deaf past MAX_CANDIDATES_PER_TIER. */
class CappedSet {
  private readonly seen = new Set<string>();
  get values(): string[] {
    return [...this.seen];
  }
  get full(): boolean {
    return this.seen.size >= MAX_CANDIDATES_PER_TIER;
  }
  has(value: string): boolean {
    return this.seen.has(value);
  }
  add(value: string): void {
    if (!this.full) this.seen.add(value);
  }
}

type OrderPickReason = "exact" | "fuzzy" | "none" | "ambiguous";
interface OrderPick {
  code: string | null;
  reason: OrderPickReason;
}

/**
 * The matching rule over a known set of codes: one exact candidate with an order wins; with none,
 * the transfer matches when exactly one open order is among the fuzzy candidates; two or more
 * orders in the same tier are ambiguous and match nothing, as does no order at all. The database
 * applies the same rule (its exact tier looks at every order, paid ones included, so a late
 * transfer is still recognised; pass those codes here to model it).
 */
export function pickOrder(candidates: TransferCodeCandidates, openCodes: ReadonlySet<string>): OrderPick {
  for (const [tier, codes] of [
    ["exact", candidates.exact],
    ["fuzzy", candidates.fuzzy],
  ] as const) {
    const known = [...new Set(codes.filter((code) => openCodes.has(code)))];
    if (known.length === 1) return { code: known[0]!, reason: tier };
    if (known.length > 1) return { code: null, reason: "ambiguous" };
  }
  return { code: null, reason: "none" };
}
