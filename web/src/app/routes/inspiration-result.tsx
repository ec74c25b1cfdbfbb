import { useParams } from "react-router-dom";
import { CulturalNote } from "../../components/cultural-note.tsx";

export default function InspirationResultRoute() {
  const { id } = useParams();
  return (
    <main className="page">
      <h1>Kết quả gợi ý tên</h1>
      <p>Mã hồ sơ: {id}</p>
      <CulturalNote />
    </main>
  );
}
