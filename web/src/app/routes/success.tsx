import { Link } from "react-router-dom";
import { paths } from "../../config/paths.ts";

export default function SuccessRoute() {
  return (
    <main className="page page--centered">
      <h1>Cảm ơn bố mẹ!</h1>
      <p>Thanh toán đã được ghi nhận.</p>
      <Link to={paths.home.getHref()}>Về trang chủ</Link>
    </main>
  );
}
