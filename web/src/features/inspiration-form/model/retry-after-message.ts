// docs/product.md §6: over the creation limit, the form says when the visitor may try again.
import { FunctionError } from "@/lib/function-error.ts";

// Built on first use: a formatter loads its locale's data, tens of milliseconds on a slow phone,
// and the form's module loads with the home page while this is needed only over the limit.
let clock: Intl.DateTimeFormat | undefined;

/**
 * "… thử lại sau khoảng 12 phút (lúc 14:35)." from the Retry-After the server sent; the server's
 * own Vietnamese message when the header could not be read (a cross-origin answer hides it unless
 * the function exposes it).
 */
export function retryAfterMessage(error: FunctionError, now: Date = new Date()): string {
  if (!error.retryAfterSeconds) return error.message;
  const minutes = Math.max(1, Math.ceil(error.retryAfterSeconds / 60));
  clock ??= new Intl.DateTimeFormat("vi-VN", { hour: "2-digit", minute: "2-digit" });
  const at = clock.format(new Date(now.getTime() + error.retryAfterSeconds * 1000));
  return `Bố mẹ đã tạo nhiều hồ sơ trong một giờ qua. Vui lòng thử lại sau khoảng ${minutes} phút (lúc ${at}).`;
}
