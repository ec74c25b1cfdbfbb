// How common a name reads on its page: a band among names of its own gender, from the sample's counts.
import { describe, expect, it } from "vitest";
import { commonnessIndex } from "@/features/name-pages/model/name-commonness.ts";
import { allNameFacts } from "@/features/name-pages/model/name-facts.ts";

const names = allNameFacts();
const commonnessOf = commonnessIndex(names);
const band = (name: string) => commonnessOf(names.find((n) => n.name === name)!);

describe("how common a name is", () => {
  it("puts the names most people of the sample bear in the top band, and one nobody bears apart", () => {
    expect(band("Tuấn Anh")).toEqual({ band: "rat-pho-bien", among: "trai" });
    expect(band("Minh Anh")).toEqual({ band: "chua-gap", among: "gai" });
  });

  it("compares a girl's name with girls' names, since the sample is mostly men", () => {
    // Four women of the sample are Thùy Dương: few, yet more than nine in ten girls' names.
    const thuyDuong = names.find((n) => n.name === "Thùy Dương")!;
    expect(thuyDuong.seen).toBeLessThan(names.find((n) => n.name === "Tuấn Anh")!.seen / 10);
    expect(band("Thùy Dương")).toEqual({ band: "rat-pho-bien", among: "gai" });
  });

  it("spreads the names over the bands, the top band the smallest of those the sample counts", () => {
    for (const lean of ["trai", "gai"] as const) {
      const bands = names.filter((n) => n.lean === lean).map((n) => commonnessOf(n).band);
      const count = (b: string) => bands.filter((x) => x === b).length;
      expect(count("rat-pho-bien")).toBeGreaterThan(0);
      expect(count("rat-pho-bien")).toBeLessThanOrEqual(bands.length / 10);
      expect(count("pho-bien")).toBeGreaterThan(count("rat-pho-bien"));
    }
  });
});
