import { Link } from "react-router-dom";
import { paths } from "../../config/paths.ts";

export default function NotFoundRoute() {
  return (
    <main className="page page--centered">
      <h1>Không tìm thấy trang</h1>
      <p>Đường dẫn này không tồn tại hoặc đã được chuyển đi.</p>
      <Link to={paths.home.getHref()}>Về trang chủ</Link>
    </main>
  );
}
