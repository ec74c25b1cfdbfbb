/** The framing docs/product.md §2 requires on home, result and payment pages: reference, not fortune-telling. */
export function CulturalNote() {
  return (
    <p className="cultural-note">
      Phân tích mang tính tham khảo văn hóa, giúp bố mẹ có thêm cảm hứng — không phải bói toán.
    </p>
  );
}
