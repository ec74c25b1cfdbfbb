// A name's score as every card shows it: the band a parent reads first, the number, and the two
// parts it is made of, so "why 79" is answered on the card itself. Plain functions of their props:
// the early view draws them too, inside the card's view.
import type { Band, ScoreParts } from "@core/naming/score-formula.ts";
import {
  BAND_LABELS,
  cardFormulaText,
  PART_LABEL,
  PART_MEANING,
  scorePartsText,
  scoreSumText,
} from "@/features/inspiration-result/model/score-words.ts";

/** The band in its colour: the word a parent reads first, before the number, wherever a score is shown. */
export function BandLabel({ band }: { band: Band }) {
  return <span className={`band band--${band}`}>{BAND_LABELS[band]}</span>;
}

export function ScoreBadge({ score, band }: { score: number; band: Band }) {
  return (
    <p className="score">
      <BandLabel band={band} /> <span className="score__value">{score}/100</span>
    </p>
  );
}

export function ScoreParts({ parts }: { parts: ScoreParts }) {
  return <p className="score-parts">{scorePartsText(parts)}</p>;
}

/** A name's score as its sum reads it. */
interface ScoreSumProps {
  parts: ScoreParts;
  score: number;
  /** The name's reasons or warnings: a warning about the family is taken from the fit part. */
  cautions: readonly string[];
}

/** This name's own sum, so a parent can redo it: "0,65 × 92 + 0,35 × 0 = 59,8, trừ 4,8 …: 55". */
export function ScoreSum({ parts, score, cautions }: ScoreSumProps) {
  return <p className="score-sum">{scoreSumText(parts, score, cautions)}</p>;
}

/**
 * Inside the card's one "why" block: what each part measures, the formula, and this name's sum. The
 * rule about warnings is said only where the sum takes points for one (the page's method says it once).
 */
export function ScoreFormula({ parts, score, cautions }: ScoreSumProps) {
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
      <p>{cardFormulaText(parts, score, cautions)}</p>
      <ScoreSum parts={parts} score={score} cautions={cautions} />
    </div>
  );
}
