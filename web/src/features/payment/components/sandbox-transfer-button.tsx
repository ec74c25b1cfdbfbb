import { useSandboxTransfer } from "@/features/payment/api/sandbox-transfer.ts";
import { SANDBOX_BUTTON, SANDBOX_NOTE } from "@/features/payment/model/payment-words.ts";

/** Only for the sandbox provider (a laptop, no bank): asks the backend to simulate a correct transfer. */
export function SandboxTransferButton({ recordId, disabled }: { recordId: string; disabled: boolean }) {
  const transfer = useSandboxTransfer(recordId);
  return (
    <div className="sandbox-transfer">
      <p>{SANDBOX_NOTE}</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => transfer.mutate()}
        disabled={disabled || transfer.isPending}
        aria-busy={transfer.isPending}
      >
        {SANDBOX_BUTTON}
      </button>
    </div>
  );
}
