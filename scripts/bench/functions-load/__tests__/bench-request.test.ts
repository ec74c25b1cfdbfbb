import { describe, expect, it } from "vitest";
import { inspirationFormSchema } from "@core/validation/inspiration-form.ts";
import { todayInVietnam } from "@core/validation/today-in-vietnam.ts";
import { BENCH_BODY, BENCH_FORM, BENCH_WISH } from "../bench-request.ts";

describe("the form the load benchmark sends", () => {
  it("is already what validation makes of it, so the floor's engine call gets the real one's input", () => {
    expect(inspirationFormSchema(todayInVietnam(new Date())).parse(BENCH_BODY)).toStrictEqual(BENCH_FORM);
  });

  it("carries the wish the cleanup deletes by", () => {
    expect(BENCH_FORM.wish).toBe(BENCH_WISH);
  });
});
