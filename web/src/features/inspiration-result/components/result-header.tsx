import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { THEMES } from "@core/naming/data/themes.ts";
import type { RecordView } from "@core/contracts/get-inspiration.contract.ts";
import { ThemeIcon } from "@/components/theme-icon.tsx";
import { paths } from "@/config/paths.ts";
import { GENDER_LABEL, REQUEST_EDIT_LABEL, vietnameseDate } from "@/features/inspiration-result/model/request-facts.ts";
import { CopyLinkButton } from "./copy-link-button.tsx";

/** One fact of the request, which opens the form prefilled from this record with its field in focus. */
function Fact({
  recordId,
  field,
  term,
  wide,
  children,
}: {
  recordId: string;
  field: string;
  term: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? "facts__item facts__item--wide" : "facts__item"}>
      <dt>{term}</dt>
      <dd>
        <Link className="facts__edit" to={paths.editRequest.getHref(recordId, field)}>
          <span className="visually-hidden">{REQUEST_EDIT_LABEL}</span>
          {children}
        </Link>
      </dd>
    </div>
  );
}

/**
 * What the parents asked for, compactly and at full width, so the report reads on its own when
 * printed; each choice opens the form prefilled from this record ("Sửa yêu cầu"), and sending it
 * makes a new record. The page title is index.html's static header (lib/use-static-hero.ts). The
 * early view draws the same elements for a free preview (early/draw-early-result.ts); change both
 * together.
 */
export function ResultHeader({ record }: { record: RecordView }) {
  const { input, id } = record;
  const paid = record.paymentStatus === "paid";
  return (
    <header className="result-header">
      <div className="result-header__top">
        <p className="result-header__badge">{paid ? "Báo cáo đầy đủ" : "Bản xem trước miễn phí"}</p>
        <Link className="result-header__edit no-print" to={paths.editRequest.getHref(id)}>
          Sửa yêu cầu
        </Link>
      </div>
      <dl className="facts">
        <Fact recordId={id} field="surname" term="Họ">
          {input.surname}
        </Fact>
        <Fact recordId={id} field="gender" term="Giới tính">
          {GENDER_LABEL[input.gender]}
        </Fact>
        {input.birthDate && (
          <Fact recordId={id} field="birthDate" term="Ngày sinh">
            {vietnameseDate(input.birthDate)}
          </Fact>
        )}
        <Fact recordId={id} field="themes" term="Cảm hứng" wide>
          <span className="theme-tags">
            {input.themes.map((themeId, index) => (
              <span key={themeId} className="theme-tag">
                <ThemeIcon theme={themeId} />
                {THEMES.find((theme) => theme.id === themeId)?.label ?? themeId}
                {index < input.themes.length - 1 && ", "}
              </span>
            ))}
          </span>
        </Fact>
        {input.wish && (
          <Fact recordId={id} field="wish" term="Mong muốn" wide>
            “{input.wish}”
          </Fact>
        )}
      </dl>
      {paid && (
        <div className="result-header__actions no-print">
          <CopyLinkButton />
          <button type="button" className="button" onClick={() => window.print()}>
            In báo cáo
          </button>
        </div>
      )}
    </header>
  );
}
