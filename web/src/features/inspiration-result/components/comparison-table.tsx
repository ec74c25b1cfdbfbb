import { useRef } from "react";
import type { RecordView } from "@core/contracts/get-inspiration.contract.ts";
import { elementFactParts, toneFactParts } from "@/features/inspiration-result/model/name-facts.ts";
import { suggestionTitleId } from "@/features/inspiration-result/model/report-names.ts";
import { BandLabel } from "./score-summary.tsx";
import { ScrollHint } from "./scroll-hint.tsx";

/**
 * "Kim sinh Thủy" over "· hợp mệnh", "B-T-B" over "· Xen kẽ bằng trắc", each kept whole: on a phone
 * the column then takes two lines rather than one word a line with the "·" alone.
 */
function FactParts({ parts }: { parts: string[] | null }) {
  if (!parts) return "—";
  return parts.map((part, index) => (
    <span key={part} className="compare-table__part">
      {index > 0 && "· "}
      {part}
      {index < parts.length - 1 && " "}
    </span>
  ));
}

/**
 * All the suggestions in a few columns, each name a link to its card: the page's short version. The
 * band is the word a parent reads first on a card (Rất đẹp, Đẹp …), so it has its own column, on
 * screen and on paper. On a phone the number and the name stay at the left while the other columns
 * are swiped under them (report.css), so a row still says whose it is.
 */
export function ComparisonTable({ record }: { record: RecordView }) {
  const region = useRef<HTMLDivElement>(null);
  return (
    <section className="card" aria-labelledby="comparison-title">
      <h2 id="comparison-title">So sánh nhanh {record.suggestions.length} gợi ý</h2>
      <ScrollHint region={region} />
      <div
        ref={region}
        className="table-scroll"
        role="region"
        aria-label={`Bảng so sánh ${record.suggestions.length} gợi ý`}
        tabIndex={0}
      >
        <table className="compare-table compare-table--all">
          <thead>
            <tr>
              <th scope="col" className="compare-table__rank">
                #
              </th>
              <th scope="col" className="compare-table__name">
                Tên
              </th>
              <th scope="col">Điểm</th>
              <th scope="col">Mức</th>
              <th scope="col">Ngũ hành</th>
              <th scope="col">Thanh điệu</th>
            </tr>
          </thead>
          <tbody>
            {record.suggestions.map((suggestion, index) => (
              <tr key={suggestion.fullName}>
                <td className="compare-table__rank">{index + 1}</td>
                <th scope="row" className="compare-table__name">
                  <a href={`#${suggestionTitleId(index + 1)}`}>{suggestion.fullName}</a>
                </th>
                <td>{suggestion.score}</td>
                <td>
                  <BandLabel band={suggestion.band} />
                </td>
                <td>
                  <FactParts parts={elementFactParts(suggestion)} />
                </td>
                <td>
                  <FactParts parts={toneFactParts(suggestion)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
