// The chữ Hán of each syllable of one of the parents' own names: the commonest character in names
// is the default, and the parents may pick another (Minh 明 or 銘). The list of characters loads
// only once a name is typed, so it never weighs on the home page's first load. On a phone a select
// shows only the start of the chosen option ("明 · sáng, s…"), so the chosen character's meaning is
// written in full under it, and is the select's description.
import { useEffect, useId, useState } from "react";
import { loadHanTuChoices, type HanTuChoicesOf } from "@/lib/load-han-tu-choices.ts";
import { charactersAfterChoice } from "@/lib/han-tu-choice.ts";

interface Props {
  /** The candidate as typed ("minh an"). */
  name: string;
  /** The picked characters, one per syllable, or null for the defaults. */
  value: string[] | null;
  onChange: (hanTu: string[] | null) => void;
  /** Tells the parents which input these selects belong to. */
  index: number;
}

export function CandidateHanTuPicker({ name, value, onChange, index }: Props) {
  const [choicesOf, setChoicesOf] = useState<HanTuChoicesOf | null>(null);
  const baseId = useId();
  const syllables = name.trim().split(/\s+/).filter(Boolean);
  const ready = syllables.length >= 2;

  useEffect(() => {
    if (ready && !choicesOf)
      void loadHanTuChoices()
        .then((load) => setChoicesOf(() => load))
        .catch(() => {});
  }, [ready, choicesOf]);

  if (!ready || !choicesOf) return null;
  const lists = syllables.map((syllable) => choicesOf(syllable, syllables, value ?? []));
  // A syllable without a chữ Hán (a pure Vietnamese word, or one we do not know) cannot be written in
  // characters, so the name is sent without any and the engine explains it.
  const writable = lists.every((list) => list.length > 0);
  if (!writable) {
    return <p className="field__hint">Tên này có chữ chưa có chữ Hán trong dữ liệu, nên không chọn chữ Hán được.</p>;
  }
  const current = lists.map((list, i) => value?.[i] ?? list[0]!.hanTu);
  const pick = (i: number, hanTu: string) => {
    const next = charactersAfterChoice(syllables, current, i, hanTu, choicesOf);
    // Back to every default: say nothing, the engine's commonest characters apply.
    onChange(next.every((c, j) => c === lists[j]![0]!.hanTu) ? null : next);
  };

  return (
    <div className="han-tu-picker" role="group" aria-label={`Chữ Hán của tên thứ ${index + 1}`}>
      {lists.map((list, i) => {
        const chosen = list.find((choice) => choice.hanTu === current[i]) ?? list[0]!;
        return (
          <div key={`${syllables[i]}-${i}`} className="han-tu-picker__item">
            <label className="han-tu-picker__syllable" htmlFor={`${baseId}-${i}`}>
              {syllables[i]}
            </label>
            <select
              id={`${baseId}-${i}`}
              value={current[i]}
              onChange={(e) => pick(i, e.target.value)}
              aria-label={`Chữ Hán của chữ ${syllables[i]}`}
              aria-describedby={`${baseId}-${i}-meaning`}
            >
              {list.map((choice) => (
                <option key={choice.hanTu} value={choice.hanTu}>
                  {choice.hanTu} · {choice.meaning}
                </option>
              ))}
            </select>
            <span className="han-tu-picker__meaning" id={`${baseId}-${i}-meaning`}>
              <span lang="zh-Hant">{chosen.hanTu}</span>: {chosen.meaning}
            </span>
          </div>
        );
      })}
    </div>
  );
}
