import { useParams } from "react-router-dom";
import { CulturalNote } from "../../components/cultural-note.tsx";

export default function PaymentInfoRoute() {
  const { id } = useParams();
  return (
    <main className="page">
      <h1>Thông tin thanh toán</h1>
      <p>Mã hồ sơ: {id}</p>
      <CulturalNote />
    </main>
  );
}
