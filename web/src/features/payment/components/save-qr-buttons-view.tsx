import { SAVE_QR_BUTTON, SHARE_QR_BUTTON } from "@/features/payment/model/share-image.ts";

interface SaveQrButtonsViewProps {
  busy: boolean;
  /** The browser can share a picture (a phone's share sheet): a second button offers it. */
  canShare: boolean;
  onSave?: (share: boolean) => void;
}

/** The markup of the buttons under the QR, a plain function of its props (the early view draws it too). */
export function SaveQrButtonsView({ busy, canShare, onSave }: SaveQrButtonsViewProps) {
  const button = (share: boolean) => (
    <button
      type="button"
      className="button button--secondary"
      aria-busy={busy}
      disabled={busy}
      onClick={onSave && (() => onSave(share))}
    >
      {share ? SHARE_QR_BUTTON : SAVE_QR_BUTTON}
    </button>
  );
  return (
    <div className="save-qr">
      {button(false)}
      {canShare ? button(true) : null}
    </div>
  );
}
