/**
 * Above a table wider than a phone: says it scrolls sideways, since a cut-off column looks like the
 * whole table. Hidden on screens wide enough to show it all (report.css).
 */
export function ScrollHint() {
  return <p className="table-scroll__hint">Vuốt ngang để xem thêm →</p>;
}
