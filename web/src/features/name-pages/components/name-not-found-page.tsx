// What an address under /ten/ that names no page answers, with status 404 (the host's rule is in the
// build's _redirects; docs/going-live.md): a mistyped or shortened link, or a name we have no page
// for. It leads to the index, where the parent can look the name up, and to the form, which analyses
// any name. Its links are absolute: it answers every depth of address under /ten/.
import { NAMES_PATH } from "@/features/name-pages/model/page-words.ts";
import { paths } from "@/config/paths.ts";

export function NameNotFoundHero() {
  return (
    <>
      <h1 className="hero__title">Không tìm thấy tên này</h1>
      <p className="hero__promise">
        Địa chỉ này không dẫn tới trang tên nào. Có thể đường dẫn bị gõ thiếu, hoặc tên bố mẹ tìm chưa có trang riêng.
      </p>
    </>
  );
}

export function NameNotFoundPage() {
  return (
    <section className="card" aria-labelledby="tim-tiep">
      <h2 id="tim-tiep">Bố mẹ có thể</h2>
      <div className="name-page__actions">
        <a className="button button--primary" href={NAMES_PATH}>
          Xem danh sách tên từ A đến Z
        </a>
        <a className="button" href={paths.home.getHref()}>
          Phân tích một tên cho bé
        </a>
      </div>
      <p className="name-page__note">
        Trong danh sách, bố mẹ gõ tên vào ô tra cứu để tìm nhanh. Tên nào chưa có trang riêng, chúng tôi vẫn phân tích
        được khi bố mẹ nhập vào mục “Tên bố mẹ đang cân nhắc”.
      </p>
    </section>
  );
}
