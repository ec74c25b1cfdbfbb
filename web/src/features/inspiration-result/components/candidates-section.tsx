// The parents' own names beside our suggestions, scored on the same scale. Free: the score, a
// one-line verdict and every warning (a nói lái is never paywalled). Paid: the full analysis, and
// the chữ Hán of each syllable can be changed.
import type { CandidateAnalysis, CandidatePreview } from "../../../../../supabase/functions/_shared/naming/report-types.ts";
import type { RecordView } from "../../../../../supabase/functions/_shared/records/record-view.ts";
import { HanTuSwitcher } from "./han-tu-switcher.tsx";
import { SuggestionAnalysis } from "./suggestion-analysis.tsx";

const isFull = (c: CandidatePreview | CandidateAnalysis): c is CandidateAnalysis => "syllables" in c && Array.isArray(c.syllables);

export function CandidatesSection({ record }: { record: RecordView }) {
  if (record.candidates.length === 0) return null;
  return (
    <section className="candidates" aria-labelledby="candidates-title">
      <h2 id="candidates-title">Tên bố mẹ đang cân nhắc</h2>
      {record.candidates.map((candidate, index) => {
        const titleId = `candidate-${index + 1}`;
        return (
          <article key={candidate.fullName} className="card suggestion-card" aria-labelledby={titleId}>
            <div className="suggestion-card__head">
              <h3 id={titleId} className="suggestion-card__name">{candidate.fullName}</h3>
              <p className="score" aria-label={`Điểm phù hợp ${candidate.score} trên 100`}>
                {candidate.score}/100
              </p>
            </div>
            <p><strong>{candidate.verdict}</strong></p>
            {candidate.warnings.length > 0 && (
              <ul className="candidate__warnings" aria-label={`Lưu ý về tên ${candidate.fullName}`}>
                {candidate.warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            )}
            {isFull(candidate) && (
              <>
                {candidate.hanTu && (
                  <p className="suggestion-card__han">
                    Chữ Hán: <span lang="zh-Hant">{candidate.hanTu}</span>
                  </p>
                )}
                <p>{candidate.meaning}</p>
                <HanTuSwitcher recordId={record.id} entry={candidate} />
                <SuggestionAnalysis suggestion={candidate} />
              </>
            )}
          </article>
        );
      })}
    </section>
  );
}
