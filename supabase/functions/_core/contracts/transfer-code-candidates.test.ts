import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, test } from "vitest";
import {
  CONFUSABLE_READINGS,
  findTransferCodeCandidates,
  MAX_CANDIDATES_PER_TIER,
  pickOrder,
  type TransferCodeCandidates,
} from "./transfer-code-candidates.ts";
import { isTransferCode, TRANSFER_CODE_ALPHABET } from "./transfer-code.ts";

interface CorpusRow {
  content: string;
  /** The code the payer meant to send, or "" when there is none. */
  meant: string;
  /** What the rule must pick, or "" for no match. */
  expected: string;
  kind: string;
  /** Further open orders for this row only: near neighbours, a second code. */
  alsoOpen: string[];
}

// One row per line, tab-separated, under a header. `\uXXXX` in a content stands for that
// character, so invisible ones (zero-width, bidi marks) stay readable in the file.
const corpus: CorpusRow[] = readFileSync(new URL("./__fixtures__/bank-transfer-contents.tsv", import.meta.url), "utf8")
  .split("\n")
  .slice(1)
  .filter((line) => line !== "")
  .map((line) => {
    const [content = "", meant = "", expected = "", kind = "", alsoOpen = ""] = line.split("\t");
    return {
      content: content.replace(/\\u([0-9A-Fa-f]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      meant,
      expected,
      kind,
      alsoOpen: alsoOpen.split(" ").filter(Boolean),
    };
  });

/** A deterministic stream of codes (mulberry32), standing for the other parents' open orders. */
function randomOpenCodes(seed: number, count: number): string[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from(
    { length: count },
    () =>
      "CHT" +
      Array.from({ length: 6 }, () => TRANSFER_CODE_ALPHABET[Math.floor(next() * TRANSFER_CODE_ALPHABET.length)]).join(
        "",
      ),
  );
}

const OTHER_OPEN_ORDERS = randomOpenCodes(20261124, 200);

function openOrdersFor(row: CorpusRow): Set<string> {
  return new Set([...OTHER_OPEN_ORDERS, ...(row.meant ? [row.meant] : []), ...row.alsoOpen]);
}

describe("the corpus of bank-transfer contents", () => {
  test("is large and varied enough to mean something, and well formed", () => {
    assert.ok(corpus.length >= 45, `${corpus.length} rows`);
    assert.ok(new Set(corpus.map((row) => row.meant).filter(Boolean)).size >= 40, "varied codes, not one");
    for (const row of corpus) {
      for (const code of [row.meant, row.expected, ...row.alsoOpen].filter(Boolean))
        assert.ok(isTransferCode(code), `${code} in ${row.content}`);
      if (row.expected)
        assert.equal(row.expected, row.meant, `a row can only be matched to what was meant: ${row.content}`);
    }
  });

  test.each(corpus.map((row) => [row.kind, row] as const))(
    "%s: picks the expected order",
    (_kind: string, row: CorpusRow) => {
      const pick = pickOrder(findTransferCodeCandidates(row.content), openOrdersFor(row));
      assert.equal(pick.code ?? "", row.expected, `${row.content} → ${JSON.stringify(pick)}`);
    },
  );

  test("matches at least 95 % of the meant codes and never the wrong order", () => {
    // Rows given a deliberately open near neighbour test the refusal, not the reading.
    const rows = corpus.filter((row) => row.meant && !row.alsoOpen.some((code) => code !== row.meant));
    const picks = rows.map((row) => ({
      row,
      pick: pickOrder(findTransferCodeCandidates(row.content), openOrdersFor(row)),
    }));
    const wrong = picks.filter(({ row, pick }) => pick.code !== null && pick.code !== row.meant);
    assert.deepEqual(
      wrong.map(({ row }) => row.content),
      [],
    );
    const matched = picks.filter(({ row, pick }) => pick.code === row.meant).length;
    assert.ok(matched / rows.length >= 0.95, `${matched}/${rows.length} matched`);
  });

  test("refuses every row whose content fits two open orders", () => {
    const ambiguous = corpus.filter((row) => row.kind === "near-neighbour" || row.kind === "two-codes");
    assert.ok(ambiguous.length >= 3);
    for (const row of ambiguous) {
      assert.deepEqual(
        pickOrder(findTransferCodeCandidates(row.content), openOrdersFor(row)),
        { code: null, reason: "ambiguous" },
        row.content,
      );
    }
  });
});

describe("findTransferCodeCandidates", () => {
  test("normalises into the exact tier and reads look-alikes into the fuzzy one", () => {
    assert.deepEqual(findTransferCodeCandidates("chuyen tien cht-7k4q x2 GD 123456").exact, ["CHT7K4QX2"]);
    assert.deepEqual(findTransferCodeCandidates("CHT7K4OX2"), { exact: [], fuzzy: ["CHT7K4QX2", "CHT7K4DX2"] });
    assert.deepEqual(findTransferCodeCandidates("CHT7K4QX1"), { exact: [], fuzzy: ["CHT7K4QXL"] });
    // Every real character that has a look-alike is swapped once, never two at a time.
    assert.deepEqual(findTransferCodeCandidates("CHT5BZG6S").fuzzy, [
      "CHTSBZG6S",
      "CHT58ZG6S",
      "CHT5B2G6S",
      "CHT5BZ66S",
      "CHT5BZGGS",
      "CHT5BZG65",
    ]);
  });

  test("finds no exact code where there is none", () => {
    for (const content of ["", "CHUYEN TIEN", "CHT12345", "CHT7K4Q", "CHTOOOOOO"]) {
      assert.deepEqual(findTransferCodeCandidates(content).exact, [], content);
    }
  });

  test("rebuilds a code that lost its CHT, but not from digits alone", () => {
    assert.deepEqual(findTransferCodeCandidates("7K4QX2"), { exact: [], fuzzy: ["CHT7K4QX2"] });
    assert.deepEqual(findTransferCodeCandidates("ten be 7K4 QX2").fuzzy, ["CHT7K4QX2"]);
    assert.deepEqual(findTransferCodeCandidates("TRACE 382348 456789"), { exact: [], fuzzy: [] });
  });

  test("gives every look-alike only real characters", () => {
    for (const [char, readings] of Object.entries(CONFUSABLE_READINGS)) {
      for (const reading of readings) assert.ok(TRANSFER_CODE_ALPHABET.includes(reading), `${char} → ${reading}`);
    }
  });

  test("looks in every field, each code once, and never repeats an exact code as fuzzy", () => {
    const found = findTransferCodeCandidates(null, "CHT7K4QX2", undefined, "cht7k4qx2 va 7K4QX2 va CHTABCDEF");
    assert.deepEqual(found.exact, ["CHT7K4QX2", "CHTABCDEF"]);
    assert.ok(!found.fuzzy.includes("CHT7K4QX2"));
  });
});

describe("pickOrder", () => {
  const candidates = (exact: string[], fuzzy: string[]): TransferCodeCandidates => ({ exact, fuzzy });
  test("states the rule", () => {
    const open = new Set(["CHTAAAAAA", "CHTBBBBBB", "CHTCCCCCC"]);
    assert.deepEqual(pickOrder(candidates(["CHTAAAAAA"], ["CHTBBBBBB"]), open), { code: "CHTAAAAAA", reason: "exact" });
    assert.deepEqual(pickOrder(candidates(["CHTZZZZZZ"], ["CHTBBBBBB"]), open), { code: "CHTBBBBBB", reason: "fuzzy" });
    assert.deepEqual(pickOrder(candidates([], ["CHTBBBBBB", "CHTCCCCCC"]), open), { code: null, reason: "ambiguous" });
    assert.deepEqual(pickOrder(candidates(["CHTAAAAAA", "CHTBBBBBB"], []), open), { code: null, reason: "ambiguous" });
    assert.deepEqual(pickOrder(candidates(["CHTAAAAAA", "CHTAAAAAA"], []), open), {
      code: "CHTAAAAAA",
      reason: "exact",
    });
    assert.deepEqual(pickOrder(candidates(["CHTZZZZZZ"], ["CHTYYYYYY"]), open), { code: null, reason: "none" });
  });
});

describe("hostile contents", () => {
  const hostile: Array<[string, string]> = [
    ["empty", ""],
    ["10 KB of CHT", "CHT".repeat(3414)],
    ["10 KB of CHT and look-alikes", "CHT0O1I".repeat(1463)],
    ["10 KB of distinct codes", randomOpenCodes(7, 1200).join(" ")],
    [
      "10 KB of six-letter words",
      randomOpenCodes(8, 1500)
        .map((code) => code.slice(3))
        .join(" "),
    ],
    ["emoji", "🎉👶🏻🍼 CHT7K4QX2 🎉".repeat(3)],
    ["NUL", "\u0000CHT\u00007K4QX2\u0000"],
    ["RTL override and marks", "\u202eCHT7K4QX2\u202c \u200f7K4QX2\u200f \u0627\u0644\u0639\u0631\u0628\u064a\u0629"],
    ["lone surrogates", "\ud800CHT7K4QX2\udfff"],
  ];
  test.each(hostile)("%s: never throws, stays capped and fast", (_name: string, content: string) => {
    const started = performance.now();
    const found = findTransferCodeCandidates(content, content, content);
    const elapsed = performance.now() - started;
    assert.ok(found.exact.length <= MAX_CANDIDATES_PER_TIER && found.fuzzy.length <= MAX_CANDIDATES_PER_TIER);
    for (const code of [...found.exact, ...found.fuzzy]) assert.ok(isTransferCode(code), code);
    assert.ok(elapsed < 250, `${elapsed.toFixed(1)} ms`);
    assert.doesNotThrow(() => pickOrder(found, new Set(OTHER_OPEN_ORDERS)));
  });

  test("hits the cap on a content made of codes", () => {
    const found = findTransferCodeCandidates(randomOpenCodes(7, 1200).join(" "));
    assert.equal(found.exact.length, MAX_CANDIDATES_PER_TIER);
    assert.equal(found.fuzzy.length, MAX_CANDIDATES_PER_TIER);
  });
});
