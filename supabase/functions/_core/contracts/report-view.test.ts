// The views of the sample report against the schemas the web parses them with: the tag tells the
// two apart, and neither view passes for the other.
import { describe, expect, it } from "vitest";
import { SAMPLE_INPUT } from "../fixtures/sample-request.ts";
import { sampleReport } from "../fixtures/sample-report.ts";
import { toPaidView, toPreview, withLeaning } from "../naming/preview.ts";
import { paidViewSchema, previewViewSchema, reportViewSchema } from "./report-view.ts";

const asSent = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

describe("the report view contract", () => {
  it("accepts the preview and the paid view of a real report, each by its tag", () => {
    const preview = reportViewSchema.parse(asSent(toPreview(sampleReport(), SAMPLE_INPUT.themes)));
    const paid = reportViewSchema.parse(asSent(toPaidView(sampleReport())));
    expect(preview.access).toBe("preview");
    expect(paid.access).toBe("paid");
    expect(paid.access === "paid" && paid.suggestions[0]!.syllables.length).toBeGreaterThan(0);
  });

  it("refuses a preview tagged as paid: it lacks the full analysis", () => {
    const preview = asSent({ ...toPreview(sampleReport(), SAMPLE_INPUT.themes), access: "paid" });
    expect(paidViewSchema.safeParse(preview).success).toBe(false);
  });

  it("keeps nothing of a paid field that slipped into a preview", () => {
    const leaked = asSent({
      ...toPreview(sampleReport(), SAMPLE_INPUT.themes),
      suggestions: sampleReport().suggestions.slice(0, 3).map(withLeaning),
    });
    const parsed = previewViewSchema.parse(leaked);
    expect(Object.keys(parsed.suggestions[0]!)).not.toContain("syllables");
  });

  it("refuses a view with no tag", () => {
    const { access: _access, ...untagged } = toPreview(sampleReport(), SAMPLE_INPUT.themes);
    expect(reportViewSchema.safeParse(asSent(untagged)).success).toBe(false);
  });
});
