// The parents' own years read the traditional way (free, like the baby's profile): each parent's
// Can Chi and mệnh, and the baby's mệnh against theirs, framed as tradition.
import type { RecordView } from "../../../../../supabase/functions/_shared/records/record-view.ts";

const ROLE = { father: "Bố", mother: "Mẹ" } as const;

export function ParentsProfile({ record }: { record: RecordView }) {
  const parents = record.parents;
  if (!parents) return null;
  const entries = (["father", "mother"] as const).flatMap((role) => (parents[role] ? [{ role, parent: parents[role]! }] : []));
  return (
    <section className="card" aria-labelledby="parents-title">
      <h2 id="parents-title">Hợp tuổi bố mẹ</h2>
      <dl className="facts">
        {entries.map(({ role, parent }) => (
          <div key={role}>
            <dt>{ROLE[role]} ({parent.year})</dt>
            <dd>
              {parent.canChi} · {parent.napAm} · mệnh {parent.element}
            </dd>
          </div>
        ))}
      </dl>
      {record.parentsReading.map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
      <p className="muted">Đây là cách đọc theo quan niệm truyền thống, để tham khảo; không quyết định điều gì cho bé.</p>
    </section>
  );
}
