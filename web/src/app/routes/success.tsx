import { QueryProvider } from "@/app/query-provider.tsx";
import { TooltipProvider } from "@/components/tooltip.tsx";
import { PaymentSuccess } from "@/features/payment/components/payment-success.tsx";

export default function SuccessRoute() {
  return (
    <QueryProvider>
      <TooltipProvider>
        {/* The report link's copy button confirms with a tooltip. */}
        <PaymentSuccess />
      </TooltipProvider>
    </QueryProvider>
  );
}
