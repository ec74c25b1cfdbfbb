// Writes a held-out panel of 45 varied requests for a blind reading, from a fixed seed, so the panel
// is chosen by chance and not by what the engine does well: a third with the gender not known, some
// four- and two-syllable names, rare and compound surnames, wishes, wished middle names, avoid lists.
// Written before the engine it judges was changed; never tune the engine on it.
//
//   npx tsx scripts/naming-data/make-blind-requests.ts 20261126 > scripts/naming-data/judged/blind-requests-2026-11-b.json
import { THEME_IDS } from "@core/naming/types.ts";
import { inspirationFormSchema } from "@core/validation/inspiration-form.ts";

/** The form as the app checks it, on the day the readings are made for (birth dates up to a year ahead). */
const form = inspirationFormSchema("2026-11-28");

const seed = Number(process.argv[2] ?? "20261126");
let state = seed >>> 0;
/** mulberry32: a small deterministic generator, enough to pick a panel. */
const random = (): number => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const common = [
  "Nguyễn",
  "Trần",
  "Lê",
  "Phạm",
  "Hoàng",
  "Huỳnh",
  "Phan",
  "Vũ",
  "Võ",
  "Đặng",
  "Bùi",
  "Đỗ",
  "Hồ",
  "Ngô",
  "Dương",
  "Lý",
];
const rare = [
  "Phí",
  "Trác",
  "Khúc",
  "Thường",
  "Tiêu",
  "Đàm",
  "Thạch",
  "Lã",
  "Đậu",
  "Nông",
  "Sầm",
  "Ung",
  "Chế",
  "Doãn",
  "Cấn",
  "Giáp",
  "Mẫn",
  "Luyện",
  "Bế",
  "Lạc",
  "Kha",
  "Vi",
  "Nhiêu",
];
const compound = ["Nguyễn Phúc", "Tôn Nữ", "Tôn Thất", "Âu Dương", "Hoàng Phủ", "Công Tôn"];
const wishes = [
  "mong con khỏe mạnh, bình an",
  "con thông minh, học giỏi",
  "mong con hiền lành, hiếu thảo với ông bà",
  "con mạnh mẽ, bản lĩnh",
  "mong con xinh đẹp, dịu dàng",
  "con sống vui vẻ, may mắn",
  "mong con thành công, sự nghiệp vững vàng",
  "yêu thiên nhiên, biển và núi",
];
const middles = [
  "Minh",
  "Ngọc",
  "Gia",
  "Thanh",
  "Bảo",
  "Khánh",
  "Anh",
  "Hoài",
  "Thiên",
  "Đức",
  "Phương",
  "Kim",
  "Quang",
  "Hải",
];
const avoidable = [
  "An",
  "Minh",
  "Linh",
  "Hùng",
  "Lan",
  "Phúc",
  "Thảo",
  "Huy",
  "Vy",
  "Tuấn",
  "Hoa",
  "Long",
  "Mai",
  "Nam",
];

const requests: Record<string, unknown>[] = [];
for (let i = 0; i < 45; i++) {
  const gender = i % 3 === 0 ? "chua-biet" : i % 3 === 1 ? "trai" : "gai";
  const r = random();
  let surname = r < 0.6 ? pick(common) : r < 0.85 ? pick(rare) : pick(compound);
  if (surname === "Tôn Nữ" && gender !== "gai") surname = "Tôn Thất";
  if (surname === "Tôn Thất" && gender === "gai") surname = "Tôn Nữ";
  const l = random();
  const length = l < 0.22 ? 4 : l < 0.32 ? 2 : 3;
  const themes = [...THEME_IDS].sort(() => random() - 0.5).slice(0, 1 + Math.floor(random() * 2));
  const request: Record<string, unknown> = { surname, gender, themes, length };
  if (random() < 0.3) request.wish = pick(wishes);
  if (length !== 2 && random() < 0.15) request.middleName = pick(middles);
  if (random() < 0.2) request.avoid = [pick(avoidable), pick(avoidable)].filter((v, k, a) => a.indexOf(v) === k);
  if (random() < 0.35) request.birthDate = `2027-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`;
  if (random() < 0.15)
    Object.assign(request, {
      fatherBirthYear: 1985 + Math.floor(random() * 10),
      motherBirthYear: 1988 + Math.floor(random() * 10),
    });
  // What the form refuses never reaches the engine, so it is never read: a two-syllable surname
  // takes three syllables at least, and a wished middle name needs a place of its own (Công Tôn
  // with Hải in three syllables). Decided after the draws, so a seed keeps its other requests.
  const surnameLength = surname.split(" ").length;
  if (surnameLength === 2 && length === 2) request.length = 3;
  if (request.middleName && surnameLength + 2 > (request.length as number)) delete request.middleName;
  const checked = form.safeParse({ ...request, consent: true });
  if (!checked.success) throw new Error(`request ${i + 1} is one the form refuses: ${JSON.stringify(request)}`);
  requests.push(request);
}
process.stdout.write("[\n" + requests.map((r) => JSON.stringify(r)).join(",\n") + "\n]\n");
