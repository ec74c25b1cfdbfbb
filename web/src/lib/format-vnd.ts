const VND = new Intl.NumberFormat("vi-VN", { style: "currency", currency: "VND", maximumFractionDigits: 0 });

/** 49000 → "49.000 ₫": vi-VN grouping, with a no-break space so the sign never wraps alone. */
export function formatVnd(amount: number): string {
  return VND.format(amount);
}
