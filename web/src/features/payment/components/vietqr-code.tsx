import { useMemo } from "react";
import { qrModulePath } from "../qr/qr-module-path.ts";

interface VietQrCodeProps {
  /** The EMVCo / NAPAS payload request-payment built; encoded exactly as received. */
  payload: string;
  /** What a screen reader announces instead of the picture. */
  label: string;
}

/** The VietQR code as inline SVG: crisp at any zoom, printable, and white behind it for scanners. */
export function VietQrCode({ payload, label }: VietQrCodeProps) {
  const { size, d } = useMemo(() => qrModulePath(payload), [payload]);
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
