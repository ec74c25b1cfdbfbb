import assert from "node:assert/strict";
import { crc16CcittFalse } from "./crc16-ccitt-false.ts";
import { buildVietQrPayload, parseVietQrPayload } from "./vietqr-payload.ts";

/** A public VietQR (MB Bank account, 120,000 ₫, "ung ho lu lut"), with its published CRC C15C. */
const PUBLIC_EXAMPLE =
  "00020101021238570010A00000072701270006970415011300110019324180208QRIBFTTA530370454061200005802VN62170813ung ho lu lut6304C15C";

Deno.test("CRC-16/CCITT-FALSE gives the standard check value and the public example's C15C", () => {
  assert.equal(crc16CcittFalse("123456789"), "29B1");
  assert.equal(crc16CcittFalse(PUBLIC_EXAMPLE.slice(0, -4)), "C15C");
});

Deno.test("rebuilds the public VietQR example byte for byte", () => {
  const payload = buildVietQrPayload({
    bankBin: "970415",
    accountNumber: "0011001932418",
    amountVnd: 120000,
    message: "ung ho lu lut",
  });
  assert.equal(payload, PUBLIC_EXAMPLE);
});

Deno.test("our payload decodes back to the transfer it describes", () => {
  const transfer = { bankBin: "970422", accountNumber: "0123456789", amountVnd: 49000, message: "CHT7K4QX2" };
  const payload = buildVietQrPayload(transfer);

  assert.deepEqual(parseVietQrPayload(payload), transfer);
  assert.match(payload, /^000201010212/);
  assert.ok(payload.includes("5303704") && payload.includes("5802VN"));
});

Deno.test("a payload with a tampered amount fails its checksum", () => {
  const payload = buildVietQrPayload({
    bankBin: "970422",
    accountNumber: "0123456789",
    amountVnd: 49000,
    message: "CHT7K4QX2",
  });
  assert.throws(() => parseVietQrPayload(payload.replace("540549000", "540519000")), /checksum/);
});

Deno.test("refuses what a bank app could not read", () => {
  const valid = { bankBin: "970422", accountNumber: "0123456789", amountVnd: 49000, message: "CHT7K4QX2" };
  assert.throws(() => buildVietQrPayload({ ...valid, message: "Chuyển tiền" }), /ASCII/);
  assert.throws(() => buildVietQrPayload({ ...valid, message: "X".repeat(26) }), /ASCII/);
  assert.throws(() => buildVietQrPayload({ ...valid, bankBin: "97042" }), /bankBin/);
  assert.throws(() => buildVietQrPayload({ ...valid, amountVnd: 0 }), /amountVnd/);
  assert.throws(() => buildVietQrPayload({ ...valid, amountVnd: 49000.5 }), /amountVnd/);
});
