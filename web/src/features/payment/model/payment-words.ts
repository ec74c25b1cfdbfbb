// What the payment page says, shared by the React screen and its early view (early/draw-early-payment.tsx).
// Its title and lead are index.html's static header (#payment-hero), painted before any JavaScript.
import { formatVnd } from "@/lib/format-vnd.ts";

export const WAITING = "Đang chờ xác nhận chuyển khoản…";
export const PAID = "Đã nhận thanh toán! Đang mở báo cáo đầy đủ…";
export const STATUS_HINT =
  "Trang này tự cập nhật khi nhận được tiền, bố mẹ không cần tải lại. Đóng trang cũng không sao: đơn thanh toán được lưu trên máy chủ, mở lại đường dẫn này là thấy ngay.";
export const SANDBOX_NOTE =
  "Môi trường thử nghiệm: chưa nối với ngân hàng thật. Bấm nút để giả lập một lần chuyển khoản đúng.";
export const SANDBOX_BUTTON = "Giả lập chuyển khoản";
/**
 * The instruction, around the amount it stresses: the amount stands above the QR, so a parent sees
 * it in a phone's first screen with the QR; the fields to copy come below.
 */
export const INSTRUCTION_LEAD = "Quét mã QR bằng ứng dụng ngân hàng để chuyển ";
export const INSTRUCTION_TAIL = ", hoặc chuyển khoản với đúng số tiền và nội dung bên dưới.";
export const QR_CAPTION =
  "Chuyển từ chính điện thoại này? Lưu ảnh QR, rồi chọn ảnh đó trong mục quét QR của ứng dụng ngân hàng.";
export const AMOUNT_LABEL = "Số tiền";
export const REMAINDER_LABEL = "Số tiền còn thiếu";

export const qrLabel = (amount: string, bankName: string, transferCode: string) =>
  `Mã VietQR để chuyển khoản ${amount} đến ${bankName}, nội dung ${transferCode}`;

/** After a short transfer: what arrived, what is missing, and that the same content still applies. */
export const underpaidText = (receivedVnd: number, missingVnd: number) =>
  `Đã nhận ${formatVnd(receivedVnd)}, còn thiếu ${formatVnd(missingVnd)}. Bố mẹ chuyển thêm ${formatVnd(missingVnd)} với cùng nội dung chuyển khoản để mở báo cáo.`;
