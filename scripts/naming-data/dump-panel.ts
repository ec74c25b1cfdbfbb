// Prints the engine's suggestions for the request panel as TSV, one suggestion per line, so that a
// native reader can judge every name (natural / odd / unnatural) in a spreadsheet.
//
//   npx tsx scripts/naming-data/dump-panel.ts > panel.tsv
//   npx tsx scripts/naming-data/dump-panel.ts other-requests.json > other.tsv
//
// Without an argument it uses the test panel; with one, a JSON array of form inputs (fields the
// panel leaves out default to empty).
//
// Columns: request number, the request in short, position, full name, score, attested or rare,
// chữ Hán, whole-name meaning.
import { generateReport } from "@core/naming/generate-report.ts";
import { REQUEST_PANEL } from "@core/naming/__tests__/request-panel.ts";
import type { InspirationInput } from "@core/naming/types.ts";
import { readRequests } from "./read-requests.ts";

const file = process.argv[2];
const requests: readonly InspirationInput[] = file ? readRequests(file) : REQUEST_PANEL;

function describe(input: InspirationInput): string {
  const parts = [input.surname, input.gender, `${input.length} âm tiết`, input.themes.join("+")];
  if (input.middleName) parts.push(`đệm ${input.middleName}`);
  if (input.wish) parts.push(`“${input.wish}”`);
  if (input.avoid.length > 0) parts.push(`tránh ${input.avoid.join("/")}`);
  if (input.birthDate) parts.push(input.birthDate);
  return parts.join(", ");
}

const lines = ["request\tdescription\tposition\tname\tscore\tkind\thanTu\tmeaning"];
requests.forEach((input, index) => {
  const report = generateReport(input, { today: "2026-11-24" });
  report.suggestions.forEach((s, position) => {
    lines.push(
      [
        index + 1,
        describe(input),
        position + 1,
        s.fullName,
        s.score,
        s.rare ? "rare" : "attested",
        s.hanTu ?? "",
        s.meaning,
      ].join("\t"),
    );
  });
});
process.stdout.write(lines.join("\n") + "\n");
