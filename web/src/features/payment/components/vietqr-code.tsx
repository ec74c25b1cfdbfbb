import type { PaymentOrder } from "@/features/payment/api/request-payment.ts";

interface VietQrCodeProps {
  /** The symbol request-payment drew from its VietQR payload: drawn exactly as received. */
  code: PaymentOrder["qrCode"];
  /** What a screen reader announces instead of the picture. */
  label: string;
}

/**
 * The VietQR code as inline SVG: crisp at any zoom, printable, and white behind it for scanners.
 * The early view draws the same elements (early/draw-early-payment.tsx); change both together.
 */
export function VietQrCode({ code: { size, d }, label }: VietQrCodeProps) {
  return (
    <svg
      className="vietqr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
