// Every route path, defined once (docs/product.md §1). Screens link with getHref, the router matches `path`.
export const paths = {
  home: { path: "/", getHref: () => "/" },
  /**
   * The home form filled with a record's own request ("Sửa yêu cầu"), `field` (a form field's name)
   * in focus; sending it makes a new record. A name page links to the form with `?ten=<name>`.
   */
  editRequest: {
    getHref: (id: string, field?: string) =>
      `/?sua=${encodeURIComponent(id)}${field ? `&muc=${encodeURIComponent(field)}` : ""}`,
  },
  result: {
    path: "/phan-tich-cam-hung/:id",
    getHref: (id: string) => `/phan-tich-cam-hung/${encodeURIComponent(id)}`,
  },
  paymentInfo: {
    path: "/name-inspiration-payment-info/:id",
    getHref: (id: string) => `/name-inspiration-payment-info/${encodeURIComponent(id)}`,
  },
  /** After payment; the record's id in the query, so a fresh browser can still show its receipt. */
  success: {
    path: "/success",
    getHref: (id?: string) => (id ? `/success?id=${encodeURIComponent(id)}` : "/success"),
  },
  privacy: { path: "/chinh-sach-rieng-tu", getHref: () => "/chinh-sach-rieng-tu" },
  /** Where a parent lands once their record is deleted. */
  recordDeleted: { path: "/da-xoa-ho-so", getHref: () => "/da-xoa-ho-so" },
} as const;
