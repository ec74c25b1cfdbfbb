import { NoIndex } from "@/components/no-index.tsx";
import { useParams } from "react-router-dom";
import { QueryProvider } from "@/app/query-provider.tsx";
import { pageTitle, usePageTitle } from "@/lib/page-title.ts";
import { TooltipProvider } from "@/components/tooltip.tsx";
import { PaymentInfo } from "@/features/payment/components/payment-info.tsx";

export default function PaymentInfoRoute() {
  const { id = "" } = useParams();
  usePageTitle(pageTitle("Thông tin thanh toán"));
  return (
    <QueryProvider>
      <TooltipProvider>
        <NoIndex />
        {/* key: another record's page starts from its own state (copied flags, the paid redirect). */}
        <PaymentInfo key={id} recordId={id} />
      </TooltipProvider>
    </QueryProvider>
  );
}
