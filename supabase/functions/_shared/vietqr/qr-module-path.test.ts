import assert from "node:assert/strict";
import qrcode from "qrcode-generator";
import { QUIET_ZONE_MODULES, qrModulePath } from "./qr-module-path.ts";
import { buildVietQrPayload } from "./vietqr-payload.ts";

const PAYLOAD = buildVietQrPayload({
  bankBin: "970415",
  accountNumber: "0011001932418",
  amountVnd: 49000,
  message: "CHTAB12CD",
});

/** Reads the path back into the set of dark cells it paints, as "row,col" in symbol coordinates. */
function paintedCells(d: string): Set<string> {
  const cells = new Set<string>();
  for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let i = 0; i < Number(run); i += 1) cells.add(`${Number(y)},${Number(x) + i}`);
  }
  return cells;
}

Deno.test(
  "paints every dark module of the payload's symbol (error correction M) and nothing else, inside a 4-module quiet zone",
  () => {
    const { size, d } = qrModulePath(PAYLOAD);
    const reference = qrcode(0, "M");
    reference.addData(PAYLOAD, "Byte");
    reference.make();
    const count = reference.getModuleCount();

    const expected = new Set<string>();
    for (let row = 0; row < count; row += 1) {
      for (let col = 0; col < count; col += 1) {
        if (reference.isDark(row, col)) expected.add(`${row + QUIET_ZONE_MODULES},${col + QUIET_ZONE_MODULES}`);
      }
    }
    assert.equal(size, count + 2 * QUIET_ZONE_MODULES);
    assert.deepEqual(paintedCells(d), expected);
    // A fresh encoder, so no module can come from a previous payload.
    assert.notEqual(d, qrModulePath(`${PAYLOAD.slice(0, -4)}0000`).d);
  },
);
