/** Placeholder cards while the record loads, shaped like the preview so nothing jumps. */
export function ResultLoading() {
  return (
    <section>
      <div role="status" aria-live="polite" className="result-loading">
        <p className="visually-hidden">Đang tải kết quả gợi ý tên...</p>
        {[0, 1, 2].map((index) => (
          <div key={index} className="card skeleton" aria-hidden="true">
            <span className="skeleton__line skeleton__line--title" />
            <span className="skeleton__line" />
            <span className="skeleton__line skeleton__line--short" />
          </div>
        ))}
      </div>
    </section>
  );
}
