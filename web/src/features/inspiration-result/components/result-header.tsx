import { THEMES } from "@core/naming/data/themes.ts";
import type { RecordView } from "@core/contracts/get-inspiration.contract.ts";
import { ThemeIcon } from "@/components/theme-icon.tsx";
import { GENDER_LABEL, vietnameseDate } from "@/features/inspiration-result/model/request-facts.ts";
import { CopyLinkButton } from "./copy-link-button.tsx";

/**
 * What the parents asked for, so the report reads on its own when printed. The page title is
 * index.html's static header (lib/use-static-hero.ts). The early view draws the same elements for
 * a free preview (early/draw-early-result.ts); change both together.
 */
export function ResultHeader({ record }: { record: RecordView }) {
  const { input } = record;
  const paid = record.paymentStatus === "paid";
  return (
    <header className="result-header">
      <p className="result-header__badge">{paid ? "Báo cáo đầy đủ" : "Bản xem trước miễn phí"}</p>
      <dl className="facts">
        <div>
          <dt>Họ</dt>
          <dd>{input.surname}</dd>
        </div>
        <div>
          <dt>Giới tính</dt>
          <dd>{GENDER_LABEL[input.gender]}</dd>
        </div>
        {input.birthDate && (
          <div>
            <dt>Ngày sinh</dt>
            <dd>{vietnameseDate(input.birthDate)}</dd>
          </div>
        )}
        <div>
          <dt>Cảm hứng</dt>
          <dd className="theme-tags">
            {input.themes.map((id, index) => (
              <span key={id} className="theme-tag">
                <ThemeIcon theme={id} />
                {THEMES.find((theme) => theme.id === id)?.label ?? id}
                {index < input.themes.length - 1 && ", "}
              </span>
            ))}
          </dd>
        </div>
        {input.wish && (
          <div>
            <dt>Mong muốn</dt>
            <dd>“{input.wish}”</dd>
          </div>
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
