// The picture "Lưu ảnh QR" saves, as positions and texts: the symbol, then what a banking app will
// ask to confirm (amount, transfer content, bank and account). Pure, so it is tested without a
// canvas; paint-qr-image.ts only paints it.
import { formatVnd } from "@/lib/format-vnd.ts";

export interface QrImageInput {
  /** The symbol's width in modules, quiet zone included. */
  qrSize: number;
  amountVnd: number;
  transferCode: string;
  bankName: string;
  accountNumber: string;
}

interface QrImageText {
  text: string;
  /** The centre of the line, and its baseline. */
  x: number;
  y: number;
  /** A canvas font shorthand. */
  font: string;
  color: string;
}

export interface QrImageLayout {
  width: number;
  height: number;
  /** Where the symbol goes and how many pixels a module takes. */
  qr: { x: number; y: number; scale: number };
  texts: QrImageText[];
}

const QR_IMAGE_WIDTH = 720;
/** The symbol's target width; a whole number of pixels per module keeps every module sharp. */
const QR_TARGET = 600;
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
const INK = "#2b211c";
const MUTED = "#6b5a50";

export function qrImageLayout({
  qrSize,
  amountVnd,
  transferCode,
  bankName,
  accountNumber,
}: QrImageInput): QrImageLayout {
  const scale = Math.max(1, Math.floor(QR_TARGET / qrSize));
  const side = scale * qrSize;
  const width = Math.max(QR_IMAGE_WIDTH, side + 40);
  const centre = width / 2;
  const qrTop = 24;
  let y = qrTop + side + 8;
  const line = (text: string, size: number, weight: number, color: string): QrImageText => {
    y += Math.round(size * 1.35);
    return { text, x: centre, y, font: `${weight} ${size}px ${FONT}`, color };
  };
  const texts = [
    line(formatVnd(amountVnd), 52, 700, INK),
    line(`Nội dung: ${transferCode}`, 38, 700, INK),
    line(`${bankName} · ${accountNumber}`, 30, 400, INK),
    line("Cảm Hứng Tên", 24, 400, MUTED),
  ];
  return { width, height: y + 32, qr: { x: Math.round((width - side) / 2), y: qrTop, scale }, texts };
}

/** The file the picture is saved as. */
export const qrImageFileName = (transferCode: string) => `cam-hung-ten-${transferCode}.png`;
