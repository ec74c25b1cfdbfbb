// The result screen (SPEC §1): one record, in whichever state the query and the payment are in.
import { TooltipProvider } from "../../../components/tooltip.tsx";
import { FunctionError } from "../../../lib/call-function.ts";
import { useInspiration } from "../api/get-inspiration.ts";
import { BirthProfile } from "./birth-profile.tsx";
import { LockedSuggestions } from "./locked-suggestions.tsx";
import { RecordNotFound } from "./record-not-found.tsx";
import { ResultError } from "./result-error.tsx";
import { ResultHeader } from "./result-header.tsx";
import { ResultLoading } from "./result-loading.tsx";
import { SuggestionCard } from "./suggestion-card.tsx";

const FALLBACK_MESSAGE = "Chưa tải được kết quả. Bố mẹ vui lòng thử lại.";

/** 404: unknown or expired; 400: not even a record id. Both mean there is nothing to show. */
const isMissingRecord = (error: Error) => error instanceof FunctionError && (error.status === 404 || error.status === 400);

export function InspirationResult({ id }: { id: string }) {
  const query = useInspiration(id);

  if (query.isPending) return <ResultLoading />;
  if (query.isError) {
    if (isMissingRecord(query.error)) return <RecordNotFound />;
    const message = query.error instanceof FunctionError ? query.error.message : FALLBACK_MESSAGE;
    return <ResultError message={message} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }

  const record = query.data;
  return (
    <TooltipProvider>
      <ResultHeader record={record} />
      <BirthProfile profile={record.profile} suggestions={record.suggestions} />
      <section className="suggestions" aria-labelledby="suggestions-title">
        <h2 id="suggestions-title">
          {record.lockedCount > 0 ? `${record.suggestions.length} gợi ý miễn phí` : `${record.suggestions.length} gợi ý tên cho bé`}
        </h2>
        {record.suggestions.map((suggestion, index) => (
          <SuggestionCard key={suggestion.fullName} rank={index + 1} suggestion={suggestion} />
        ))}
      </section>
      {record.lockedCount > 0 && (
        <LockedSuggestions
          recordId={record.id}
          shownCount={record.suggestions.length}
          lockedCount={record.lockedCount}
          priceVnd={record.priceVnd}
        />
      )}
    </TooltipProvider>
  );
}
