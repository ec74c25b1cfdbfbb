import { useSaveQrImage } from "@/features/payment/hooks/use-save-qr-image.ts";
import type { QrImageInput } from "@/features/payment/model/qr-image-layout.ts";
import { canShareImages, SAVE_QR_BUTTON, SHARE_QR_BUTTON } from "@/features/payment/model/share-image.ts";

interface SaveQrButtonsProps {
  input: QrImageInput;
  path: string;
}

/**
 * Under the QR: save it as a picture, and where the browser can, share it (the early view draws
 * the same buttons, early/draw-early-payment.ts).
 */
export function SaveQrButtons({ input, path }: SaveQrButtonsProps) {
  const save = useSaveQrImage();
  const busy = save.isPending;
  return (
    <div className="save-qr">
      <button
        type="button"
        className="button button--secondary"
        aria-busy={busy}
        disabled={busy}
        onClick={() => save.mutate({ input, path, share: false })}
      >
        {SAVE_QR_BUTTON}
      </button>
      {canShareImages() ? (
        <button
          type="button"
          className="button button--secondary"
          aria-busy={busy}
          disabled={busy}
          onClick={() => save.mutate({ input, path, share: true })}
        >
          {SHARE_QR_BUTTON}
        </button>
      ) : null}
    </div>
  );
}
