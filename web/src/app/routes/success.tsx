import { QueryProvider } from "@/app/query-provider.tsx";
import { NoIndex } from "@/components/no-index.tsx";
import { pageTitle, usePageTitle } from "@/lib/page-title.ts";
import { TooltipProvider } from "@/components/tooltip.tsx";
import { PaymentSuccess } from "@/features/payment/components/payment-success.tsx";

export default function SuccessRoute() {
  usePageTitle(pageTitle("Xác nhận thanh toán"));
  return (
    <QueryProvider>
      <TooltipProvider>
        <NoIndex />
        {/* The report link's copy button confirms with a tooltip. */}
        <PaymentSuccess />
      </TooltipProvider>
    </QueryProvider>
  );
}
