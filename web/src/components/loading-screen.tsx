/** Full-screen spinner shown while a lazy screen loads (docs/product.md §1: the text is fixed). */
export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <p>Đang tải...</p>
    </div>
  );
}
