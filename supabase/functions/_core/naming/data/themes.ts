// The fixed theme list of docs/product.md §4: what parents pick on the form, with the words that lead a
// free-text wish to the same theme.
import type { Theme } from "../types.ts";

export const THEMES: readonly Theme[] = [
  {
    id: "binh-an",
    label: "Bình an",
    icon: "🕊️",
    keywords: ["bình an", "an lành", "bình yên", "yên ổn", "khỏe mạnh", "sức khỏe", "an toàn", "êm đềm"],
  },
  {
    id: "tri-tue",
    label: "Trí tuệ",
    icon: "💡",
    keywords: ["thông minh", "trí tuệ", "học giỏi", "sáng dạ", "hiểu biết", "tri thức", "giỏi giang", "khôn ngoan"],
  },
  {
    id: "manh-me",
    label: "Mạnh mẽ",
    icon: "🦁",
    keywords: ["mạnh mẽ", "kiên cường", "dũng cảm", "bản lĩnh", "can đảm", "vững vàng", "cứng cỏi", "quyết đoán"],
  },
  {
    id: "nhan-hau",
    label: "Nhân hậu",
    icon: "🤲",
    keywords: ["nhân hậu", "tốt bụng", "hiền lành", "lương thiện", "bao dung", "yêu thương", "tử tế", "hiền hòa"],
  },
  {
    id: "thanh-dat",
    label: "Thành đạt",
    icon: "🏆",
    keywords: ["thành đạt", "thành công", "giàu sang", "sự nghiệp", "phú quý", "thịnh vượng", "vinh hiển", "đỗ đạt"],
  },
  {
    id: "cai-dep",
    label: "Cái đẹp",
    icon: "🌸",
    keywords: ["xinh đẹp", "xinh xắn", "dịu dàng", "duyên dáng", "thanh lịch", "đẹp", "yêu kiều", "thanh tú"],
  },
  {
    id: "thien-nhien",
    label: "Thiên nhiên",
    icon: "🌿",
    keywords: ["thiên nhiên", "cây cối", "núi", "sông", "biển", "hoa", "rừng", "trời đất"],
  },
  {
    id: "anh-sang",
    label: "Ánh sáng",
    icon: "☀️",
    keywords: ["ánh sáng", "rạng rỡ", "tươi sáng", "mặt trời", "ngôi sao", "rực rỡ", "soi sáng", "sáng ngời"],
  },
  {
    id: "que-huong",
    label: "Quê hương",
    icon: "🏡",
    keywords: ["quê hương", "đất nước", "quê nhà", "cội nguồn", "gia đình", "tổ quốc", "non sông", "làng quê"],
  },
  {
    id: "thi-ca",
    label: "Thi ca",
    icon: "📜",
    keywords: ["thơ", "thi ca", "văn chương", "âm nhạc", "nghệ thuật", "lãng mạn", "bay bổng", "văn hay"],
  },
  {
    id: "hanh-phuc",
    label: "Hạnh phúc",
    icon: "😊",
    keywords: ["hạnh phúc", "vui vẻ", "niềm vui", "may mắn", "phúc", "an vui", "vui tươi", "sung sướng"],
  },
  {
    id: "hieu-thao",
    label: "Hiếu thảo",
    icon: "🙏",
    keywords: ["hiếu thảo", "hiếu nghĩa", "lễ phép", "biết ơn", "kính trọng", "ngoan ngoãn", "thảo hiền", "nghĩa tình"],
  },
];
