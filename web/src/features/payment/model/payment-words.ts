// What the payment page says, shared by the React screen and its early view (early/draw-early-payment.ts).
// Its title and lead are index.html's static header (#payment-hero), painted before any JavaScript.

export const WAITING = "Đang chờ xác nhận chuyển khoản…";
export const STATUS_HINT = "Đóng trang cũng không sao: đơn thanh toán được lưu trên máy chủ, mở lại đường dẫn này là thấy ngay.";
export const SANDBOX_NOTE = "Môi trường thử nghiệm: chưa nối với ngân hàng thật. Bấm nút để giả lập một lần chuyển khoản đúng.";
export const SANDBOX_BUTTON = "Giả lập chuyển khoản";
/** The instruction, around the words it stresses. */
export const INSTRUCTION_LEAD = "Mở ứng dụng ngân hàng, quét mã QR hoặc chuyển khoản với ";
export const INSTRUCTION_STRONG = "đúng số tiền và nội dung";
export const INSTRUCTION_TAIL = " bên dưới. Trang này tự cập nhật khi nhận được tiền, bố mẹ không cần tải lại.";
export const QR_CAPTION = "Quét bằng ứng dụng ngân hàng bất kỳ hỗ trợ VietQR";

export const qrLabel = (amount: string, bankName: string, transferCode: string) =>
  `Mã VietQR để chuyển khoản ${amount} đến ${bankName}, nội dung ${transferCode}`;
