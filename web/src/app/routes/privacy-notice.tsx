import { PrivacyNotice } from "@/features/privacy/components/privacy-notice.tsx";

export default function PrivacyNoticeRoute() {
  return (
    <main className="page">
      <PrivacyNotice />
    </main>
  );
}
