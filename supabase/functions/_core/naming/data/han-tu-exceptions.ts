// Chữ Hán whose Hán-Việt reading in our name differs from every reading that Unihan kVietnamese and
// the hanviet word list give, kept on purpose. Each one names its source.
//
// Most are Southern readings: under the Nguyễn lords, Southerners avoided saying the names of the
// ruling family and their relatives (kiêng húy), so 黃 Hoàng became Huỳnh and 福 Phúc became Phước;
// those readings live on in millions of names. The data test checks this map both ways: every
// mismatch in the data set is listed here with its character, and every entry here is a real
// mismatch (so an entry goes away when the data no longer needs it).
//
// Keyed by the syllable as stored in the data (title case, modern tone placement).

interface HanTuException {
  /** The character the data set writes for this syllable. */
  hanTu: string;
  /** Where the reading is attested, for a reviewer to check. */
  source: string;
}

export const HAN_TU_EXCEPTIONS: Readonly<Record<string, HanTuException>> = {
  Huỳnh: {
    hanTu: "黃",
    source:
      "popular-names-by-country vn-surnames.csv (CC0), rank 5: 黃 = Huỳnh/Hoàng; Huỳnh is the Southern reading of 黃 taken up to avoid the name of Nguyễn Hoàng (vi.wikipedia.org/wiki/Huỳnh_(họ)).",
  },
  Phước: {
    hanTu: "福",
    source:
      "Southern reading of 福 phúc, as in the clan name Nguyễn Phước 阮福 (vi.wikipedia.org/wiki/Nguyễn_Phúc_tộc); the UIT sample has Phước as a middle name 52 times.",
  },
  Đoàn: {
    hanTu: "段",
    source:
      "popular-names-by-country vn-surnames.csv (CC0), rank 17: 段 = Đoàn; the dictionaries give only đoạn, the surname is read Đoàn (vi.wikipedia.org/wiki/Đoàn_(họ)).",
  },
  Bửu: {
    hanTu: "寶",
    source:
      "Huế and Southern reading of 寶 bảo, the fourth generation name of the royal clan's Đế hệ thi (Miên, Hường, Ưng, Bửu, Vĩnh…; vi.wikipedia.org/wiki/Đế_hệ_thi), as in Bửu Lộc 阮福寶祿.",
  },
  Phụng: {
    hanTu: "鳳",
    source:
      "Southern reading of 鳳 phượng (phụng hoàng, phượng hoàng; Từ điển Hán Việt Thiều Chửu, entry 鳳); girl.txt has it in names such as Mỹ Phụng and Ngọc Phụng.",
  },
  Thoại: {
    hanTu: "瑞",
    source:
      "Southern reading of 瑞 thụy, as in Thoại Ngọc Hầu Nguyễn Văn Thoại 阮文瑞 and Thoại Sơn district, named after him (vi.wikipedia.org/wiki/Nguyễn_Văn_Thoại).",
  },
  Châu: {
    hanTu: "周",
    source:
      "Southern reading of the surname 周 chu (vi.wikipedia.org/wiki/Châu_(họ)); the UIT sample has Châu as a surname 22 times.",
  },
};
