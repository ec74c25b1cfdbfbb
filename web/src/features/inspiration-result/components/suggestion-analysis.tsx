import type { Suggestion } from "@core/naming/report-types.ts";
import {
  CHECK_LABEL,
  RELATION_KIND_LABEL,
  TONE_VERDICT_LABEL,
} from "@/features/inspiration-result/model/element-words.ts";

const ROLE_LABEL = { ho: "Họ", dem: "Tên đệm", ten: "Tên" } as const;

/**
 * The paid part of a suggestion (docs/product.md §4): each syllable, the tones, the number, the checks. The
 * whole-name meaning is on the card and each syllable's here, so neither is repeated.
 */
export function SuggestionAnalysis({ suggestion }: { suggestion: Suggestion }) {
  const { tonePattern, numerology } = suggestion;
  return (
    <div className="analysis">
      <h4>Từng chữ trong tên</h4>
      <ul className="analysis__syllables">
        {suggestion.syllables.map((syllable, index) => (
          <li key={`${syllable.syllable}-${index}`}>
            <strong>{syllable.syllable}</strong>
            {syllable.hanTu && (
              <>
                {" "}
                (
                <span lang="zh-Hant" className="han">
                  {syllable.hanTu}
                </span>
                )
              </>
            )}{" "}
            · {ROLE_LABEL[syllable.role]}
            {syllable.element && <> · hành {syllable.element}</>}
            {syllable.elementRelation && (
              <>
                {" "}
                · {syllable.elementRelation.label} ({RELATION_KIND_LABEL[syllable.elementRelation.kind]})
              </>
            )}
            {syllable.meaning && <p>{syllable.meaning}</p>}
          </li>
        ))}
      </ul>

      <h4>Thanh điệu</h4>
      <p>
        <strong>{TONE_VERDICT_LABEL[tonePattern.verdict]}</strong>
        <br />
        {tonePattern.text}
      </p>

      <h4>Thần số học</h4>
      <p>
        <strong>
          Số {numerology.number}
          {numerology.isMasterNumber && " (số bậc thầy)"}
        </strong>
        <br />
        {numerology.reading}
      </p>

      <h4>Kiểm tra</h4>
      <ul className="analysis__checks">
        {suggestion.checks.map((check) => (
          <li key={check.kind} className={check.passed ? "check check--passed" : "check check--failed"}>
            <span aria-hidden="true">{check.passed ? "✓" : "!"}</span> <strong>{CHECK_LABEL[check.kind]}:</strong>{" "}
            <span className="visually-hidden">{check.passed ? "đạt" : "cần lưu ý"}. </span>
            {check.detail}
          </li>
        ))}
      </ul>
    </div>
  );
}
