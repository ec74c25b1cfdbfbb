import type { ComponentType, ReactNode } from "react";
import { THEMES } from "@core/naming/data/themes.ts";
import type { InspirationInput } from "@core/naming/types.ts";
import { ThemeIcon } from "@/components/theme-icon.tsx";
import { paths } from "@/config/paths.ts";
import { genderFact, REQUEST_EDIT_LABEL, vietnameseDate } from "@/features/inspiration-result/model/request-facts.ts";

/** A link to another screen: the router's Link in the app, a plain anchor in the early view. */
type ScreenLink = ComponentType<{ to: string; className: string; children: ReactNode }>;

/** What the header shows of the request. */
export type RequestFacts = Pick<
  InspirationInput,
  "surname" | "gender" | "birthDate" | "themes" | "wish" | "middleName" | "avoid" | "length"
>;

interface ResultHeaderViewProps {
  recordId: string;
  input: RequestFacts;
  paid: boolean;
  /** The one gender every name leans to besides names for both, if any (namesLeanOf). */
  namesLean?: "trai" | "gai" | null;
  Link: ScreenLink;
  /** Under the facts: a paid report's buttons (copy the link, print). */
  actions?: ReactNode;
}

/** One fact of the request, which opens the form prefilled from this record with its field in focus. */
function Fact(props: {
  recordId: string;
  field: string;
  term: string;
  wide?: boolean;
  /** A free text as long as the form allows: two lines here, all of it in the form it opens. */
  clamped?: boolean;
  Link: ScreenLink;
  children: ReactNode;
}) {
  const { Link } = props;
  const className = ["facts__item", props.wide && "facts__item--wide", props.clamped && "facts__item--clamped"];
  return (
    <div className={className.filter(Boolean).join(" ")}>
      <dt>{props.term}</dt>
      <dd>
        <Link className="facts__edit" to={paths.editRequest.getHref(props.recordId, props.field)}>
          <span className="visually-hidden">{REQUEST_EDIT_LABEL}</span>
          {props.children}
        </Link>
      </dd>
    </div>
  );
}

/**
 * What the parents asked for, compactly and at full width, so the report reads on its own when
 * printed; each choice opens the form prefilled from this record ("Sửa yêu cầu"), and sending it
 * makes a new record. A plain function of its props: the app renders it (ResultHeader) and the early
 * view draws it before the app is there, so the two cannot differ.
 */
export function ResultHeaderView({ recordId, input, paid, namesLean = null, Link, actions }: ResultHeaderViewProps) {
  const fact = { recordId, Link };
  return (
    <header className="result-header">
      <div className="result-header__top">
        <p className="result-header__badge">{paid ? "Báo cáo đầy đủ" : "Bản xem trước miễn phí"}</p>
        <Link className="result-header__edit no-print" to={paths.editRequest.getHref(recordId)}>
          Sửa yêu cầu
        </Link>
      </div>
      <dl className="facts">
        <Fact {...fact} field="surname" term="Họ">
          {input.surname}
        </Fact>
        <Fact {...fact} field="gender" term="Giới tính">
          {genderFact(input.surname, input.gender, input.middleName, namesLean)}
        </Fact>
        {input.birthDate && (
          <Fact {...fact} field="birthDate" term="Ngày sinh">
            {vietnameseDate(input.birthDate)}
          </Fact>
        )}
        {input.middleName && (
          <Fact {...fact} field="middleName" term="Tên đệm">
            {input.middleName}
          </Fact>
        )}
        <Fact {...fact} field="length" term="Độ dài">
          {input.length} chữ
        </Fact>
        <Fact {...fact} field="themes" term="Cảm hứng" wide>
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
          <Fact {...fact} field="wish" term="Mong muốn" wide clamped>
            “{input.wish}”
          </Fact>
        )}
        {input.avoid.length > 0 && (
          <Fact {...fact} field="avoid" term="Tránh" wide clamped>
            {input.avoid.join(", ")}
          </Fact>
        )}
      </dl>
      {actions}
    </header>
  );
}
