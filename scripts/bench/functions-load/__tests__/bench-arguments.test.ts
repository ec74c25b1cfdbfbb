import { describe, expect, it } from "vitest";
import { parseBenchArguments } from "../bench-arguments.ts";

const KNOWN = ["create-inspiration", "get-inspiration"] as const;

describe("the load bench's command line", () => {
  it("measures every endpoint with the default rounds when given nothing", () => {
    expect(parseBenchArguments([], KNOWN)).toEqual({});
  });

  it("measures only the endpoints named, with the rounds asked for, in any order", () => {
    expect(parseBenchArguments(["get-inspiration", "--rounds", "6"], KNOWN)).toEqual({
      only: ["get-inspiration"],
      rounds: 6,
    });
    expect(parseBenchArguments(["--rounds", "2", "create-inspiration"], KNOWN)).toEqual({
      only: ["create-inspiration"],
      rounds: 2,
    });
  });

  it("refuses an unknown endpoint and a round count that is not a whole number above 0", () => {
    expect(() => parseBenchArguments(["get-inspiraton"], KNOWN)).toThrow(/Unknown endpoint get-inspiraton/);
    for (const bad of [["--rounds"], ["--rounds", "0"], ["--rounds", "2.5"], ["--rounds", "x"]])
      expect(() => parseBenchArguments(bad, KNOWN)).toThrow(/--rounds/);
  });
});
