import { pageTitle, usePageTitle } from "@/lib/page-title.ts";
import { PrivacyNotice } from "@/features/privacy/components/privacy-notice.tsx";

export default function PrivacyNoticeRoute() {
  usePageTitle(pageTitle("Chính sách quyền riêng tư"));
  return (
    <main className="page">
      <PrivacyNotice />
    </main>
  );
}
