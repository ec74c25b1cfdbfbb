// A panel of 36 varied requests, written by hand to look like what parents really ask: common and rare
// surnames (one and two syllables, Tôn Nữ, Tôn Thất), each gender, every length, wished middle names,
// avoid lists, wishes in their own words, with and without a birth date. The panel tests run the
// engine on all of them and assert the hard rules on every suggestion.
import type { InspirationInput } from "../types.ts";

const base = { birthDate: null, wish: null, middleName: null, avoid: [] } as const;

export const REQUEST_PANEL: readonly InspirationInput[] = [
  { ...base, surname: "Nguyễn", gender: "gai", themes: ["cai-dep", "thien-nhien"], length: 3, birthDate: "2026-03-14" },
  { ...base, surname: "Nguyễn", gender: "trai", themes: ["tri-tue", "thanh-dat"], length: 3, wish: "mong con thông minh, học giỏi" },
  { ...base, surname: "Trần", gender: "gai", themes: ["binh-an", "hanh-phuc"], length: 4 },
  { ...base, surname: "Lê", gender: "trai", themes: ["manh-me"], length: 3, birthDate: "2025-11-02" },
  { ...base, surname: "Phạm", gender: "chua-biet", themes: ["binh-an", "nhan-hau"], length: 3 },
  { ...base, surname: "Hoàng", gender: "trai", themes: ["anh-sang", "tri-tue"], length: 3, wish: "sáng suốt, tự tin" },
  { ...base, surname: "Huỳnh", gender: "gai", themes: ["thi-ca", "cai-dep"], length: 3 },
  { ...base, surname: "Võ", gender: "trai", themes: ["thanh-dat", "manh-me"], length: 3, birthDate: "2026-07-20" },
  { ...base, surname: "Vũ", gender: "gai", themes: ["thien-nhien"], length: 4, wish: "dịu dàng như hoa" },
  { ...base, surname: "Phan", gender: "trai", themes: ["que-huong", "hieu-thao"], length: 3 },
  { ...base, surname: "Trương", gender: "gai", themes: ["hanh-phuc"], length: 2 },
  { ...base, surname: "Bùi", gender: "trai", themes: ["nhan-hau", "binh-an"], length: 4 },
  { ...base, surname: "Đặng", gender: "gai", themes: ["tri-tue", "cai-dep"], length: 3, wish: "con ngoan, hiếu thảo" },
  { ...base, surname: "Đỗ", gender: "trai", themes: ["thanh-dat"], length: 3, wish: "thành đạt, giàu sang" },
  { ...base, surname: "Ngô", gender: "gai", themes: ["anh-sang", "hanh-phuc"], length: 3, birthDate: "2026-01-28" },
  { ...base, surname: "Hồ", gender: "gai", themes: ["cai-dep", "thi-ca"], length: 3 },
  { ...base, surname: "Dương", gender: "trai", themes: ["thien-nhien", "manh-me"], length: 3 },
  { ...base, surname: "Lý", gender: "gai", themes: ["binh-an"], length: 3, avoid: ["Lan", "Hương"] },
  { ...base, surname: "Tôn Nữ", gender: "gai", themes: ["cai-dep", "que-huong"], length: 4 },
  { ...base, surname: "Tôn Nữ", gender: "chua-biet", themes: ["thi-ca"], length: 3 },
  { ...base, surname: "Tôn Thất", gender: "trai", themes: ["tri-tue", "manh-me"], length: 4 },
  { ...base, surname: "Tôn Thất", gender: "chua-biet", themes: ["thanh-dat"], length: 3 },
  { ...base, surname: "Âu Dương", gender: "gai", themes: ["thien-nhien", "cai-dep"], length: 3 },
  { ...base, surname: "Lâm", gender: "trai", themes: ["tri-tue"], length: 3, middleName: "Minh" },
  { ...base, surname: "Mai", gender: "gai", themes: ["cai-dep"], length: 3, middleName: "Ngọc" },
  { ...base, surname: "Nguyễn", gender: "trai", themes: ["hieu-thao", "nhan-hau"], length: 3, middleName: "Văn" },
  { ...base, surname: "Trần", gender: "gai", themes: ["hanh-phuc", "cai-dep"], length: 4, middleName: "Thị" },
  { ...base, surname: "Cao", gender: "trai", themes: ["thanh-dat", "tri-tue"], length: 3, avoid: ["Minh", "Đức Anh", "Hùng"] },
  { ...base, surname: "Giang", gender: "gai", themes: ["thien-nhien", "binh-an"], length: 3 },
  { ...base, surname: "Tô", gender: "chua-biet", themes: ["anh-sang"], length: 3, birthDate: "2026-09-09" },
  { ...base, surname: "Đinh", gender: "trai", themes: ["que-huong"], length: 2 },
  { ...base, surname: "Kiều", gender: "gai", themes: ["thi-ca", "thien-nhien", "cai-dep"], length: 4, wish: "nhẹ nhàng, thơ mộng" },
  { ...base, surname: "La", gender: "trai", themes: ["binh-an", "hanh-phuc", "nhan-hau"], length: 3 },
  { ...base, surname: "Châu", gender: "gai", themes: ["tri-tue"], length: 3, birthDate: "2027-02-10" },
  { ...base, surname: "Tạ", gender: "trai", themes: ["manh-me", "anh-sang"], length: 4, wish: "khỏe mạnh" },
  { ...base, surname: "Nguyễn", gender: "chua-biet", themes: ["hanh-phuc", "binh-an"], length: 4 },
];
