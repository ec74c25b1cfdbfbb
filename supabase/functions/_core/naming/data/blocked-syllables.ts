// Syllables no name in the data set may contain, whatever chữ Hán a dictionary gives them.
//
// A child carries a name for life: parents reject a syllable that sounds crude, that speaks of
// death, illness, prison, poverty or grief (người Việt kiêng những chữ gở), or that classmates
// already use as a mocking nickname. A Hán-Việt reading with a fine meaning does not save such a
// syllable, because people hear the everyday word first. The data tests assert that no given name,
// middle name or surname is one of these (compared with syllableKey, so tone placement and i / y do
// not matter). Lower case, NFC, modern tone placement.
//
// Deliberately absent: real surnames (Ma, Lỗ, Mạc, Mông, Ung), which families do not choose, and
// syllables with a common good reading in names (Họa in Họa Mi, Tử, Thư, Quan).
export const BLOCKED_SYLLABLES: readonly string[] = [
  // Crude or sexual words.
  "đụ",
  "địt",
  "lồn",
  "buồi",
  "cặc",
  "đéo",
  "đĩ",
  "dái",
  "cứt",
  "đái",
  "ỉa",
  "đít",
  "nứng",
  "dâm",
  "điếm",
  "đểu",
  // Death and burial.
  "chết",
  "vong",
  "liệm",
  "chôn",
  "huyệt",
  "tang",
  "mất",
  // Evil, ruin and misfortune.
  "quỷ",
  "ác",
  "tà",
  "hung",
  "tàn",
  "diệt",
  "bại",
  "hại",
  "phá",
  "thảm",
  "độc",
  "khốn",
  // Illness, disability and madness.
  "bệnh",
  "đau",
  "ốm",
  "tật",
  "ghẻ",
  "hủi",
  "cùi",
  "điên",
  "khùng",
  // Prison and crime.
  "tù",
  "ngục",
  "tội",
  // Poverty and hunger.
  "nghèo",
  "bần",
  "đói",
  "suy",
  // Grief, resentment and tears.
  "khóc",
  "sầu",
  "buồn",
  "khổ",
  "hận",
  "oán",
  // Insults about the mind, and bad in general.
  "ngu",
  "đần",
  "dốt",
  "ngố",
  "hâm",
  "khờ",
  "bựa",
  "tệ",
  "xấu",
  // Mocking nicknames about the body.
  "béo",
  "còi",
  "lùn",
  "đen",
  "móm",
  "sứt",
  "hô",
  "lé",
  "chột",
  "què",
  "thọt",
  "điếc",
  "câm",
  "mù",
  "gù",
  "trọc",
  "hói",
  "rỗ",
  "cụt",
  // Animals used as insults.
  "chó",
  "lợn",
  "cóc",
];
