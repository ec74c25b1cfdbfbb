// A name's score as every card shows it: the band a parent reads first, the number, and the two
// parts it is made of, so "why 79" is answered on the card itself. Plain functions of their props:
// the early view draws them too, inside the card's view.
import type { Band, ScoreParts } from "@core/naming/score-formula.ts";
import {
  BAND_LABELS,
  FORMULA_TEXT,
  PART_LABEL,
  PART_MEANING,
  scorePartsText,
} from "@/features/inspiration-result/model/score-words.ts";

export function ScoreBadge({ score, band }: { score: number; band: Band }) {
  return (
    <p className="score">
      <span className={`band band--${band}`}>{BAND_LABELS[band]}</span>{" "}
      <span className="score__value">{score}/100</span>
    </p>
  );
}

export function ScoreParts({ parts }: { parts: ScoreParts }) {
  return <p className="score-parts">{scorePartsText(parts)}</p>;
}

/** Inside the card's one "why" block: what each part measures, and the formula. */
export function ScoreFormula({ parts }: { parts: ScoreParts }) {
  return (
    <div className="score-formula">
      <dl>
        <div>
          <dt>
            {PART_LABEL.quality} ({parts.quality}/100)
          </dt>
          <dd>{PART_MEANING.quality}</dd>
        </div>
        <div>
          <dt>
            {PART_LABEL.fit} ({parts.fit}/100)
          </dt>
          <dd>{PART_MEANING.fit}</dd>
        </div>
      </dl>
      <p>{FORMULA_TEXT}</p>
    </div>
  );
}
