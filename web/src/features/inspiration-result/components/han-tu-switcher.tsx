// In a paid report, each syllable of a name lists the characters names write it with; choosing
// another asks the server to analyse the name again. The list loads only when a parent opens it.
import { useEffect, useState } from "react";
import { loadHanTuChoices, type HanTuChoicesOf } from "../../../lib/load-han-tu-choices.ts";
import type { CandidateAnalysis, Suggestion } from "@core/naming/report-types.ts";
import { useChooseHanTu } from "../api/choose-han-tu.ts";


interface Props {
  recordId: string;
  entry: Suggestion | CandidateAnalysis;
}

export function HanTuSwitcher({ recordId, entry }: Props) {
  const [open, setOpen] = useState(false);
  const [choicesOf, setChoicesOf] = useState<HanTuChoicesOf | null>(null);
  const mutation = useChooseHanTu(recordId);
  const named = entry.syllables.filter((s) => s.role !== "ho");

  useEffect(() => {
    if (open && !choicesOf) void loadHanTuChoices().then((load) => setChoicesOf(() => load)).catch(() => {});
  }, [open, choicesOf]);

  const lists = choicesOf ? named.map((s) => choicesOf(s.syllable)) : [];
  const writable = lists.length > 0 && lists.every((list) => list.length > 0);
  const anyChoice = lists.some((list) => list.length > 1);

  return (
    <details className="han-tu-switcher no-print" onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>Chọn chữ Hán khác</summary>
      {choicesOf && !writable && <p>Tên này có chữ không viết bằng chữ Hán, nên không đổi được.</p>}
      {choicesOf && writable && !anyChoice && <p>Mỗi chữ của tên này chỉ có một cách viết thường dùng trong tên.</p>}
      {choicesOf && writable && anyChoice && (
        <div className="han-tu-switcher__rows">
          {named.map((syllable, i) => (
            <label key={`${syllable.syllable}-${i}`} className="han-tu-switcher__row">
              <span>{syllable.syllable}</span>
              <select
                aria-label={`Chữ Hán của chữ ${syllable.syllable} trong tên ${entry.fullName}`}
                value={syllable.hanTu ?? lists[i]![0]!.hanTu}
                disabled={mutation.isPending}
                onChange={(e) => {
                  const hanTu = named.map((s, j) => (j === i ? e.target.value : (s.hanTu ?? lists[j]![0]!.hanTu)));
                  mutation.mutate({ fullName: entry.fullName, hanTu });
                }}
              >
                {lists[i]!.map((choice) => (
                  <option key={choice.hanTu} value={choice.hanTu}>
                    {choice.hanTu} · {choice.meaning} · hành {choice.element}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <p role="status" className="han-tu-switcher__status">
            {mutation.isPending ? "Đang phân tích lại…" : mutation.isSuccess ? "Đã phân tích lại theo chữ Hán bố mẹ chọn." : ""}
          </p>
        </div>
      )}
    </details>
  );
}
