import { SENDING_MESSAGE, SENDING_STATUS_ID } from "@/lib/before-hydration.ts";
import { FunctionError } from "@/lib/function-error.ts";
import { retryAfterMessage } from "@/features/inspiration-form/model/retry-after-message.ts";

interface SubmitFeedbackProps {
  isSubmitting: boolean;
  error: Error | null;
  onRetry: () => void;
}

const FALLBACK_MESSAGE = "Đã có lỗi xảy ra. Bố mẹ vui lòng thử lại.";

/**
 * What happens after "Xem gợi ý tên": progress while the report is computed, then the failure the
 * form can explain: invalid fields (shown inline too), the rate limit with its wait, or a network
 * or server failure with "Thử lại".
 */
export function SubmitFeedback({ isSubmitting, error, onRetry }: SubmitFeedbackProps) {
  const status = error instanceof FunctionError ? error.status : null;
  const retryable = error !== null && status !== 400 && status !== 429;
  const message =
    error === null
      ? null
      : error instanceof FunctionError
        ? status === 429
          ? retryAfterMessage(error)
          : error.message
        : FALLBACK_MESSAGE;

  return (
    <div className="submit-feedback">
      {/* index.html's script says it for a submit it holds before the app is live (lib/before-hydration.ts). */}
      <p id={SENDING_STATUS_ID} role="status" className="submit-feedback__progress" suppressHydrationWarning>
        {isSubmitting ? SENDING_MESSAGE : ""}
      </p>
      {message && !isSubmitting && (
        <div role="alert" className="alert">
          <p>{message}</p>
          {retryable && (
            <button type="button" className="button" onClick={onRetry}>
              Thử lại
            </button>
          )}
        </div>
      )}
    </div>
  );
}
