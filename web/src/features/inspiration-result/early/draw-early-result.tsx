// The result page's first look, drawn from the record request index.html started, before React and
// the route's JavaScript have arrived: the request summary and the free names. It draws the app's
// own views (ResultHeaderView, SuggestionListView, SuggestionCardView, NameWarnings) with lib/draw-element.ts, so
// nothing moves when the app replaces it and a change to a card is one edit. What the app adds to
// them (a paid report's buttons and analysis, "Nghe" where the device has a voice) is not drawn.
// Runs inside index.html (app/early-view-script.ts): no React DOM, no zod. It draws only a free preview
// whose every field it uses has the expected type; the app checks the answer against the contract
// anyway. The drawing is inert: its links and its "why" work once the app has drawn its own.
import type { ReactNode } from "react";
import { THEME_ICON_PATHS } from "@/components/theme-icon-paths.ts";
import { RELATION_KIND_LABEL } from "@/features/inspiration-result/model/element-words.ts";
import { isLean } from "@/features/inspiration-result/model/lean-words.ts";
import { warningsOf } from "@/features/inspiration-result/model/report-names.ts";
import { isBand } from "@/features/inspiration-result/model/score-words.ts";
import { GENDER_LABEL, namesLeanOf } from "@/features/inspiration-result/model/request-facts.ts";
import { drawElement } from "@/lib/draw-element.ts";
import { isObject, isString } from "@/lib/value-checks.ts";
import { NameWarnings } from "@/features/inspiration-result/components/name-warnings.tsx";
import { ResultHeaderView, type RequestFacts } from "@/features/inspiration-result/components/result-header-view.tsx";
import { SuggestionCardView, type CardName } from "@/features/inspiration-result/components/suggestion-card-view.tsx";
import { rankedCard, SuggestionListView } from "@/features/inspiration-result/components/suggestion-list-view.tsx";

interface EarlyRecord {
  id: string;
  input: RequestFacts;
  suggestions: CardName[];
  lockedCount: number;
  /** The locked names' facts; read only for whom they lean to, as the header says it. */
  locked?: unknown;
}

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

function isCardName(value: unknown): value is CardName {
  if (!isObject(value)) return false;
  const relation = value.elementRelation;
  const parts = value.scoreParts;
  return (
    isString(value.fullName) &&
    typeof value.score === "number" &&
    isString(value.meaning) &&
    isBand(value.band) &&
    (value.genderLean === null || isLean(value.genderLean)) &&
    isObject(parts) &&
    typeof parts.quality === "number" &&
    typeof parts.fit === "number" &&
    (value.hanTu === null || isString(value.hanTu)) &&
    isStrings(value.reasons) &&
    isStrings(value.wishMatches) &&
    (relation === null ||
      (isObject(relation) &&
        isString(relation.label) &&
        isString(relation.explanation) &&
        isString(relation.kind) &&
        Object.hasOwn(RELATION_KIND_LABEL, relation.kind)))
  );
}

/** A free preview with what this view shows, each of the right type; a paid report is never drawn early. */
export function isEarlyRecord(value: unknown): value is EarlyRecord {
  if (!isObject(value) || value.access !== "preview" || value.paymentStatus === "paid" || !isObject(value.input))
    return false;
  const { input, suggestions } = value;
  return (
    isString(value.id) &&
    isString(input.surname) &&
    isString(input.gender) &&
    Object.hasOwn(GENDER_LABEL, input.gender) &&
    (input.birthDate === null || isString(input.birthDate)) &&
    (input.wish === null || isString(input.wish)) &&
    (input.middleName === null || isString(input.middleName)) &&
    isStrings(input.avoid) &&
    typeof input.length === "number" &&
    Array.isArray(input.themes) &&
    input.themes.every((id) => isString(id) && Object.hasOwn(THEME_ICON_PATHS, id)) &&
    Array.isArray(suggestions) &&
    suggestions.every(isCardName) &&
    typeof value.lockedCount === "number"
  );
}

/** The anchor the router's Link writes for an address of the app (its `data-discover` included). */
function PlainLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  return (
    <a className={className} href={to} data-discover="true">
      {children}
    </a>
  );
}

/** Draws the record's first look into `host` (emptied first); false, drawing nothing, for any other answer. */
export function drawEarlyResult(answer: unknown, host: HTMLElement): boolean {
  if (!isEarlyRecord(answer)) return false;
  const leanOnCard = answer.input.gender === "chua-biet";
  const screen = (
    <main className="page page--result">
      <ResultHeaderView
        recordId={answer.id}
        input={answer.input}
        paid={false}
        namesLean={namesLeanOf([
          ...answer.suggestions.map((name) => name.genderLean),
          ...(Array.isArray(answer.locked) ? answer.locked : []).map((name: unknown) =>
            isObject(name) && isLean(name.genderLean) ? name.genderLean : null,
          ),
        ])}
        Link={PlainLink}
      />
      <SuggestionListView shownCount={answer.suggestions.length} lockedCount={answer.lockedCount}>
        {answer.suggestions.map((name, index) => (
          <SuggestionCardView
            key={name.fullName}
            {...rankedCard(index)}
            name={name}
            leanOnCard={leanOnCard}
            saidAbove={warningsOf(name)}
          >
            <NameWarnings fullName={name.fullName} warnings={warningsOf(name)} />
          </SuggestionCardView>
        ))}
      </SuggestionListView>
    </main>
  );
  host.replaceChildren(drawElement(screen));
  return true;
}
