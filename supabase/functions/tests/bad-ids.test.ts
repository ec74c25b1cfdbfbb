// Record ids that are not ids, carry extra fields, or name no record: 400 or 404, nothing written.
import { badInputTests, UNKNOWN_UUID } from "./helpers/bad-input.ts";

badInputTests([
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
]);
