import type { ParentsProfile as Parents } from "@core/naming/parents.ts";

const PARENT_LABEL = { father: "Bố", mother: "Mẹ" } as const;

/** The parents' own years read the traditional way, when they gave them: culture, never fate. */
export function ParentsProfile({ parents, reading }: { parents: Parents | null; reading: readonly string[] }) {
  if (!parents) return null;
  const rows = (["father", "mother"] as const).flatMap((role) =>
    parents[role] ? [{ role, profile: parents[role] }] : [],
  );
  return (
    <section className="card" aria-labelledby="parents-title">
      <h2 id="parents-title">Tuổi của bố mẹ</h2>
      <dl className="facts">
        {rows.map(({ role, profile }) => (
          <div key={role}>
            <dt>
              {PARENT_LABEL[role]} ({profile.year})
            </dt>
            <dd>
              {profile.canChi} · {profile.napAm} · mệnh {profile.element}
            </dd>
          </div>
        ))}
      </dl>
      {reading.map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
    </section>
  );
}
