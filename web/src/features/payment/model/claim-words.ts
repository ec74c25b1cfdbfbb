// What "Tôi đã chuyển khoản nhưng chưa thấy mở khóa" says, for each answer the server can give.
import type { ClaimTransferAnswer } from "@core/contracts/claim-transfer.contract.ts";

export const CLAIM_SUMMARY = "Tôi đã chuyển khoản nhưng chưa thấy mở khóa";
export const CLAIM_INTRO =
  "Nếu bố mẹ đã chuyển khoản mà sau vài phút trang vẫn đang chờ (ví dụ nội dung chuyển khoản bị thiếu hoặc gõ sai), hãy cho chúng tôi biết số tiền và lúc chuyển để tìm khoản chuyển đó.";
export const AMOUNT_INVALID = "Bố mẹ nhập số tiền đã chuyển, ví dụ 49.000.";
export const TIME_INVALID = "Bố mẹ chọn ngày giờ đã chuyển khoản.";
export const TIME_IN_FUTURE = "Thời gian chuyển khoản không thể ở sau lúc này.";

export function claimOutcomeText({ outcome, paymentStatus }: ClaimTransferAnswer): string {
  if (outcome === "flagged") {
    return "Chúng tôi chưa tự tìm thấy khoản chuyển này, nên đã chuyển cho đội ngũ Cảm Hứng Tên kiểm tra trong vòng một ngày làm việc. Bố mẹ có thể để trang này mở, hoặc quay lại đường dẫn này sau: báo cáo sẽ tự mở khóa khi khoản chuyển được xác nhận.";
  }
  return paymentStatus === "paid"
    ? "Đã tìm thấy khoản chuyển của bố mẹ. Báo cáo đã được mở khóa, trang sẽ tự chuyển sang bước tiếp theo trong giây lát."
    : "Đã tìm thấy khoản chuyển của bố mẹ và ghi vào đơn này. Trang sẽ cập nhật số tiền còn thiếu trong giây lát.";
}
