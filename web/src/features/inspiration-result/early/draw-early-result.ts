// The result page's first look, drawn with plain DOM from the record request index.html started,
// before React and the route's JavaScript have arrived: the request summary and the free names,
// element for element as ResultHeader and SuggestionCard draw them (a test compares the two), so
// that when the app replaces it nothing on screen moves. Runs inside index.html (app/early-view.ts):
// it imports no React, no zod and nothing heavy. It draws only a free preview whose every field it
// uses has the expected type; anything else is left to the app, which checks the answer against the
// contract anyway.
import { THEMES } from "@core/naming/data/themes.ts";
import { THEME_ICON_PATHS } from "@/components/theme-icon-paths.ts";
import type { Band, ScoreParts } from "@core/naming/score-formula.ts";
import type { NameLean, ThemeId } from "@core/naming/types.ts";
import { RELATION_KIND_LABEL } from "@/features/inspiration-result/model/element-words.ts";
import { isLean, LEAN_TEXT } from "@/features/inspiration-result/model/lean-words.ts";
import { BAND_LABELS, isBand, scorePartsText, whyTitle } from "@/features/inspiration-result/model/score-words.ts";
import {
  GENDER_LABEL,
  REQUEST_EDIT_LABEL,
  suggestionsTitle,
  vietnameseDate,
} from "@/features/inspiration-result/model/request-facts.ts";
import { paths } from "@/config/paths.ts";
import { suggestionTitleId } from "@/features/inspiration-result/model/report-names.ts";
import { el, isObject, isString, svgEl, type Child } from "@/lib/plain-dom.ts";

interface EarlySuggestion {
  fullName: string;
  score: number;
  scoreParts: ScoreParts;
  band: Band;
  genderLean: NameLean | null;
  hanTu: string | null;
  meaning: string;
  elementRelation: { kind: keyof typeof RELATION_KIND_LABEL; label: string } | null;
}

interface EarlyRecord {
  id: string;
  input: {
    surname: string;
    gender: keyof typeof GENDER_LABEL;
    birthDate: string | null;
    themes: ThemeId[];
    wish: string | null;
  };
  suggestions: EarlySuggestion[];
  lockedCount: number;
}

function isSuggestion(value: unknown): value is EarlySuggestion {
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
    (relation === null ||
      (isObject(relation) &&
        isString(relation.label) &&
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
    Array.isArray(input.themes) &&
    input.themes.every((id) => isString(id) && Object.hasOwn(THEME_ICON_PATHS, id)) &&
    Array.isArray(suggestions) &&
    suggestions.every(isSuggestion) &&
    typeof value.lockedCount === "number"
  );
}

function themeIcon(theme: ThemeId): SVGElement {
  return svgEl(
    "svg",
    { class: "theme-icon", viewBox: "0 0 24 24", width: "18", height: "18", "aria-hidden": "true", focusable: "false" },
    svgEl("path", {
      d: THEME_ICON_PATHS[theme],
      fill: "none",
      stroke: "currentColor",
      "stroke-width": "1.75",
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }),
  );
}

/** One fact of the request, a link to the form prefilled from the record, as ResultHeader's Fact. */
const fact = (recordId: string, field: string, term: string, wide: boolean, ...value: Child[]) =>
  el(
    "div",
    { class: wide ? "facts__item facts__item--wide" : "facts__item" },
    el("dt", {}, term),
    el(
      "dd",
      {},
      el(
        "a",
        { class: "facts__edit", href: paths.editRequest.getHref(recordId, field), "data-discover": "true" },
        el("span", { class: "visually-hidden" }, REQUEST_EDIT_LABEL),
        ...value,
      ),
    ),
  );

function header({ id, input }: EarlyRecord): HTMLElement {
  const themes = el(
    "span",
    { class: "theme-tags" },
    ...input.themes.map((themeId, index) =>
      el(
        "span",
        { class: "theme-tag" },
        themeIcon(themeId),
        THEMES.find((theme) => theme.id === themeId)?.label ?? themeId,
        index < input.themes.length - 1 && ", ",
      ),
    ),
  );
  return el(
    "header",
    { class: "result-header" },
    el(
      "div",
      { class: "result-header__top" },
      el("p", { class: "result-header__badge" }, "Bản xem trước miễn phí"),
      el(
        "a",
        { class: "result-header__edit no-print", href: paths.editRequest.getHref(id), "data-discover": "true" },
        "Sửa yêu cầu",
      ),
    ),
    el(
      "dl",
      { class: "facts" },
      fact(id, "surname", "Họ", false, input.surname),
      fact(id, "gender", "Giới tính", false, GENDER_LABEL[input.gender]),
      input.birthDate !== null && fact(id, "birthDate", "Ngày sinh", false, vietnameseDate(input.birthDate)),
      fact(id, "themes", "Cảm hứng", true, themes),
      input.wish !== null && fact(id, "wish", "Mong muốn", true, `“${input.wish}”`),
    ),
  );
}

function card(suggestion: EarlySuggestion, index: number, leanOnCard: boolean): HTMLElement {
  const titleId = suggestionTitleId(index + 1);
  const { elementRelation: relation, band, genderLean } = suggestion;
  return el(
    "article",
    { class: "card suggestion-card", "aria-labelledby": titleId },
    el(
      "div",
      { class: "suggestion-card__head" },
      el(
        "h3",
        { id: titleId, class: "suggestion-card__name", tabindex: "-1" },
        el("span", { class: "suggestion-card__rank" }, `${index + 1}.`),
        " ",
        suggestion.fullName,
      ),
      el(
        "p",
        { class: "score" },
        el("span", { class: `band band--${band}` }, BAND_LABELS[band]),
        " ",
        el("span", { class: "score__value" }, `${suggestion.score}/100`),
      ),
    ),
    el("p", { class: "score-parts" }, scorePartsText(suggestion.scoreParts)),
    leanOnCard &&
      genderLean !== null &&
      el("p", { class: `gender-lean gender-lean--${genderLean}` }, el("strong", {}, LEAN_TEXT[genderLean])),
    suggestion.hanTu !== null &&
      el(
        "p",
        { class: "suggestion-card__han" },
        "Chữ Hán: ",
        el("span", { lang: "zh-Hant", class: "han" }, suggestion.hanTu),
      ),
    el("p", { class: "suggestion-card__meaning" }, suggestion.meaning),
    relation !== null &&
      el(
        "p",
        { class: `relation relation--${relation.kind}` },
        el("strong", {}, `${relation.label} · ${RELATION_KIND_LABEL[relation.kind]}`),
      ),
    el(
      "div",
      { class: "suggestion-card__foot" },
      // Closed, as the app draws it; what it opens onto arrives with the app.
      el("details", { class: "suggestion-card__more" }, el("summary", {}, whyTitle(suggestion.score))),
      el("div", { class: "suggestion-card__actions" }),
    ),
  );
}

/** Draws the record's first look into `host` (emptied first); false, drawing nothing, for any other answer. */
export function drawEarlyResult(answer: unknown, host: HTMLElement): boolean {
  if (!isEarlyRecord(answer)) return false;
  const list = el(
    "section",
    { class: "suggestions", "aria-labelledby": "suggestions-title" },
    el("h2", { id: "suggestions-title" }, suggestionsTitle(answer.suggestions.length, answer.lockedCount)),
    ...answer.suggestions.map((suggestion, index) => card(suggestion, index, answer.input.gender === "chua-biet")),
  );
  host.replaceChildren(el("main", { class: "page page--result" }, header(answer), list));
  return true;
}
