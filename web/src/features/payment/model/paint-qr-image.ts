// Paints a QrImageLayout onto a canvas and returns it as a PNG. Kept thin on purpose: the layout is
// what is tested, since the test DOM has no canvas.
import type { QrImageLayout } from "./qr-image-layout.ts";

const FAILED = "Không tạo được ảnh QR trên trình duyệt này. Bố mẹ có thể chụp màn hình mã QR thay thế.";

export function paintQrImage(layout: QrImageLayout, path: string): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = layout.width;
  canvas.height = layout.height;
  const context = canvas.getContext("2d");
  if (!context) return Promise.reject(new Error(FAILED));
  context.fillStyle = "#fff";
  context.fillRect(0, 0, layout.width, layout.height);
  context.save();
  context.translate(layout.qr.x, layout.qr.y);
  context.scale(layout.qr.scale, layout.qr.scale);
  context.fillStyle = "#000";
  context.fill(new Path2D(path));
  context.restore();
  context.textAlign = "center";
  for (const { text, x, y, font, color } of layout.texts) {
    context.font = font;
    context.fillStyle = color;
    context.fillText(text, x, y);
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(FAILED))), "image/png"),
  );
}
