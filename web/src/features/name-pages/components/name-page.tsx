// One name's page: what the name means, how it is written, who families give it to, how it sounds,
// the names near it, and the way into a personal analysis. Rendered once at build time to static
// HTML (render-name-pages.tsx); everything reads without JavaScript.
import { CulturalNote } from "@/components/cultural-note.tsx";
import type { HanTuChoice } from "@core/naming/data/han-tu-choices.ts";
import type { Commonness } from "@/features/name-pages/model/name-commonness.ts";
import type { NameFacts, SyllableFacts } from "@/features/name-pages/model/name-facts.ts";
import type { RelatedName } from "@/features/name-pages/model/related-names.ts";
import { analysePath, LEAN_WORDS, NAMES_PATH, namePath, TONE_WORDS } from "@/features/name-pages/model/page-words.ts";

/** Who the UIT sample is, said once per page. */
const SAMPLE = "mẫu 8.757 họ tên người Việt của bộ dữ liệu vietnamese-namedb";
/** What a name's count is compared with (name-commonness.ts). */
const AMONG_WORDS: Record<Commonness["among"], string> = { trai: "tên bé trai", gai: "tên bé gái", "ca-hai": "tên" };

/** How common the name is, in words: a band against the names it is compared with, never a count. */
function commonnessWords(name: string, { band, among }: Commonness): string {
  const others = AMONG_WORDS[among];
  switch (band) {
    case "rat-pho-bien":
      return `${name} là tên rất phổ biến: trong mẫu họ tên, tên này gặp nhiều hơn chín phần mười số ${others} khác.`;
    case "pho-bien":
      return `${name} là tên phổ biến: trong mẫu họ tên, tên này gặp nhiều hơn phần lớn các ${others} khác.`;
    case "it-gap":
      return `${name} là tên ít gặp: trong mẫu họ tên có người mang tên này, nhưng ít hơn nhiều ${others} khác.`;
    case "chua-gap":
      return among === "gai"
        ? `Chưa ai trong mẫu họ tên mang tên ${name}, nhưng mẫu phần lớn là nam giới, nên một tên bé gái chưa gặp ở đây vẫn có thể là tên nhiều gia đình đặt.`
        : `Chưa ai trong mẫu họ tên mang tên ${name}: có lẽ đây là một cái tên ít người trùng.`;
  }
}

const Han = ({ children }: { children: string }) => <span lang="zh-Hant">{children}</span>;

function OtherCharacters({ syllable }: { syllable: SyllableFacts }) {
  const others = syllable.choices.filter((c: HanTuChoice) => c.hanTu !== syllable.hanTu);
  if (others.length === 0) return null;
  return (
    <p>
      Chữ {syllable.syllable} còn có thể viết:{" "}
      {others.map((c, i) => (
        <span key={c.hanTu}>
          {i > 0 ? "; " : ""}
          <Han>{c.hanTu}</Han> ({c.meaning}, hành {c.element})
        </span>
      ))}
      .
    </p>
  );
}

function SyllableBlock({ syllable }: { syllable: SyllableFacts }) {
  return (
    <div className="name-syllable">
      <h3>
        {syllable.syllable} {syllable.hanTu ? <Han>{syllable.hanTu}</Han> : null}
        <span className="name-syllable__role"> · {syllable.role === "dem" ? "tên đệm" : "tên chính"}</span>
      </h3>
      <p>
        {syllable.lineage
          ? `${syllable.syllable} là tên đệm truyền thống, cho biết con là trai hay gái hơn là mang một ý riêng.`
          : (syllable.meaning ??
            `${syllable.syllable} là chữ thuần Việt, bố mẹ tự đặt ý cho chữ này trong câu chuyện của gia đình.`)}
      </p>
      <p className="name-syllable__facts">
        Thanh {TONE_WORDS[syllable.tone]} ({syllable.toneClass === "bang" ? "bằng" : "trắc"})
        {syllable.element ? `, hành ${syllable.element}` : ""}.
      </p>
      <OtherCharacters syllable={syllable} />
    </div>
  );
}

function ToneAndElement({ facts }: { facts: NameFacts }) {
  const [middle, given] = facts.syllables;
  const sameClass = middle.toneClass === given.toneClass;
  return (
    <section className="card" aria-labelledby="thanh-dieu">
      <h2 id="thanh-dieu">Thanh điệu và ngũ hành</h2>
      <p>
        {middle.syllable} mang thanh {TONE_WORDS[middle.tone]}, {given.syllable} mang thanh {TONE_WORDS[given.tone]}:{" "}
        {sameClass
          ? `hai chữ cùng là thanh ${middle.toneClass === "bang" ? "bằng" : "trắc"}, nên tên đọc có trầm có bổng nhất sau một họ mang thanh ${middle.toneClass === "bang" ? "trắc (như Nguyễn, Phạm, Đỗ)" : "bằng (như Trần, Lê, Hoàng)"}.`
          : "một thanh bằng, một thanh trắc, nên tên đọc lên đã có nhịp lên xuống."}
      </p>
      {facts.element ? (
        <p>
          Theo ngũ hành, tên {given.syllable}
          {given.hanTu ? (
            <>
              {" "}
              (<Han>{given.hanTu}</Han>)
            </>
          ) : null}{" "}
          thuộc hành {facts.element}
          {middle.element ? `, tên đệm ${middle.syllable} thuộc hành ${middle.element}` : ""}.
        </p>
      ) : null}
      <p className="name-page__note">
        Điểm và mức đánh giá của một tên (Rất đẹp, Đẹp, Cân nhắc, Không nên) được tính trên cả họ tên, năm sinh và điều
        bố mẹ mong, nên chỉ có trong phần phân tích dành riêng cho bé.
      </p>
    </section>
  );
}

function NameLinks({ names, label }: { names: readonly RelatedName[]; label: string }) {
  return (
    <ul className="name-links" aria-label={label}>
      {names.map((n) => (
        <li key={n.slug}>
          <a href={namePath(n.slug)}>{n.name}</a>{" "}
          <span className="name-links__note">
            ({n.why ? `${n.why}; ` : ""}
            {LEAN_WORDS[n.lean]})
          </span>
        </li>
      ))}
    </ul>
  );
}

export function NamePageHero({ facts }: { facts: NameFacts }) {
  return (
    <>
      <p className="name-page__crumbs">
        <a href={NAMES_PATH}>Ý nghĩa tên A–Z</a>
      </p>
      <h1 className="hero__title">Ý nghĩa tên {facts.name}</h1>
      {facts.hanTu ? (
        <p className="name-page__han" lang="zh-Hant">
          {facts.hanTu}
        </p>
      ) : null}
    </>
  );
}

export function NamePage({
  facts,
  commonness,
  similar,
  siblings,
}: {
  facts: NameFacts;
  commonness: Commonness;
  similar: readonly RelatedName[];
  siblings: readonly RelatedName[];
}) {
  const compared = `Mức phổ biến so số người mang tên này trong mẫu với các ${AMONG_WORDS[commonness.among]} khác trên trang; mẫu là người lớn, phần lớn là nam giới, nên chỉ cho biết tên gặp nhiều hay ít so với nhau, không phải số người mang tên trên cả nước.`;
  const sourceWords =
    facts.source === "namedb"
      ? `Nguồn: danh sách tên trai, tên gái và ${SAMPLE}. ${compared}`
      : `Nguồn: tên được bổ sung vào bảng tên của Cảm Hứng Tên; người mang tên được tìm trong ${SAMPLE}. ${compared}`;
  return (
    <>
      <section className="card" aria-labelledby="y-nghia">
        <h2 id="y-nghia">Tên {facts.name} có ý nghĩa gì?</h2>
        <p className="name-page__meaning">{facts.meaning}</p>
        <p>
          {facts.hanTu ? (
            <>
              Chữ Hán: <Han>{facts.hanTu}</Han>.{" "}
            </>
          ) : (
            "Tên có chữ thuần Việt, không viết bằng chữ Hán. "
          )}
          Tên thường đặt cho {LEAN_WORDS[facts.lean]}.
        </p>
        <div className="name-page__actions">
          <a className="button button--primary" href={analysePath(facts.name)}>
            Phân tích tên này cho bé
          </a>
          <button type="button" className="button" id="nghe" data-name={facts.name} hidden>
            Nghe
          </button>
        </div>
      </section>

      {facts.warnings.length > 0 ? (
        <aside className="alert" aria-label="Lưu ý khi đặt tên này">
          {facts.warnings.map((w) => (
            <p key={w}>Lưu ý: {w}</p>
          ))}
        </aside>
      ) : null}

      <section className="card" aria-labelledby="tung-chu">
        <h2 id="tung-chu">Từng chữ trong tên</h2>
        {facts.syllables.map((s) => (
          <SyllableBlock key={s.role} syllable={s} />
        ))}
      </section>

      <section className="card" aria-labelledby="ai-dat">
        <h2 id="ai-dat">Ai thường đặt tên {facts.name}?</h2>
        <p>
          Các gia đình Việt đặt tên {facts.name} cho {LEAN_WORDS[facts.lean]}. {commonnessWords(facts.name, commonness)}
        </p>
        <p className="name-page__note">{sourceWords}</p>
      </section>

      <ToneAndElement facts={facts} />

      {similar.length > 0 ? (
        <section className="card" aria-labelledby="cung-y-nghia">
          <h2 id="cung-y-nghia">Tên cùng ý nghĩa</h2>
          <NameLinks names={similar} label={`Tên cùng ý nghĩa với ${facts.name}`} />
        </section>
      ) : null}

      {siblings.length > 0 ? (
        <section className="card" aria-labelledby="anh-chi-em">
          <h2 id="anh-chi-em">Tên hợp cho anh chị em</h2>
          <NameLinks names={siblings} label={`Tên hợp cho anh chị em của bé ${facts.name}`} />
        </section>
      ) : null}

      <div className="name-page__actions">
        <button type="button" className="button" id="chia-se" hidden>
          Chia sẻ tên này
        </button>
        <button type="button" className="button" id="chep-lien-ket" hidden>
          Chép liên kết
        </button>
        <p id="chia-se-trang-thai" role="status" className="name-page__note"></p>
      </div>
      <CulturalNote />
    </>
  );
}
