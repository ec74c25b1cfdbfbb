// A panel of 42 requests shaped like what parents send, for the rules every report keeps (score,
// bands, quality, the shortlist, the gender mix): a third with the gender not known, every length,
// four-syllable names, rare and compound surnames (Tôn Nữ, Tôn Thất, Âu Dương, Phó, Khổng), wishes
// in the parents' words, birth dates, the parents' years and their own names.
import type { InspirationInput } from "../types.ts";

const base = { birthDate: null, wish: null, middleName: null, avoid: [] } as const;

export const FAMILY_PANEL: readonly InspirationInput[] = [
  // Gender not known (14).
  { ...base, surname: "Nguyễn", gender: "chua-biet", themes: ["binh-an", "nhan-hau"], length: 3, birthDate: "2026-03-14", fatherBirthYear: 1990, motherBirthYear: 1986, candidates: [{ name: "Minh Anh", hanTu: null }] },
  { ...base, surname: "Trần", gender: "chua-biet", themes: ["tri-tue"], length: 3 },
  { ...base, surname: "Lê", gender: "chua-biet", themes: ["hanh-phuc", "anh-sang"], length: 4 },
  { ...base, surname: "Phó", gender: "chua-biet", themes: ["thien-nhien", "binh-an"], length: 3, wish: "mong con khỏe mạnh, hiền lành" },
  { ...base, surname: "Khổng", gender: "chua-biet", themes: ["thi-ca"], length: 3, birthDate: "2027-01-20" },
  { ...base, surname: "Âu Dương", gender: "chua-biet", themes: ["cai-dep", "tri-tue"], length: 4 },
  { ...base, surname: "Võ", gender: "chua-biet", themes: ["thanh-dat"], length: 2 },
  { ...base, surname: "Đoàn", gender: "chua-biet", themes: ["que-huong", "hieu-thao"], length: 3, motherBirthYear: 1995 },
  { ...base, surname: "Trịnh", gender: "chua-biet", themes: ["manh-me", "binh-an", "hanh-phuc"], length: 3, avoid: ["Hùng", "Mai"] },
  { ...base, surname: "Nguyễn", gender: "chua-biet", themes: ["anh-sang"], length: 3, middleName: "Gia" },
  { ...base, surname: "Phan", gender: "chua-biet", themes: ["nhan-hau"], length: 4, birthDate: "2026-06-01", fatherBirthYear: 1988 },
  { ...base, surname: "Lưu", gender: "chua-biet", themes: ["tri-tue", "thanh-dat"], length: 3, wish: "giỏi giang, tự lập" },
  { ...base, surname: "Tôn Nữ", gender: "chua-biet", themes: ["cai-dep"], length: 3 },
  { ...base, surname: "Hồ", gender: "chua-biet", themes: ["thien-nhien", "thi-ca"], length: 3, candidates: [{ name: "Bạch Hoa", hanTu: null }, { name: "Khả Khanh", hanTu: null }] },
  // Boys (14).
  { ...base, surname: "Nguyễn", gender: "trai", themes: ["tri-tue", "manh-me"], length: 3, birthDate: "2026-04-04", candidates: [{ name: "Chí Phèo", hanTu: null }] },
  { ...base, surname: "Trần", gender: "trai", themes: ["binh-an"], length: 4, wish: "bình an, khỏe mạnh" },
  { ...base, surname: "Phó", gender: "trai", themes: ["thanh-dat", "anh-sang"], length: 3, fatherBirthYear: 1985, motherBirthYear: 1989 },
  { ...base, surname: "Khổng", gender: "trai", themes: ["hieu-thao", "nhan-hau"], length: 4 },
  { ...base, surname: "Tôn Thất", gender: "trai", themes: ["que-huong"], length: 3 },
  { ...base, surname: "Âu Dương", gender: "trai", themes: ["manh-me"], length: 4, birthDate: "2026-11-11" },
  { ...base, surname: "Lý", gender: "trai", themes: ["thien-nhien"], length: 2 },
  { ...base, surname: "Lương", gender: "trai", themes: ["hanh-phuc", "binh-an"], length: 3, middleName: "Đức" },
  { ...base, surname: "Vương", gender: "trai", themes: ["tri-tue"], length: 3, avoid: ["Minh", "Anh", "Khoa"] },
  { ...base, surname: "Hoàng", gender: "trai", themes: ["thi-ca", "que-huong"], length: 3, candidates: [{ name: "Trọng Thủy", hanTu: null }, { name: "Gia Bảo", hanTu: null }] },
  { ...base, surname: "Đào", gender: "trai", themes: ["anh-sang", "thanh-dat", "tri-tue"], length: 3, wish: "sáng dạ, thành công" },
  { ...base, surname: "Nguyễn", gender: "trai", themes: ["nhan-hau"], length: 4, middleName: "Văn" },
  { ...base, surname: "La", gender: "trai", themes: ["cai-dep", "binh-an"], length: 3, birthDate: "2027-05-05", motherBirthYear: 1997 },
  { ...base, surname: "Thân", gender: "trai", themes: ["manh-me", "hieu-thao"], length: 3 },
  // Girls (14).
  { ...base, surname: "Nguyễn", gender: "gai", themes: ["cai-dep", "thi-ca"], length: 3, candidates: [{ name: "Phước Bình", hanTu: null }, { name: "Thị Nở", hanTu: null }] },
  { ...base, surname: "Trần", gender: "gai", themes: ["hanh-phuc"], length: 4, birthDate: "2026-08-08" },
  { ...base, surname: "Tôn Nữ", gender: "gai", themes: ["thien-nhien", "cai-dep"], length: 4 },
  { ...base, surname: "Âu Dương", gender: "gai", themes: ["binh-an"], length: 3, wish: "dịu dàng, an yên" },
  { ...base, surname: "Phó", gender: "gai", themes: ["tri-tue", "cai-dep"], length: 4, fatherBirthYear: 1991, motherBirthYear: 1993 },
  { ...base, surname: "Khổng", gender: "gai", themes: ["anh-sang"], length: 3 },
  { ...base, surname: "Đặng", gender: "gai", themes: ["que-huong", "thi-ca"], length: 2 },
  { ...base, surname: "Bùi", gender: "gai", themes: ["nhan-hau", "hanh-phuc"], length: 3, middleName: "Ngọc" },
  { ...base, surname: "Lâm", gender: "gai", themes: ["thien-nhien"], length: 3, avoid: ["Lan", "Hoa", "Cúc", "Mai"] },
  { ...base, surname: "Trương", gender: "gai", themes: ["hieu-thao"], length: 4, middleName: "Thị" },
  { ...base, surname: "Vũ", gender: "gai", themes: ["binh-an", "thien-nhien", "cai-dep"], length: 3, birthDate: "2026-12-24", wish: "xinh xắn, vui tươi" },
  { ...base, surname: "Quan", gender: "gai", themes: ["thanh-dat", "tri-tue"], length: 3 },
  { ...base, surname: "Ninh", gender: "gai", themes: ["anh-sang", "hanh-phuc"], length: 3, candidates: [{ name: "Minh Thư", hanTu: ["明", "書"] }] },
  { ...base, surname: "Diệp", gender: "gai", themes: ["thi-ca"], length: 4, wish: "thơ mộng" },
];
