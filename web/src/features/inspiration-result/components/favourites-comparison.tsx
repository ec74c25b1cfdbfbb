import { useRef, type ReactNode } from "react";
import type { RecordView } from "@core/contracts/get-inspiration.contract.ts";
import { elementFact, hanTuOf, meaningOf, toneFact } from "@/features/inspiration-result/model/name-facts.ts";
import { reportNames, warningsOf, type ReportName } from "@/features/inspiration-result/model/report-names.ts";
import { BandLabel } from "./score-summary.tsx";
import { ScrollHint } from "./scroll-hint.tsx";
import { GenderLean } from "./gender-lean.tsx";
import { HanTuText } from "./han-tu-text.tsx";

type Row = { label: string; cell: (entry: ReportName) => ReactNode };

/**
 * Whom families give the name to: a row only when the baby's gender is not known yet, as on the
 * cards. Once the parents chose one, every suggestion is of it, and a parent's own name given to the
 * other gender already says so under "Điều cần lưu ý".
 */
const LEAN_ROW: Row = {
  label: "Thường đặt cho",
  cell: ({ name }) => ("genderLean" in name ? <GenderLean lean={name.genderLean} /> : "—"),
};

const ROWS: Row[] = [
  {
    label: "Điểm",
    // The band before the number, as on the card.
    cell: ({ name }) => (
      <>
        <BandLabel band={name.band} /> {name.score}/100
      </>
    ),
  },
  {
    label: "Chữ Hán",
    cell: ({ name }) => {
      const hanTu = hanTuOf(name);
      return hanTu ? <HanTuText parts={hanTu} /> : "—";
    },
  },
  { label: "Ý nghĩa", cell: ({ name }) => meaningOf(name) ?? "—" },
  { label: "Ngũ hành và mệnh", cell: ({ name }) => elementFact(name) ?? "—" },
  { label: "Thanh điệu", cell: ({ name }) => toneFact(name) ?? "—" },
  LEAN_ROW,
  {
    label: "Điều cần lưu ý",
    cell: ({ name }) => {
      const warnings = warningsOf(name);
      return warnings.length ? (
        <ul className="compare-table__warnings">
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ) : (
        "Không có"
      );
    },
  },
];

/**
 * "Tên yêu thích": the names either parent marked, side by side, at the top of the paid report. The
 * list is the record's, so every phone holding the link shows the same one.
 */
export function FavouritesComparison({ record }: { record: RecordView }) {
  const names = reportNames(record);
  const favourites = record.favourites.flatMap((fullName) => names.get(fullName) ?? []);
  const rows = record.input.gender === "chua-biet" ? ROWS : ROWS.filter((row) => row !== LEAN_ROW);
  const region = useRef<HTMLDivElement>(null);
  return (
    <section className="card favourites" aria-labelledby="favourites-title">
      <h2 id="favourites-title">Tên yêu thích</h2>
      {favourites.length === 0 ? (
        <p>
          Bấm “Thích” dưới mỗi tên để đưa tên đó lên đây và so sánh. Ai có đường dẫn báo cáo này cũng thấy và sửa được
          cùng một danh sách, nên bố và mẹ có thể cùng chọn trên hai điện thoại.
        </p>
      ) : (
        <>
          {/* One name fits beside the criteria on a phone; two or more need a swipe. */}
          {favourites.length > 1 && <ScrollHint region={region} />}
          <div ref={region} className="table-scroll" role="region" aria-label="Bảng so sánh tên yêu thích" tabIndex={0}>
            <table className="compare-table compare-table--favourites">
              <thead>
                <tr>
                  <td>
                    <span className="visually-hidden">Tiêu chí</span>
                  </td>
                  {favourites.map((entry) => (
                    <th key={entry.name.fullName} scope="col">
                      <a href={`#${entry.titleId}`}>{entry.name.fullName}</a>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    {favourites.map((entry) => (
                      <td key={entry.name.fullName}>{row.cell(entry)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
