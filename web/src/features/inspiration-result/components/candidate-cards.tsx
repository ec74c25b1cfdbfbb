import type { CandidateAnalysis, CandidatePreview } from "../../../../../supabase/functions/_shared/naming/report-types.ts";
import { candidateTitleId } from "../model/report-names.ts";
import { SuggestionCard } from "./suggestion-card.tsx";

interface CandidateCardsProps {
  recordId: string;
  candidates: readonly (CandidatePreview | CandidateAnalysis)[];
  paid: boolean;
}

const isAnalysed = (candidate: CandidatePreview | CandidateAnalysis): candidate is CandidateAnalysis => "syllables" in candidate;

function Verdict({ candidate }: { candidate: CandidatePreview }) {
  return (
    <>
      <p className="candidate__verdict">{candidate.verdict}</p>
      {candidate.warnings.length > 0 && (
        <ul className="candidate__warnings" aria-label={`Điều cần cân nhắc về tên ${candidate.fullName}`}>
          {candidate.warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The names the parents themselves are weighing, scored on the same scale as the suggestions, with
 * every warning shown free; paid, each is a full card with a heart.
 */
export function CandidateCards({ recordId, candidates, paid }: CandidateCardsProps) {
  if (candidates.length === 0) return null;
  return (
    <section className="candidates" aria-labelledby="candidates-title">
      <h2 id="candidates-title">Tên bố mẹ đang cân nhắc</h2>
      {candidates.map((candidate, index) =>
        isAnalysed(candidate) ? (
          <SuggestionCard key={candidate.fullName} recordId={recordId} titleId={candidateTitleId(index)} suggestion={candidate} canMark={paid}>
            <Verdict candidate={candidate} />
          </SuggestionCard>
        ) : (
          <article key={candidate.fullName} className="card suggestion-card" aria-labelledby={candidateTitleId(index)}>
            <div className="suggestion-card__head">
              <h3 id={candidateTitleId(index)} className="suggestion-card__name">
                {candidate.fullName}
              </h3>
              <p className="score" aria-label={`Điểm phù hợp ${candidate.score} trên 100`}>
                {candidate.score}/100
              </p>
            </div>
            <Verdict candidate={candidate} />
          </article>
        ),
      )}
    </section>
  );
}
