import type { BirthProfile as Profile, SuggestionPreview } from "@core/naming/report-types.ts";
import { groupByElement } from "@/features/inspiration-result/model/element-groups.ts";
import { RELATION_KIND_LABEL } from "@/features/inspiration-result/model/element-words.ts";
import { FiveElementsDiagram } from "./five-elements-diagram.tsx";

interface BirthProfileProps {
  profile: Profile | null;
  suggestions: readonly SuggestionPreview[];
}

/** docs/product.md §4: the lunar year, Can Chi, nạp âm and mệnh, and where the names' elements stand to it. */
export function BirthProfile({ profile, suggestions }: BirthProfileProps) {
  if (!profile) {
    return (
      <section className="card" aria-labelledby="profile-title">
        <h2 id="profile-title">Mệnh theo năm sinh</h2>
        <p>Bố mẹ chưa nhập ngày sinh, nên các gợi ý chưa xét đến mệnh của bé theo năm âm lịch.</p>
      </section>
    );
  }
  const groups = groupByElement(suggestions);
  return (
    <section className="card profile" aria-labelledby="profile-title">
      <h2 id="profile-title">Mệnh theo năm sinh</h2>
      <dl className="facts">
        <div>
          <dt>Năm âm lịch</dt>
          <dd>{profile.lunarYear}</dd>
        </div>
        <div>
          <dt>Can Chi</dt>
          <dd>{profile.canChi}</dd>
        </div>
        <div>
          <dt>Nạp âm</dt>
          <dd>{profile.napAm}</dd>
        </div>
        <div>
          <dt>Mệnh</dt>
          <dd>{profile.element}</dd>
        </div>
      </dl>
      <FiveElementsDiagram birthElement={profile.element} groups={groups} />
      <ul className="profile__legend">
        {groups.map((group) => (
          <li key={group.element}>
            <strong>
              Hành {group.element}: {group.relation.label} ({RELATION_KIND_LABEL[group.relation.kind]})
            </strong>{" "}
            — {group.givenNames.join(", ")}
          </li>
        ))}
      </ul>
    </section>
  );
}
