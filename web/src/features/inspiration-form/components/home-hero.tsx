/**
 * The promise. index.html paints the same markup before any JavaScript runs, so the largest paint
 * does not wait for the bundle: it must stay the largest text block on the page. Keep the two
 * identical (a test compares them) so React's mount shifts nothing.
 */
export function HomeHero() {
  return (
    <header className="hero">
      <h1 className="hero__title">Cảm Hứng Tên</h1>
      <p className="hero__promise">
        Gợi ý tên cho bé từ điều bố mẹ yêu thương nhất, kèm ý nghĩa, chữ Hán, ngũ hành theo năm sinh và thanh
        điệu, để bố mẹ chọn được cái tên thật ưng ý.
      </p>
    </header>
  );
}
