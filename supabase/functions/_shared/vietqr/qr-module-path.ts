// Turns a VietQR payload into the QR code drawn as one SVG path, on our own server with the order:
// the payment page (and its early view, before the app's JavaScript) draws it as it comes, with no
// QR library in the browser and no QR service seeing the order. qrcode-generator is small,
// dependency-free and ESM.
import qrcode from "qrcode-generator";

/** The blank margin the QR standard asks for on every side, in modules. */
export const QUIET_ZONE_MODULES = 4;

interface QrModulePath {
  /** Width and height of the whole symbol, quiet zone included, in modules (the SVG viewBox). */
  size: number;
  /** The dark modules, one rectangle per horizontal run, in module units. */
  d: string;
}

/**
 * Error correction M (15 % of the symbol can be lost) is what VietQR issuers print: it still reads
 * on a scratched phone screen without growing the code beyond version 6 or so for a NAPAS payload.
 */
export function qrModulePath(payload: string): QrModulePath {
  const qr = qrcode(0, "M");
  qr.addData(payload, "Byte");
  qr.make();
  const count = qr.getModuleCount();

  const runs: string[] = [];
  for (let row = 0; row < count; row += 1) {
    let col = 0;
    while (col < count) {
      if (!qr.isDark(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < count && qr.isDark(row, col)) col += 1;
      const length = col - start;
      runs.push(`M${start + QUIET_ZONE_MODULES} ${row + QUIET_ZONE_MODULES}h${length}v1h-${length}z`);
    }
  }
  return { size: count + 2 * QUIET_ZONE_MODULES, d: runs.join("") };
}
