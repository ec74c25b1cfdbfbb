/**
 * The promise. index.html paints the same markup before any JavaScript runs (the largest paint
 * does not wait for the bundle); keep the two identical so React's mount shifts nothing.
 */
export function HomeHero() {
  return (
    <header className="hero">
      <h1 className="hero__title">Cảm Hứng Tên</h1>
      <p className="hero__promise">Gợi ý tên cho bé từ điều bố mẹ yêu thương nhất.</p>
    </header>
  );
}
