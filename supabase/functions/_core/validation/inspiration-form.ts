// The inspiration form of docs/product.md §2, written once: the web form validates with it as the visitor
// types, and `create-inspiration` validates with it again as the authority. zod/mini keeps it small
// enough for the first page load.
import * as z from "zod/mini";
import { genderFixedBy } from "../naming/surname-gender.ts";
import { GENDERS, THEME_IDS, type InspirationInput } from "../naming/types.ts";
import { formatName } from "../vietnamese/normalize.ts";
import { isVietnameseSyllable } from "../vietnamese/syllable.ts";
import {
  AVOID_MAX_ENTRIES,
  CANDIDATES_MAX,
  DEFAULT_LENGTH,
  EARLIEST_PARENT_BIRTH_YEAR,
  THEMES_MAX,
  WISH_MAX_CHARS,
} from "./form-limits.ts";
import { addYears, formatVietnameseDate, isIsoDate } from "./iso-date.ts";
import { hasOnlyTextCharacters } from "./text-characters.ts";
import { misspeltSurnameMessage, surnameProblem } from "./surname-check.ts";

const EARLIEST_BIRTH_DATE = "1900-01-01";

const MESSAGES = {
  surname: "Vui lòng nhập họ hợp lệ (ví dụ: Nguyễn)",
  gender: "Vui lòng chọn giới tính",
  birthDate: "Ngày sinh không hợp lệ",
  themesMin: "Chọn ít nhất một cảm hứng",
  themesMax: `Chọn tối đa ${THEMES_MAX} cảm hứng`,
  themeUnknown: "Cảm hứng không có trong danh sách",
  themesRepeated: "Mỗi cảm hứng chỉ chọn một lần",
  wish: `Tối đa ${WISH_MAX_CHARS} ký tự`,
  wishType: "Mong muốn phải là một đoạn chữ",
  middleName: "Tên đệm phải là một chữ tiếng Việt (ví dụ: Minh)",
  avoidEntry: "Mỗi tên cần tránh gồm 1–4 chữ tiếng Việt (ví dụ: Hùng)",
  avoidMax: `Tối đa ${AVOID_MAX_ENTRIES} tên cần tránh`,
  length: "Độ dài tên phải là 2, 3 hoặc 4 chữ",
  lengthDoubleSurname: "Họ có hai chữ nên tên cần ít nhất 3 chữ",
  lengthMiddleName: "Tên 2 chữ không có chỗ cho tên đệm",
  lengthTooShort: "Độ dài này không đủ chỗ cho họ, tên đệm và tên",
  surnameGirlsOnly: "Họ Tôn Nữ chỉ dành cho con gái; con trai trong họ mang họ Tôn Thất",
  surnameBoysOnly: "Họ Tôn Thất chỉ dành cho con trai; con gái trong họ mang họ Tôn Nữ",
  surnameConfirmed: "Xác nhận họ không hợp lệ",
  unknownField: "Trường này không được hỗ trợ",
  notAnObject: "Dữ liệu biểu mẫu không hợp lệ",
  candidate: "Tên cần là tiếng Việt, ví dụ: Minh An",
  candidateLength: "Tên đang cân nhắc gồm 2 hoặc 3 chữ, không kể họ (ví dụ: Minh An)",
  candidateTooLong: "Với họ hai chữ, tên đang cân nhắc chỉ gồm tối đa 2 chữ (ví dụ: Minh An)",
  candidatesMax: `Tối đa ${CANDIDATES_MAX} tên đang cân nhắc`,
  candidateHanTu: "Mỗi chữ của tên chỉ chọn một chữ Hán",
  parentYear: "Năm sinh không hợp lệ",
  characters: "Có ký tự không hợp lệ (ký tự điều khiển hoặc lỗi mã hóa), bố mẹ vui lòng gõ lại",
  consent: "Bố mẹ vui lòng đồng ý với cách chúng tôi lưu giữ thông tin để tiếp tục",
} as const;

/** Refuses what no person types (NUL, control characters, broken UTF-16) before anything else runs. */
const textCharacters = () => z.refine<string>(hasOnlyTextCharacters, { error: MESSAGES.characters, abort: true });

const syllableCount = (name: string) => (name === "" ? 0 : name.split(" ").length);
const isNameOf = (min: number, max: number) => (name: string) =>
  syllableCount(name) >= min && syllableCount(name) <= max && name.split(" ").every(isVietnameseSyllable);

/**
 * A name field: normalised to the stored form ("  tôn nữ " → "Tôn Nữ"), then checked syllable by
 * syllable. An optional field also takes "" (a blank input), which the output turns into null.
 */
function nameSchema(min: number, max: number, message: string, optional = false) {
  const valid = isNameOf(min, max);
  return z.string({ error: message }).check(
    textCharacters(),
    z.overwrite(formatName),
    z.refine((name) => (optional && name === "") || valid(name), message),
  );
}

/**
 * A surname of one or two Vietnamese syllables. One that is not spelt as Vietnamese but is near a
 * known surname ("nguyen") gets a message that says so, not the bare "hợp lệ" one: the form then
 * offers "Có phải họ Nguyễn?".
 */
const surnameSchema = z.string({ error: MESSAGES.surname }).check(
  textCharacters(),
  z.overwrite(formatName),
  z.refine(isNameOf(1, 2), {
    error: (issue) =>
      (typeof issue.input === "string" ? misspeltSurnameMessage(issue.input) : null) ?? MESSAGES.surname,
  }),
);

function birthDateSchema(today: string) {
  const latest = addYears(today, 1);
  const range = `Ngày sinh phải từ ${formatVietnameseDate(EARLIEST_BIRTH_DATE)} đến ${formatVietnameseDate(latest)}`;
  return z.string({ error: MESSAGES.birthDate }).check(
    textCharacters(),
    z.trim(),
    z.refine((s) => s === "" || isIsoDate(s), { error: MESSAGES.birthDate, abort: true }),
    z.refine((s) => s === "" || (s >= EARLIEST_BIRTH_DATE && s <= latest), range),
  );
}

const themesSchema = z.array(z.enum(THEME_IDS, { error: MESSAGES.themeUnknown }), { error: MESSAGES.themesMin }).check(
  z.minLength(1, MESSAGES.themesMin),
  z.maxLength(THEMES_MAX, MESSAGES.themesMax),
  z.refine((themes) => new Set(themes).size === themes.length, MESSAGES.themesRepeated),
);

const wishSchema = z.string({ error: MESSAGES.wishType }).check(
  textCharacters(),
  z.overwrite((s) => s.normalize("NFC").trim()),
  z.refine((s) => [...s].length <= WISH_MAX_CHARS, MESSAGES.wish),
);

const lengthSchema = z.literal([2, 3, 4], { error: MESSAGES.length });

/** A single chữ Hán (one code point of a CJK block), as the parents pick it for a syllable. */
const hanCharacter = z
  .string({ error: MESSAGES.candidateHanTu })
  .check(z.refine((text) => /^\p{Script=Han}$/u.test(text), MESSAGES.candidateHanTu));

/**
 * A parent's own name: Vietnamese syllables first, then 2–3 of them, each with its own message, so
 * "Khôi" alone is told its length, not that it is not Vietnamese.
 */
const candidateName = z.string({ error: MESSAGES.candidate }).check(
  textCharacters(),
  z.overwrite(formatName),
  z.refine((name) => name !== "" && name.split(" ").every(isVietnameseSyllable), {
    error: MESSAGES.candidate,
    abort: true,
  }),
  z.refine((name) => syllableCount(name) >= 2 && syllableCount(name) <= 3, MESSAGES.candidateLength),
);

const candidateSchema = z.strictObject(
  {
    name: candidateName,
    hanTu: z.nullish(z.array(hanCharacter, { error: MESSAGES.candidateHanTu })),
  },
  { error: MESSAGES.candidate },
);

/** A parent's year: 1940 … this year (the year of `today` in Vietnam). */
/** A parent's year: a whole year, and one a parent can be born in, said with its range when it is not. */
function parentYearSchema(today: string) {
  const latest = Number(today.slice(0, 4));
  const range = `Năm sinh phải từ ${EARLIEST_PARENT_BIRTH_YEAR} đến ${latest}`;
  return z.int({ error: MESSAGES.parentYear }).check(z.gte(EARLIEST_PARENT_BIRTH_YEAR, range), z.lte(latest, range));
}

/** The shortest whole name that holds the surname, the wished middle name if any, and a given name. */
const minimumLength = (surname: string, middleName: string | null | undefined) =>
  syllableCount(surname) + (middleName ? 1 : 0) + 1;

/**
 * The form schema for a given `today` (the date in Vietnam, "YYYY-MM-DD"; see today-in-vietnam.ts),
 * which bounds the birth date. Unknown keys are errors, and the parents' consent is required. The
 * output is the engine's InspirationInput (the consent is not part of it: the record stores it apart):
 * names in their stored form, absent fields null or [], and the length defaulted from the gender,
 * raised when needed to fit a two-syllable surname and a wished middle name.
 */
export function inspirationFormSchema(today: string) {
  if (!isIsoDate(today)) throw new Error(`inspirationFormSchema: today must be YYYY-MM-DD, got "${today}"`);
  const fields = z.strictObject(
    {
      surname: surnameSchema,
      /** The parent confirms a rare surname the data set does not know (docs/product.md §2). */
      surnameConfirmed: z.nullish(z.boolean({ error: MESSAGES.surnameConfirmed })),
      gender: z.enum(GENDERS, { error: MESSAGES.gender }),
      birthDate: z.nullish(birthDateSchema(today)),
      themes: themesSchema,
      wish: z.nullish(wishSchema),
      middleName: z.nullish(nameSchema(1, 1, MESSAGES.middleName, true)),
      avoid: z.nullish(
        z
          .array(nameSchema(1, 4, MESSAGES.avoidEntry), { error: MESSAGES.avoidEntry })
          .check(z.maxLength(AVOID_MAX_ENTRIES, MESSAGES.avoidMax)),
      ),
      length: z.nullish(lengthSchema),
      candidates: z.nullish(
        z
          .array(candidateSchema, { error: MESSAGES.candidate })
          .check(z.maxLength(CANDIDATES_MAX, MESSAGES.candidatesMax)),
      ),
      fatherBirthYear: z.nullish(parentYearSchema(today)),
      motherBirthYear: z.nullish(parentYearSchema(today)),
      // The parents' agreement to the privacy notice: only `true` counts, never a default or "true".
      consent: z.literal(true, { error: MESSAGES.consent }),
    },
    { error: (issue) => (issue.code === "unrecognized_keys" ? MESSAGES.unknownField : MESSAGES.notAnObject) },
  );
  return z.pipe(
    fields.check(
      z.superRefine((form, ctx) => {
        // A surname the data set knows, or a rare one the parents confirm; never a middle name typed with it.
        const problem = surnameProblem(form.surname, form.surnameConfirmed === true);
        if (problem) ctx.addIssue({ code: "custom", path: ["surname"], message: problem, input: form.surname });
      }),
      z.superRefine((form, ctx) => {
        // Tradition fixes the gender of these surnames; "chưa biết" is fine: the names follow the surname.
        const fixed = genderFixedBy(form.surname);
        if (fixed && form.gender !== "chua-biet" && form.gender !== fixed) {
          const message = fixed === "gai" ? MESSAGES.surnameGirlsOnly : MESSAGES.surnameBoysOnly;
          ctx.addIssue({ code: "custom", path: ["surname"], message, input: form.surname });
        }
      }),
      z.superRefine((form, ctx) => {
        // A whole name has at most 4 syllables: a two-syllable surname leaves room for 2 more.
        const room = 4 - syllableCount(form.surname);
        (form.candidates ?? []).forEach((candidate, index) => {
          if (syllableCount(candidate.name) > room) {
            ctx.addIssue({
              code: "custom",
              path: ["candidates", index, "name"],
              message: MESSAGES.candidateTooLong,
              input: candidate.name,
            });
          } else if (candidate.hanTu && candidate.hanTu.length !== syllableCount(candidate.name)) {
            ctx.addIssue({
              code: "custom",
              path: ["candidates", index, "hanTu"],
              message: MESSAGES.candidateHanTu,
              input: candidate.hanTu,
            });
          }
        });
      }),
      z.superRefine((form, ctx) => {
        if (form.length == null || form.length >= minimumLength(form.surname, form.middleName)) return;
        const message =
          form.length === 2 && syllableCount(form.surname) === 2
            ? MESSAGES.lengthDoubleSurname
            : form.length === 2
              ? MESSAGES.lengthMiddleName
              : MESSAGES.lengthTooShort;
        ctx.addIssue({ code: "custom", path: ["length"], message, input: form.length });
      }),
    ),
    z.transform((form): InspirationInput => ({
      surname: form.surname,
      gender: form.gender,
      birthDate: form.birthDate || null,
      themes: form.themes,
      wish: form.wish || null,
      middleName: form.middleName || null,
      avoid: form.avoid ?? [],
      candidates: (form.candidates ?? []).map((candidate) => ({
        name: candidate.name,
        hanTu: candidate.hanTu ?? null,
      })),
      fatherBirthYear: form.fatherBirthYear ?? null,
      motherBirthYear: form.motherBirthYear ?? null,
      length:
        form.length ?? (Math.max(DEFAULT_LENGTH[form.gender], minimumLength(form.surname, form.middleName)) as 3 | 4),
    })),
  );
}

export type InspirationFormSchema = ReturnType<typeof inspirationFormSchema>;
/** What the web form may hold before validation. */
export type InspirationFormValues = z.input<InspirationFormSchema>;
/** What validation yields; fails to compile if it ever stops being the engine's InspirationInput. */
export type InspirationFormOutput = MustExtend<InspirationInput, z.output<InspirationFormSchema>>;
type MustExtend<Contract, T extends Contract> = T;
