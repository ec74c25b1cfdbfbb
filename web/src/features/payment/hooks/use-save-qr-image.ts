// "Lưu ảnh QR" / "Chia sẻ ảnh QR": the QR as a picture, for a parent paying from this very phone
// (a banking app scans a QR from the photo library, not from its own screen). A mutation so a
// failure toasts from the MutationCache like every other action's.
import { useMutation } from "@tanstack/react-query";
import { paintQrImage } from "@/features/payment/model/paint-qr-image.ts";
import { qrImageFileName, qrImageLayout, type QrImageInput } from "@/features/payment/model/qr-image-layout.ts";

interface SaveQrImage {
  input: QrImageInput;
  /** The symbol's SVG path, in modules. */
  path: string;
  share: boolean;
}

function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click returns; a minute is ample.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

async function saveQrImage({ input, path, share }: SaveQrImage): Promise<void> {
  const blob = await paintQrImage(qrImageLayout(input), path);
  const name = qrImageFileName(input.transferCode);
  if (share) {
    try {
      await navigator.share({ files: [new File([blob], name, { type: "image/png" })], title: name });
      return;
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === "AbortError") return;
      // Painting took the tap's moment (Safari allows sharing only right after a tap): save instead.
    }
  }
  download(blob, name);
}

export function useSaveQrImage() {
  return useMutation({ mutationFn: saveQrImage });
}
