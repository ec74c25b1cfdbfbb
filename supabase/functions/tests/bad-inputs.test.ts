// Bad input across the functions: each gets its documented 4xx with a Vietnamese message and writes
// nothing (docs/product.md §6, §8).
import assert from "node:assert/strict";
import { integrationTest } from "./helpers/integration-test.ts";
import { callFunction } from "./helpers/local-stack.ts";
import { forgetRecentCreations, tableCounts, VALID_FORM } from "./helpers/records.ts";

const UNKNOWN_UUID = "7d1b5a3e-2c4f-4e8a-9b6d-0f1e2d3c4b5a";

interface BadCase {
  why: string;
  fn: string;
  body?: unknown;
  rawBody?: string;
  method?: string;
  headers?: Record<string, string>;
  status: number;
  code: string;
  field?: string;
}

const tomorrowNextYear = (() => {
  const date = new Date(Date.now() + 7 * 3600_000); // Asia/Ho_Chi_Minh
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  date.setUTCDate(date.getUTCDate() + 2);
  return date.toISOString().slice(0, 10);
})();

const CASES: BadCase[] = [
  { why: "GET instead of POST", fn: "create-inspiration", method: "GET", status: 405, code: "METHOD_NOT_ALLOWED" },
  {
    why: "PUT instead of POST",
    fn: "get-inspiration",
    method: "PUT",
    body: { id: UNKNOWN_UUID },
    status: 405,
    code: "METHOD_NOT_ALLOWED",
  },
  {
    why: "text/plain body",
    fn: "create-inspiration",
    rawBody: JSON.stringify(VALID_FORM),
    headers: { "content-type": "text/plain" },
    status: 415,
    code: "UNSUPPORTED_MEDIA_TYPE",
  },
  {
    why: "form-encoded body",
    fn: "get-inspiration",
    rawBody: `id=${UNKNOWN_UUID}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    status: 415,
    code: "UNSUPPORTED_MEDIA_TYPE",
  },
  {
    why: "invalid JSON",
    fn: "create-inspiration",
    rawBody: '{"surname": "Nguyễn",',
    status: 400,
    code: "INVALID_JSON",
  },
  { why: "empty body", fn: "get-inspiration", rawBody: "", status: 400, code: "INVALID_JSON" },
  {
    why: "a body over 64 KB",
    fn: "create-inspiration",
    body: { ...VALID_FORM, wish: "a".repeat(70_000) },
    status: 413,
    code: "PAYLOAD_TOO_LARGE",
  },
  { why: "a JSON array", fn: "create-inspiration", body: [VALID_FORM], status: 400, code: "VALIDATION_FAILED" },
  {
    why: "missing surname",
    fn: "create-inspiration",
    body: { ...VALID_FORM, surname: undefined },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "surname",
  },
  {
    why: "missing themes",
    fn: "create-inspiration",
    body: { ...VALID_FORM, themes: undefined },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "themes",
  },
  {
    why: "missing gender",
    fn: "create-inspiration",
    body: { ...VALID_FORM, gender: undefined },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "gender",
  },
  {
    why: "an unknown field",
    fn: "create-inspiration",
    body: { ...VALID_FORM, isAdmin: true },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "isAdmin",
  },
  {
    why: "a 301-character wish",
    fn: "create-inspiration",
    body: { ...VALID_FORM, wish: "á".repeat(301) },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "wish",
  },
  {
    why: "an impossible date",
    fn: "create-inspiration",
    body: { ...VALID_FORM, birthDate: "2025-02-30" },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "birthDate",
  },
  {
    why: "a date before 1900",
    fn: "create-inspiration",
    body: { ...VALID_FORM, birthDate: "1899-12-31" },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "birthDate",
  },
  {
    why: "a date over a year ahead",
    fn: "create-inspiration",
    body: { ...VALID_FORM, birthDate: tomorrowNextYear },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "birthDate",
  },
  {
    why: "a date in another format",
    fn: "create-inspiration",
    body: { ...VALID_FORM, birthDate: "15/03/2026" },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "birthDate",
  },
  {
    why: "a surname with digits",
    fn: "create-inspiration",
    body: { ...VALID_FORM, surname: "Nguyen1" },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "surname",
  },
  {
    why: "a three-syllable surname",
    fn: "create-inspiration",
    body: { ...VALID_FORM, surname: "Nguyễn Văn An" },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "surname",
  },
  {
    why: "a surname that is not Vietnamese",
    fn: "create-inspiration",
    body: { ...VALID_FORM, surname: "Smith" },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "surname",
  },
  {
    why: "an unknown theme",
    fn: "create-inspiration",
    body: { ...VALID_FORM, themes: ["phu-quy-toi-thuong"] },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "themes",
  },
  {
    why: "no theme",
    fn: "create-inspiration",
    body: { ...VALID_FORM, themes: [] },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "themes",
  },
  {
    why: "six themes",
    fn: "create-inspiration",
    body: { ...VALID_FORM, themes: ["tri-tue", "binh-an", "cai-dep", "thi-ca", "anh-sang", "hanh-phuc"] },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "themes",
  },
  {
    why: "an unknown gender",
    fn: "create-inspiration",
    body: { ...VALID_FORM, gender: "nam" },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "gender",
  },
  {
    why: "length 5",
    fn: "create-inspiration",
    body: { ...VALID_FORM, length: 5 },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "length",
  },
  {
    why: "a wished middle name with length 2",
    fn: "create-inspiration",
    body: { ...VALID_FORM, middleName: "Minh", length: 2 },
    status: 400,
    code: "VALIDATION_FAILED",
  },
  {
    why: "eleven names to avoid",
    fn: "create-inspiration",
    body: { ...VALID_FORM, avoid: Array.from({ length: 11 }, () => "Lan") },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "avoid",
  },
  {
    why: "a middle name of two syllables",
    fn: "create-inspiration",
    body: { ...VALID_FORM, middleName: "Ngọc Bảo" },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "middleName",
  },
  {
    why: "an id that is not a uuid",
    fn: "get-inspiration",
    body: { id: "123" },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "id",
  },
  {
    why: "an id that is SQL",
    fn: "payment-status",
    body: { id: "' or 1=1 --" },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "id",
  },
  { why: "a missing id", fn: "request-payment", body: {}, status: 400, code: "VALIDATION_FAILED", field: "id" },
  {
    why: "an id with an extra field",
    fn: "get-inspiration",
    body: { id: UNKNOWN_UUID, paid: true },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "paid",
  },
  {
    why: "an unknown uuid to get-inspiration",
    fn: "get-inspiration",
    body: { id: UNKNOWN_UUID },
    status: 404,
    code: "RECORD_NOT_FOUND",
  },
  {
    why: "an unknown uuid to request-payment",
    fn: "request-payment",
    body: { id: UNKNOWN_UUID },
    status: 404,
    code: "RECORD_NOT_FOUND",
  },
  {
    why: "an unknown uuid to payment-status",
    fn: "payment-status",
    body: { id: UNKNOWN_UUID },
    status: 404,
    code: "RECORD_NOT_FOUND",
  },
  {
    why: "an unknown uuid to sandbox-transfer",
    fn: "sandbox-transfer",
    body: { id: UNKNOWN_UUID },
    status: 404,
    code: "RECORD_NOT_FOUND",
  },
  // Characters no person types, which PostgreSQL text cannot hold or UTF-8 cannot encode.
  {
    why: "a wish holding NUL",
    fn: "create-inspiration",
    body: { ...VALID_FORM, wish: "a\u0000b" },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "wish",
  },
  {
    why: "a wish that is a lone high surrogate",
    fn: "create-inspiration",
    body: { ...VALID_FORM, wish: "\ud800" },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "wish",
  },
  {
    why: "a wish holding a lone low surrogate",
    fn: "create-inspiration",
    body: { ...VALID_FORM, wish: "con \udc00 ngoan" },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "wish",
  },
  {
    why: "a wish holding a noncharacter",
    fn: "create-inspiration",
    body: { ...VALID_FORM, wish: "\uffff" },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "wish",
  },
  {
    why: "a surname holding NUL",
    fn: "create-inspiration",
    body: { ...VALID_FORM, surname: "Lê\u0000" },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "surname",
  },
  {
    why: "a name to avoid holding a lone surrogate",
    fn: "create-inspiration",
    body: { ...VALID_FORM, avoid: ["Hùng\ud83d"] },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "avoid",
  },
  {
    why: "a middle name holding a control character",
    fn: "create-inspiration",
    body: { ...VALID_FORM, middleName: "Minh\u001b[31m" },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "middleName",
  },
  {
    why: "an id holding NUL",
    fn: "get-inspiration",
    body: { id: `${UNKNOWN_UUID}\u0000` },
    status: 400,
    code: "VALIDATION_FAILED",
    field: "id",
  },
];

for (const badCase of CASES) {
  integrationTest(`${badCase.fn}: ${badCase.why} → ${badCase.status} ${badCase.code}, nothing written`, async () => {
    await forgetRecentCreations();
    const before = await tableCounts();

    const answer = await callFunction(badCase.fn, badCase.body, {
      rawBody: badCase.rawBody,
      method: badCase.method,
      headers: badCase.headers,
    });

    assert.equal(answer.status, badCase.status, answer.text);
    assert.equal(answer.body?.error?.code, badCase.code);
    assert.match(
      answer.body.error.message,
      /[ạảãàáâậầấẩẫăắằặẳẵẹẻẽèéêệềếểễịỉĩìíọỏõòóôộồốổỗơớờợởỡụủũùúưựừứửữỳýỵỷỹđ]/i,
      "a Vietnamese message",
    );
    if (badCase.field) assert.ok(answer.body.error.fields?.[badCase.field], `a message for ${badCase.field}`);
    assert.deepEqual(await tableCounts(), before);
  });
}
