// /ten/: every name A–Z, grouped by its first letter, with a search box. Without JavaScript the
// letters and the list work as plain links; the inline script (page-scripts.ts) lists the names that
// match as a parent types, those that begin with the query first, in #ket-qua in place of the A–Z
// list, and opens a name's page when the query names exactly one.
import type { NameFacts } from "@/features/name-pages/model/name-facts.ts";
import { NAMES_PATH, namePath } from "@/features/name-pages/model/page-words.ts";
import { compareVietnamese, initialOf } from "@/features/name-pages/model/vietnamese-order.ts";

const LEAN_MARK = { trai: "trai", gai: "gái", "ca-hai": "trai, gái" } as const;

/**
 * The names in a Vietnamese dictionary's order, grouped by their letter as a dictionary groups
 * them: Ă and Â apart from A, Đ after D, Ư after U (vietnamese-order.ts).
 */
function groupByLetter(names: readonly NameFacts[]): [string, NameFacts[]][] {
  const groups = new Map<string, NameFacts[]>();
  for (const facts of [...names].sort((a, b) => compareVietnamese(a.name, b.name))) {
    const letter = initialOf(facts.name);
    groups.set(letter, [...(groups.get(letter) ?? []), facts]);
  }
  return [...groups];
}

export function NameIndexHero({ count }: { count: number }) {
  return (
    <>
      <h1 className="hero__title">Ý nghĩa tên cho bé</h1>
      <p className="hero__promise">
        {count.toLocaleString("vi-VN")} tên đệm và tên các gia đình Việt hay đặt, mỗi tên một trang: ý nghĩa, chữ Hán,
        thanh điệu, ngũ hành và những tên hợp cho anh chị em.
      </p>
    </>
  );
}

export function NameIndexPage({ names }: { names: readonly NameFacts[] }) {
  const groups = groupByLetter(names);
  return (
    <>
      <form id="tra-ten" className="card name-search" action={NAMES_PATH} method="get" role="search">
        <label htmlFor="tim-ten" className="field__label">
          Tra ý nghĩa tên
        </label>
        <div className="name-search__row">
          <input id="tim-ten" name="q" type="text" placeholder="Ví dụ: Minh Khôi" autoComplete="off" />
          <button type="submit" className="button button--primary">
            Tra
          </button>
        </div>
        <p id="so-ten" role="status" className="name-page__note"></p>
      </form>
      <ol id="ket-qua" className="name-index" aria-label="Tên khớp" hidden></ol>
      <nav id="chu-cai" aria-label="Chữ cái đầu" className="name-letters">
        {groups.map(([letter]) => (
          <a key={letter} href={`#chu-${letter}`}>
            {letter}
          </a>
        ))}
      </nav>
      <div id="danh-sach">
        {groups.map(([letter, list]) => (
          <section key={letter} id={`chu-${letter}`} aria-labelledby={`tieu-de-${letter}`}>
            <h2 id={`tieu-de-${letter}`}>{letter}</h2>
            <ul className="name-index">
              {list.map((facts) => (
                <li key={facts.slug}>
                  <a href={namePath(facts.slug)}>{facts.name}</a>
                  <small> {LEAN_MARK[facts.lean]}</small>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
