// In a paid report, a name whose syllables can be written with more than one character offers the
// others; choosing one asks the server to analyse the name again, and "Hoàn tác" (or choosing again
// the characters it had before) asks for those characters and the name's old place. The list of
// characters loads with the paid report, not with the page.
import { useEffect, useId, useRef, useState } from "react";
import { loadHanTuChoices, type HanTuChoicesOf } from "@/lib/load-han-tu-choices.ts";
import type { HanTuChoice } from "@core/naming/data/han-tu-choices.ts";
import type { CandidateAnalysis, Suggestion } from "@core/naming/report-types.ts";
import { useChooseHanTu } from "@/features/inspiration-result/api/choose-han-tu.ts";
import { charactersAfterChoice } from "@/lib/han-tu-choice.ts";

interface Props {
  recordId: string;
  entry: Suggestion | CandidateAnalysis;
}

function useHanTuChoices(): HanTuChoicesOf | null {
  const [choicesOf, setChoicesOf] = useState<HanTuChoicesOf | null>(null);
  useEffect(() => {
    let live = true;
    // Without the list, no choice is offered: a failed download leaves the card as it is.
    loadHanTuChoices()
      .then((load) => live && setChoicesOf(() => load))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return choicesOf;
}

/** The chosen character in full under its list, which a phone's closed list cuts short. */
function ChosenHanTu({ choice }: { choice: HanTuChoice | undefined }) {
  if (!choice) return null;
  return (
    <p className="han-tu-switcher__chosen">
      <span lang="zh-Hant">{choice.hanTu}</span>: {choice.meaning}, hành {choice.element}
    </p>
  );
}

export function HanTuSwitcher({ recordId, entry }: Props) {
  const choicesOf = useHanTuChoices();
  const { mutation, suggestionOrder } = useChooseHanTu(recordId);
  // The characters before the last switch, while "Hoàn tác" may bring them back, and the list's
  // order then: a name whose score ties another's goes back to its own place, not after the other.
  const [before, setBefore] = useState<{ hanTu: string[]; order: readonly string[] | undefined } | null>(null);
  const [undone, setUndone] = useState(false);
  // Each answer re-sorts the list, and the card may move far from where the parent tapped: once it
  // has been drawn in its new place, bring the switcher (its status and "Hoàn tác") back into view.
  const [answered, setAnswered] = useState(0);
  const switcher = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (answered > 0) switcher.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [answered]);
  const listId = useId();
  if (!choicesOf) return null;

  const named = entry.syllables.filter((s) => s.role !== "ho");
  const syllables = named.map((n) => n.syllable);
  const written = named.map((n) => n.hanTu);
  const lists = named.map((s) => choicesOf(s.syllable, syllables, written));
  // A choice exists only when every syllable is written in chữ Hán and one has another character.
  if (!lists.every((list) => list.length > 0) || !lists.some((list) => list.length > 1)) return null;
  const current = named.map((s, j) => s.hanTu ?? lists[j]![0]!.hanTu);

  const undo = () => {
    if (before)
      mutation.mutate(
        { fullName: entry.fullName, hanTu: before.hanTu, tiesAsIn: before.order },
        {
          onSuccess: () => {
            setBefore(null);
            setUndone(true);
            setAnswered((n) => n + 1);
          },
        },
      );
  };
  const choose = (index: number, hanTu: string) => {
    const next = charactersAfterChoice(syllables, current, index, hanTu, choicesOf);
    // Picking by hand the very characters of before the last switch is that switch undone: the name
    // goes back to its place among ties, as "Hoàn tác" puts it, not after a name of the same score.
    if (before && next.every((character, j) => character === before.hanTu[j])) return undo();
    const previous = { hanTu: current, order: suggestionOrder() };
    mutation.mutate(
      { fullName: entry.fullName, hanTu: next },
      {
        onSuccess: () => {
          setBefore(previous);
          setUndone(false);
          setAnswered((n) => n + 1);
        },
      },
    );
  };
  const status = mutation.isPending
    ? "Đang phân tích lại…"
    : before
      ? "Đã phân tích lại theo chữ Hán bố mẹ chọn."
      : undone
        ? "Đã trở lại chữ Hán trước đó."
        : "";

  return (
    <details ref={switcher} className="han-tu-switcher no-print">
      <summary>Chọn chữ Hán khác</summary>
      <div className="han-tu-switcher__rows">
        {named.map(
          (syllable, i) =>
            lists[i]!.length > 1 && (
              <div key={`${syllable.syllable}-${i}`} className="han-tu-switcher__row">
                <label htmlFor={`${listId}-${i}`}>Chữ {syllable.syllable}</label>
                <select
                  id={`${listId}-${i}`}
                  aria-label={`Chữ Hán của chữ ${syllable.syllable} trong tên ${entry.fullName}`}
                  value={current[i]}
                  disabled={mutation.isPending}
                  onChange={(e) => choose(i, e.target.value)}
                >
                  {lists[i]!.map((choice) => (
                    <option key={choice.hanTu} value={choice.hanTu}>
                      {choice.hanTu} · {choice.meaning} · hành {choice.element}
                    </option>
                  ))}
                </select>
                <ChosenHanTu choice={lists[i]!.find((choice) => choice.hanTu === current[i])} />
              </div>
            ),
        )}
      </div>
      <p role="status" className="han-tu-switcher__status">
        {status}
      </p>
      {before && !mutation.isPending && (
        <button type="button" className="button" onClick={undo}>
          Hoàn tác
        </button>
      )}
    </details>
  );
}
