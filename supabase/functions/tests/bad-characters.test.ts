// Characters no person types, which PostgreSQL text cannot hold or UTF-8 cannot encode: refused
// with the field named, never a 5xx, nothing written.
import { badInputTests, UNKNOWN_UUID } from "./helpers/bad-input.ts";
import { VALID_FORM } from "./helpers/records.ts";

badInputTests([
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
]);
