import { describe, expect, it } from "vitest";
import { DATA_SET, DATA_VERSION } from "../data/data-set.ts";
import { generateReport } from "../generate-report.ts";
import { SUGGESTION_COUNT } from "../report-types.ts";
import { MAX_MIDDLE_USES } from "../shortlist.ts";
import { ENGINE_VERSION } from "../version.ts";
import { syllableKey } from "../../vietnamese/normalize.ts";
import { TODAY, TYPICAL_INPUT } from "./report-fixtures.ts";
import { attestedPair } from "../name-pairs.ts";
import { THEMES } from "../data/themes.ts";

const report = (overrides: Partial<typeof TYPICAL_INPUT> = {}) =>
  generateReport({ ...TYPICAL_INPUT, ...overrides }, { today: TODAY });

describe("generateReport", () => {
  it("gives 20 suggestions ranked by score, with the engine and data versions", () => {
    const r = report();
    expect(r.suggestions).toHaveLength(SUGGESTION_COUNT);
    expect(r.engineVersion).toBe(ENGINE_VERSION);
    expect(r.dataVersion).toBe(DATA_VERSION);
    expect(r.generatedOn).toBe(TODAY);
    const scores = r.suggestions.map((s) => s.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it("is deterministic: the same input twice gives the same report, byte for byte", () => {
    const a = report({ avoid: ["Trần Thị Lan"] });
    const b = report({ avoid: ["Trần Thị Lan"] });
    expect(b).toEqual(a);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    // A copy of the data set is prepared afresh and still gives the same suggestions.
    const copy = { ...DATA_SET, givenNames: [...DATA_SET.givenNames] };
    expect(generateReport({ ...TYPICAL_INPUT, avoid: ["Trần Thị Lan"] }, { today: TODAY }, copy).suggestions).toEqual(
      a.suggestions,
    );
  });

  it("carries the birth-year profile: 2026-05-01 is Bính Ngọ, Thiên Hà Thủy", () => {
    expect(report().profile).toEqual({ lunarYear: 2026, canChi: "Bính Ngọ", napAm: "Thiên Hà Thủy", element: "Thủy" });
  });

  it("has no profile and no element relation without a birth date", () => {
    const r = report({ birthDate: null });
    expect(r.profile).toBeNull();
    expect(r.suggestions.every((s) => s.elementRelation === null)).toBe(true);
    expect(r.suggestions.flatMap((s) => s.reasons).some((reason) => reason.includes("mệnh"))).toBe(false);
  });

  it("never gives the same given name twice", () => {
    const givens = report().suggestions.map((s) => syllableKey(s.givenName));
    expect(new Set(givens).size).toBe(givens.length);
  });

  it(`varies the middle names: none more than ${MAX_MIDDLE_USES} times`, () => {
    const uses = new Map<string, number>();
    for (const s of report().suggestions) uses.set(s.middleName!, (uses.get(s.middleName!) ?? 0) + 1);
    expect(Math.max(...uses.values())).toBeLessThanOrEqual(MAX_MIDDLE_USES);
    expect(uses.size).toBeGreaterThanOrEqual(5);
  });

  it("builds two-syllable names as họ + tên: Nguyễn An", () => {
    const r = report({ length: 2 });
    expect(r.suggestions.every((s) => s.fullName.split(" ").length === 2 && s.middleName === null)).toBe(true);
  });

  it("counts a two-syllable surname in the length: Tôn Nữ + tên", () => {
    const r = report({ surname: "Tôn Nữ", length: 3 });
    expect(r.suggestions.every((s) => s.fullName.startsWith("Tôn Nữ ") && s.fullName.split(" ").length === 3)).toBe(
      true,
    );
  });

  it("builds four-syllable girls' names as họ + two middle names + tên, like Trần Thị Minh Thư", () => {
    const r = report({ surname: "Trần", length: 4 });
    for (const s of r.suggestions) {
      const middles = s.middleName!.split(" ");
      expect(middles).toHaveLength(2);
      expect(["Văn", "Thị"]).not.toContain(middles[1]);
    }
  });

  // A parent read "Tên cho cả bé trai và bé gái" beside Ung Thị Minh An: Minh An alone is for both,
  // but a name that opens with Thị is a girl's.
  it("labels a four-syllable name that opens with Thị as a girl's, whatever its last two syllables are", () => {
    const opened = report({ surname: "Phạm", length: 4, themes: ["binh-an"] }).suggestions.filter((s) =>
      s.middleName?.startsWith("Thị "),
    );
    expect(opened.length).toBeGreaterThan(0);
    for (const s of opened) expect(s.genderLean, s.fullName).toBe("gai");
  });

  it("keeps the parents' middle name", () => {
    const r = report({ middleName: "Ngọc", length: 4 });
    expect(r.suggestions.every((s) => s.middleName!.startsWith("Ngọc "))).toBe(true);
    expect(report({ middleName: "Bảo" }).suggestions.every((s) => s.middleName === "Bảo")).toBe(true);
  });

  it("keeps a wished middle name even when the avoid list names it: the parents chose it knowingly", () => {
    const r = report({ middleName: "Bảo", avoid: ["Bảo"] });
    expect(r.suggestions).toHaveLength(20);
    expect(r.suggestions.every((s) => s.middleName === "Bảo" && s.givenName !== "Bảo")).toBe(true);
  });

  it("takes a real name the free three passed over before a name under the quality bar", () => {
    // Under a wished Anh few real girls' names follow (Anh Thư, Anh Thảo, Anh Chi …). Anh Chi and
    // Anh Mai reach the bar and outrank the names families commonly give that the free three are:
    // they used to be left out for them, while new combinations under the bar took their places.
    const r = report({
      surname: "Lê",
      gender: "gai",
      middleName: "Anh",
      themes: ["thien-nhien"],
      wish: null,
      birthDate: null,
    });
    for (const given of ["Chi", "Mai"]) {
      const passedOver = r.suggestions.find((s) => s.givenName === given);
      expect(passedOver?.scoreParts.quality, `Lê Anh ${given}`).toBeGreaterThanOrEqual(60);
    }
    const scores = r.suggestions.map((s) => s.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("labels every name when the gender is not known, a new combination by its given name", () => {
    // Under a wished middle name few real pairs follow, a new combination (An Thuận) may
    // enter the report: no real pair tells its lean, so the given name alone does (Thuận: a boy's).
    for (const middleName of ["An", "Như", "Tường", "Văn", "Thị"])
      for (const theme of THEMES) {
        const r = report({ gender: "chua-biet", middleName, themes: [theme.id], wish: null, birthDate: null });
        const unlabelled = r.suggestions.filter((s) => s.genderLean === null).map((s) => s.fullName);
        expect(unlabelled, `${middleName}, ${theme.id}`).toEqual([]);
      }
  });

  it("respects the gender: a boy gets names for boys or for both; an unknown gender gets a labelled mix", () => {
    const pairOf = (s: { middleName: string | null; givenName: string }) =>
      [syllableKey(s.middleName!.split(" ").at(-1)!), syllableKey(s.givenName)] as const;
    for (const s of report({ gender: "trai" }).suggestions)
      expect(attestedPair(...pairOf(s), "trai")?.gender).toMatch(/^(nam|cả hai)$/u);
    const mixed = report({ gender: "chua-biet" }).suggestions;
    expect(
      mixed
        .slice(0, 3)
        .map((s) => s.genderLean)
        .sort(),
    ).toEqual(["ca-hai", "gai", "trai"]);
    expect(mixed.filter((s) => s.genderLean === "trai").length).toBeGreaterThanOrEqual(5);
    expect(mixed.filter((s) => s.genderLean === "gai").length).toBeGreaterThanOrEqual(5);
  });

  it("leaves out every syllable of the names to avoid", () => {
    const base = report();
    const avoided = [base.suggestions[0]!.givenName, base.suggestions[1]!.middleName!];
    const r = report({ avoid: [`Phạm ${avoided[0]}`, avoided[1]!] });
    const keys = new Set(avoided.map(syllableKey));
    for (const s of r.suggestions) {
      for (const syllable of [s.givenName, ...s.middleName!.split(" ")])
        expect(keys.has(syllableKey(syllable))).toBe(false);
    }
  });

  it("leaves out a name's other reading too: no Phước for a family avoiding Phúc", () => {
    const request = { surname: "Dương", gender: "trai", themes: ["hanh-phuc"], birthDate: null, wish: null } as const;
    const withPhuoc = (avoid: string[]) =>
      report({ ...request, avoid })
        .suggestions.map((s) => s.fullName)
        .filter((name) => name.split(" ").includes("Phước"));
    expect(withPhuoc([])).not.toEqual([]);
    expect(withPhuoc(["Phúc"])).toEqual([]);
  });

  it("says which of the parents' words each name answers, as they wrote them", () => {
    const matches = report({ wish: "Mong con Thông Minh, khỏe mạnh và hiếu thảo" }).suggestions.flatMap(
      (s) => s.wishMatches,
    );
    expect(matches).toContain("Thông Minh");
    expect(matches.every((m) => ["Thông Minh", "khỏe mạnh", "hiếu thảo"].includes(m))).toBe(true);
  });

  it("raises names that carry the chosen themes above those that do not", () => {
    for (const theme of ["thien-nhien", "hieu-thao"] as const) {
      const suggestions = report({ themes: [theme], wish: null }).suggestions;
      const carries = suggestions.map((s) => s.themes.includes(theme));
      // The best names say what the parents chose; when the data set has few such names for this
      // baby, real and well-balanced names fill the list below them rather than repeat a middle name.
      expect(carries.slice(0, 5), theme).toEqual([true, true, true, true, true]);
      expect(carries.filter(Boolean).length, theme).toBeGreaterThanOrEqual(8);
      const highestWithout = Math.max(0, ...suggestions.filter((_, i) => !carries[i]).map((s) => s.score));
      expect(highestWithout, theme).toBeLessThanOrEqual(suggestions[4]!.score);
    }
  });

  it("writes its reasons and meanings in Vietnamese", () => {
    const top = report().suggestions[0]!;
    expect(top.reasons.length).toBeGreaterThan(0);
    expect(top.reasons.join(" ")).toMatch(/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/u);
    expect(top.meaning).toContain(top.givenName);
    expect(top.meaning).not.toContain("gửi gắm mong ước về");
  });
});
