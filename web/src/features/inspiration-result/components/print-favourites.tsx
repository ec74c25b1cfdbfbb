import { CulturalNote } from "@/components/cultural-note.tsx";
import type { RecordView } from "@core/contracts/get-inspiration.contract.ts";
import { elementFact, hanTuOf, meaningOf, toneFact } from "@/features/inspiration-result/model/name-facts.ts";
import { reportNames, warningsOf } from "@/features/inspiration-result/model/report-names.ts";
import { HanTuText } from "./han-tu-text.tsx";
import { BandLabel } from "./score-summary.tsx";

/**
 * A warning as a sentence under the printed "Điều cần lưu ý:", which already says what its own "Lưu ý:"
 * said: "Điều cần lưu ý: Tên hành Thổ, … của bé." rather than "Điều cần lưu ý: Lưu ý: tên hành Thổ, …",
 * and "Về tuổi bố mẹ: …" rather than "Lưu ý về tuổi bố mẹ: …".
 */
function printedWarning(warning: string): string {
  // "Lưu ý về tuổi bố mẹ: …" keeps what it is about: "Về tuổi bố mẹ: …".
  const text = warning.replace(/^Lưu ý:\s*/, "").replace(/^Lưu ý về /, "về ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?…]$/.test(text) ? "" : "."}`;
}

/**
 * The family's favourites on paper, under the request and before the list: the framing line, then
 * each favourite in its own block with the chữ Hán large. Nothing when there is none: a page saying
 * so is paper spent. Screens never show it (the comparison table does that job); the print
 * stylesheet shows it and hides the table.
 */
export function PrintFavourites({ record }: { record: RecordView }) {
  const names = reportNames(record);
  const favourites = record.favourites.flatMap((fullName) => names.get(fullName) ?? []);
  if (favourites.length === 0) return null;
  return (
    <section className="print-only print-favourites" aria-hidden="true">
      <h2>Tên yêu thích của gia đình</h2>
      <CulturalNote />
      {favourites.map(({ name }) => {
        const hanTu = hanTuOf(name);
        const facts = [`${name.score}/100 điểm`, elementFact(name), toneFact(name)].filter(Boolean).join(" · ");
        const warnings = warningsOf(name);
        return (
          <div key={name.fullName} className="print-favourite">
            <p className="print-favourite__name">{name.fullName}</p>
            {hanTu && (
              <p className="print-favourite__han">
                <HanTuText parts={hanTu} />
              </p>
            )}
            {meaningOf(name) && <p>{meaningOf(name)}</p>}
            {/* The band before the score, as on the card: the word a parent reads first. */}
            <p>
              <BandLabel band={name.band} /> {facts}
            </p>
            {warnings.length > 0 && <p>Điều cần lưu ý: {warnings.map(printedWarning).join(" ")}</p>}
          </div>
        );
      })}
    </section>
  );
}
