import qrcode from "qrcode-generator";
import { describe, expect, it, vi } from "vitest";
import { QUIET_ZONE_MODULES, qrModulePath } from "../qr/qr-module-path.ts";
import { SAMPLE_ORDER } from "./fake-payment-backend.ts";

// Spies on the encoder while keeping it real, to see exactly what it was given.
const encoded = vi.hoisted(() => ({ data: [] as string[], levels: [] as string[] }));
vi.mock("qrcode-generator", async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof qrcode }>()).default;
  const spied = ((typeNumber, level) => {
    encoded.levels.push(level);
    const qr = real(typeNumber, level);
    const addData = qr.addData.bind(qr);
    qr.addData = (data, mode) => {
      encoded.data.push(data);
      addData(data, mode);
    };
    return qr;
  }) as typeof qrcode;
  return { default: spied };
});

/** Reads the path back into the set of dark cells it paints, as "row,col" in symbol coordinates. */
function paintedCells(d: string): Set<string> {
  const cells = new Set<string>();
  for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let i = 0; i < Number(run); i += 1) cells.add(`${Number(y)},${Number(x) + i}`);
  }
  return cells;
}

describe("qrModulePath", () => {
  it("encodes exactly the payload it is given, with error correction M", () => {
    encoded.data.length = 0;
    encoded.levels.length = 0;
    qrModulePath(SAMPLE_ORDER.qrPayload);

    expect(encoded.data).toEqual([SAMPLE_ORDER.qrPayload]);
    expect(encoded.levels).toEqual(["M"]);
  });

  it("paints every dark module of the symbol and nothing else, inside a 4-module quiet zone", () => {
    const { size, d } = qrModulePath(SAMPLE_ORDER.qrPayload);
    const reference = qrcode(0, "M");
    reference.addData(SAMPLE_ORDER.qrPayload, "Byte");
    reference.make();
    const count = reference.getModuleCount();

    const expected = new Set<string>();
    for (let row = 0; row < count; row += 1) {
      for (let col = 0; col < count; col += 1) {
        if (reference.isDark(row, col)) expected.add(`${row + QUIET_ZONE_MODULES},${col + QUIET_ZONE_MODULES}`);
      }
    }
    expect(size).toBe(count + 2 * QUIET_ZONE_MODULES);
    expect(paintedCells(d)).toEqual(expected);
    // A fresh encoder, so no module can come from a previous payload.
    expect(d).not.toBe(qrModulePath(`${SAMPLE_ORDER.qrPayload.slice(0, -4)}0000`).d);
  });
});
