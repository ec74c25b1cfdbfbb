// The VietQR payload (NAPAS 247 "QR chuyển nhanh đến tài khoản"), built locally so no third-party
// QR service sees an order: EMVCo merchant-presented QR with NAPAS's GUID in field 38.
import { crc16CcittFalse } from "./crc16-ccitt-false.ts";
import { decodeTlv, encodeTlv } from "./emv-tlv.ts";

/** NAPAS's application id in field 38. */
const NAPAS_GUID = "A000000727";
/** Service code: fast transfer to a bank account (QRIBFTTC would be to a card). */
const TRANSFER_TO_ACCOUNT = "QRIBFTTA";
const CURRENCY_VND = "704";
/** NAPAS limits the transfer message; banks truncate longer ones. */
const MAX_MESSAGE_LENGTH = 25;

interface VietQrTransfer {
  /** The bank's 6-digit NAPAS BIN, e.g. 970422 for MB Bank. */
  bankBin: string;
  accountNumber: string;
  amountVnd: number;
  /** The transfer content; ASCII only, at most 25 characters. */
  message: string;
}

export function buildVietQrPayload({ bankBin, accountNumber, amountVnd, message }: VietQrTransfer): string {
  if (!/^\d{6}$/.test(bankBin)) throw new RangeError("bankBin must be 6 digits");
  if (!/^[0-9A-Za-z]{1,19}$/.test(accountNumber)) throw new RangeError("accountNumber must be 1–19 letters or digits");
  if (!Number.isSafeInteger(amountVnd) || amountVnd <= 0) throw new RangeError("amountVnd must be a positive integer");
  if (!/^[\x20-\x7E]+$/.test(message) || message.length > MAX_MESSAGE_LENGTH) {
    throw new RangeError(`message must be 1–${MAX_MESSAGE_LENGTH} printable ASCII characters`);
  }

  const beneficiary = encodeTlv("00", bankBin) + encodeTlv("01", accountNumber);
  const merchantAccount =
    encodeTlv("00", NAPAS_GUID) + encodeTlv("01", beneficiary) + encodeTlv("02", TRANSFER_TO_ACCOUNT);
  const body =
    encodeTlv("00", "01") + // payload format indicator
    encodeTlv("01", "12") + // dynamic QR: it carries an amount, valid for one payment
    encodeTlv("38", merchantAccount) +
    encodeTlv("53", CURRENCY_VND) +
    encodeTlv("54", String(amountVnd)) +
    encodeTlv("58", "VN") +
    encodeTlv("62", encodeTlv("08", message)) + // additional data: purpose of transaction
    "6304";
  return body + crc16CcittFalse(body);
}

/** Reads a VietQR payload back; throws when the checksum or the structure is wrong. */
export function parseVietQrPayload(payload: string): VietQrTransfer {
  const body = payload.slice(0, -4);
  if (!body.endsWith("6304") || crc16CcittFalse(body) !== payload.slice(-4)) {
    throw new SyntaxError("VietQR checksum mismatch");
  }
  const fields = new Map(decodeTlv(body.slice(0, -4)).map((field) => [field.id, field.value]));
  const merchant = new Map(decodeTlv(fields.get("38") ?? "").map((field) => [field.id, field.value]));
  if (merchant.get("00") !== NAPAS_GUID) throw new SyntaxError("Not a NAPAS VietQR payload");
  const beneficiary = new Map(decodeTlv(merchant.get("01") ?? "").map((field) => [field.id, field.value]));
  const additional = new Map(decodeTlv(fields.get("62") ?? "").map((field) => [field.id, field.value]));
  return {
    bankBin: beneficiary.get("00") ?? "",
    accountNumber: beneficiary.get("01") ?? "",
    amountVnd: Number(fields.get("54")),
    message: additional.get("08") ?? "",
  };
}
