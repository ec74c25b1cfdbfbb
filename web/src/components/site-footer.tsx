// The footer of every screen: the way to the privacy notice (docs/privacy.md) and home. Plain
// links: they cost the first load nothing, and a full page load of a lazy screen is fine here.
import { paths } from "@/config/paths.ts";

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <a href={paths.home.getHref()}>Cảm Hứng Tên</a>
      <a href={paths.privacy.getHref()}>Chính sách quyền riêng tư</a>
    </footer>
  );
}
