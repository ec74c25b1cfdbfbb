// The inspiration form, one wrong field at a time: each is refused with its field named and a
// Vietnamese message, and nothing is written.
import { badInputTests } from "./helpers/bad-input.ts";
import { VALID_FORM } from "./helpers/records.ts";

const tomorrowNextYear = (() => {
  const date = new Date(Date.now() + 7 * 3600_000); // Asia/Ho_Chi_Minh
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  date.setUTCDate(date.getUTCDate() + 2);
  return date.toISOString().slice(0, 10);
})();

badInputTests([
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
]);
