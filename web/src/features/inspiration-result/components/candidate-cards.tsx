import type { RecordView } from "@core/contracts/get-inspiration.contract.ts";
import { candidateTitleId, warningsOf } from "@/features/inspiration-result/model/report-names.ts";
import { GenderLean } from "./gender-lean.tsx";
import { NameWarnings } from "./name-warnings.tsx";
import { ScoreBadge, ScoreParts, ScoreSum } from "./score-summary.tsx";
import { SuggestionCard } from "./suggestion-card.tsx";

/**
 * The names the parents themselves are weighing, scored on the same scale as the suggestions, with
 * every warning shown free; paid, each is a full card with a heart. Under the verdict, every point
 * the name lost to something worth weighing (warningsOf): the free view's warnings already hold them
 * all; a paid analysis adds the cautions among its reasons.
 */
export function CandidateCards({ record }: { record: RecordView }) {
  if (record.candidates.length === 0) return null;
  const leanOnCard = record.input.gender === "chua-biet";
  return (
    <section className="candidates" aria-labelledby="candidates-title">
      <h2 id="candidates-title">Tên bố mẹ đang cân nhắc</h2>
      {record.access === "paid"
        ? record.candidates.map((candidate, index) => (
            <SuggestionCard
              key={candidate.fullName}
              recordId={record.id}
              titleId={candidateTitleId(index)}
              suggestion={candidate}
              analysis={candidate}
              canMark
              leanOnCard={leanOnCard}
              warnings={warningsOf(candidate)}
            >
              <p className="candidate__verdict">{candidate.verdict}</p>
            </SuggestionCard>
          ))
        : record.candidates.map((candidate, index) => (
            <article
              key={candidate.fullName}
              className="card suggestion-card"
              aria-labelledby={candidateTitleId(index)}
            >
              <div className="suggestion-card__head">
                <h3 id={candidateTitleId(index)} className="suggestion-card__name">
                  {candidate.fullName}
                </h3>
                <ScoreBadge score={candidate.score} band={candidate.band} />
              </div>
              <ScoreParts parts={candidate.scoreParts} />
              <ScoreSum parts={candidate.scoreParts} score={candidate.score} cautions={warningsOf(candidate)} />
              {leanOnCard && <GenderLean lean={candidate.genderLean} />}
              <p className="candidate__verdict">{candidate.verdict}</p>
              <NameWarnings fullName={candidate.fullName} warnings={warningsOf(candidate)} />
            </article>
          ))}
    </section>
  );
}
