import { CulturalNote } from "../../components/cultural-note.tsx";

export default function HomeRoute() {
  return (
    <main className="page">
      <h1>Cảm Hứng Tên</h1>
      <p>Gợi ý tên cho bé từ điều bố mẹ yêu thương nhất: ý nghĩa, chữ Hán, ngũ hành và thanh điệu.</p>
      <CulturalNote />
    </main>
  );
}
