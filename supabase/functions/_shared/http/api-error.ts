// Every error a function answers, in the shape of docs/product.md §8: a machine code, a Vietnamese message for
// the visitor, and field messages for a form. The status follows docs/product.md §8.

type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    /** Vietnamese, shown to the visitor as it is. */
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: HeadersInit,
    /** Choices the visitor may pick instead (the nearest known surnames). */
    readonly suggestions?: readonly string[],
  ) {
    super(message);
    this.name = "ApiError";
  }

  toJSON(): { error: { code: string; message: string; fields?: FieldErrors; suggestions?: string[] } } {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
        ...(this.suggestions && this.suggestions.length > 0 ? { suggestions: [...this.suggestions] } : {}),
      },
    };
  }
}

export const apiErrors = {
  methodNotAllowed: () =>
    new ApiError(405, "METHOD_NOT_ALLOWED", "Yêu cầu này chỉ nhận phương thức POST.", undefined, {
      allow: "POST, OPTIONS",
    }),
  unsupportedMediaType: () => new ApiError(415, "UNSUPPORTED_MEDIA_TYPE", "Dữ liệu gửi lên phải ở dạng JSON."),
  payloadTooLarge: () => new ApiError(413, "PAYLOAD_TOO_LARGE", "Dữ liệu gửi lên quá lớn."),
  invalidJson: () => new ApiError(400, "INVALID_JSON", "Dữ liệu gửi lên không đúng định dạng JSON."),
  validation: (fields: FieldErrors, suggestions?: readonly string[]) =>
    new ApiError(
      400,
      "VALIDATION_FAILED",
      "Thông tin chưa hợp lệ, bố mẹ vui lòng kiểm tra lại.",
      fields,
      undefined,
      suggestions,
    ),
  paymentRequired: () =>
    new ApiError(
      402,
      "PAYMENT_REQUIRED",
      "Tính năng này dành cho báo cáo đã mở khóa. Bố mẹ vui lòng thanh toán để sử dụng.",
    ),
  recordNotFound: () =>
    new ApiError(
      404,
      "RECORD_NOT_FOUND",
      "Không tìm thấy hồ sơ gợi ý tên này. Có thể đường dẫn đã sai, hồ sơ đã hết hạn hoặc đã được xóa.",
    ),
  notFound: () => new ApiError(404, "NOT_FOUND", "Không tìm thấy chức năng này."),
  unauthorized: () => new ApiError(401, "UNAUTHORIZED", "Khóa xác thực không hợp lệ."),
  rateLimited: (retryAfterSeconds: number) =>
    new ApiError(
      429,
      "RATE_LIMITED",
      `Bố mẹ đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau khoảng ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} phút.`,
      undefined,
      { "retry-after": String(retryAfterSeconds) },
    ),
  databaseUnavailable: () =>
    new ApiError(503, "SERVICE_UNAVAILABLE", "Hệ thống đang bận, bố mẹ vui lòng thử lại sau ít phút."),
  internal: () => new ApiError(500, "INTERNAL_ERROR", "Đã có lỗi ngoài ý muốn. Bố mẹ vui lòng thử lại."),
} as const;
