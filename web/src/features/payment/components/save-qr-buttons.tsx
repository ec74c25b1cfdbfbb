import { useSaveQrImage } from "@/features/payment/hooks/use-save-qr-image.ts";
import type { QrImageInput } from "@/features/payment/model/qr-image-layout.ts";
import { canShareImages } from "@/features/payment/model/share-image.ts";
import { SaveQrButtonsView } from "./save-qr-buttons-view.tsx";

interface SaveQrButtonsProps {
  input: QrImageInput;
  path: string;
}

/** Under the QR: save it as a picture, and where the browser can, share it. */
export function SaveQrButtons({ input, path }: SaveQrButtonsProps) {
  const save = useSaveQrImage();
  return (
    <SaveQrButtonsView
      busy={save.isPending}
      canShare={canShareImages()}
      onSave={(share) => save.mutate({ input, path, share })}
    />
  );
}
