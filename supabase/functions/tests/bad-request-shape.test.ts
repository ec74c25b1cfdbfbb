// Requests of the wrong shape, to any function: the method, the media type, JSON that does not parse,
// a body too large or of the wrong type. Each gets its 4xx and writes nothing.
import { badInputTests, UNKNOWN_UUID } from "./helpers/bad-input.ts";
import { VALID_FORM } from "./helpers/records.ts";

badInputTests([
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
]);
