import { useSandboxTransfer } from "../api/sandbox-transfer.ts";

/** Only for the sandbox provider (a laptop, no bank): asks the backend to simulate a correct transfer. */
export function SandboxTransferButton({ recordId, disabled }: { recordId: string; disabled: boolean }) {
  const transfer = useSandboxTransfer(recordId);
  return (
    <div className="sandbox-transfer">
      <p>Môi trường thử nghiệm: chưa nối với ngân hàng thật. Bấm nút để giả lập một lần chuyển khoản đúng.</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => transfer.mutate()}
        disabled={disabled || transfer.isPending}
        aria-busy={transfer.isPending}
      >
        Giả lập chuyển khoản
      </button>
    </div>
  );
}
