// The result screen (docs/product.md §1): one record, in whichever state the query and the payment are in.
import { RecordNotFound } from "@/components/record-not-found.tsx";
import { RetryAlert } from "@/components/retry-alert.tsx";
import { TooltipProvider } from "@/components/tooltip.tsx";
import { isRecordMissing } from "@/lib/call-function.ts";
import { FunctionError } from "@/lib/function-error.ts";
import { pageTitle, usePageTitle } from "@/lib/page-title.ts";
import { AfterFirstPaint } from "@/lib/use-after-first-paint.ts";
import { useStaticHero } from "@/lib/use-static-hero.ts";
import { useInspiration } from "@/features/inspiration-result/api/get-inspiration.ts";
import { warningsOf } from "@/features/inspiration-result/model/report-names.ts";
import { BirthProfile } from "./birth-profile.tsx";
import { CandidateCards } from "./candidate-cards.tsx";
import { ComparisonTable } from "./comparison-table.tsx";
import { FavouritesComparison } from "./favourites-comparison.tsx";
import { ListenNote } from "./listen-button.tsx";
import { LockedSuggestions } from "./locked-suggestions.tsx";
import { ParentsProfile } from "./parents-profile.tsx";
import { PrintFavourites } from "./print-favourites.tsx";
import { ResultHeader } from "./result-header.tsx";
import { RecordRetention } from "./record-retention.tsx";
import { ResultLoading } from "./result-loading.tsx";
import { ScoringMethod } from "./scoring-method.tsx";
import { SuggestionCard } from "./suggestion-card.tsx";
import { rankedCard, SuggestionListView } from "./suggestion-list-view.tsx";
import "./report.css";
import "./report-print.css";

const FALLBACK_MESSAGE = "Chưa tải được kết quả. Bố mẹ vui lòng thử lại.";

export function InspirationResult({ id }: { id: string }) {
  const query = useInspiration(id);
  // The page title is index.html's static header; a missing record has its own.
  const missing = query.isError && isRecordMissing(query.error);
  useStaticHero("result-hero", !missing);
  // The surname is on the page (the request's facts); nothing else of the request goes in the title.
  usePageTitle(
    pageTitle(
      missing
        ? "Không tìm thấy hồ sơ"
        : query.data
          ? `Gợi ý tên cho bé họ ${query.data.input.surname}`
          : "Kết quả gợi ý tên",
    ),
  );

  if (query.isPending) return <ResultLoading />;
  if (query.isError) {
    if (missing) return <RecordNotFound />;
    const message = query.error instanceof FunctionError ? query.error.message : FALLBACK_MESSAGE;
    return <RetryAlert message={message} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }

  const record = query.data;
  const paid = record.access === "paid";
  // Each card gets the name's free part, and its full analysis when the report is paid.
  const cards =
    record.access === "paid"
      ? record.suggestions.map((suggestion) => ({ suggestion, analysis: suggestion }))
      : record.suggestions.map((suggestion) => ({ suggestion, analysis: null }));
  return (
    <TooltipProvider>
      {/* The names come first, right under the request: they are what a parent opened the page
          for, and the early view (early/draw-early-result.tsx) draws this much, from the same views, before the app. */}
      <ResultHeader record={record} />
      {/* On paper only, the family's favourites between the request and the list. */}
      {paid && <PrintFavourites record={record} />}
      {paid && <FavouritesComparison record={record} />}
      <SuggestionListView shownCount={record.suggestions.length} lockedCount={record.lockedCount}>
        {cards.map(({ suggestion, analysis }, index) => (
          <SuggestionCard
            key={suggestion.fullName}
            {...rankedCard(index)}
            recordId={record.id}
            suggestion={suggestion}
            analysis={analysis}
            canMark={paid}
            leanOnCard={record.input.gender === "chua-biet"}
            // What the tables list to weigh about the name is on its card too, free or paid alike.
            warnings={warningsOf(analysis ?? suggestion)}
          />
        ))}
        {/* Below the list: it appears only once the device's voices have loaded, and must not push the names down. */}
        <ListenNote />
      </SuggestionListView>
      {/* Below a phone's first screen: rendered once the names have been painted, so the commit that
          takes over from the early view stays short. */}
      <AfterFirstPaint>
        {/* The parents' own names before the locked ones and the price: what the free preview says of
              them (a nói lái, a name to avoid) must be read before anyone is asked to pay. */}
        <CandidateCards record={record} />
        {record.access === "preview" && record.locked.length > 0 && (
          <LockedSuggestions
            recordId={record.id}
            shownCount={record.suggestions.length}
            locked={record.locked}
            priceVnd={record.priceVnd}
          />
        )}
        <ScoringMethod />
        <BirthProfile profile={record.profile} suggestions={record.suggestions} />
        <ParentsProfile parents={record.parents} reading={record.parentsReading} />
        {paid && <ComparisonTable record={record} />}
        <RecordRetention record={record} />
      </AfterFirstPaint>
    </TooltipProvider>
  );
}
