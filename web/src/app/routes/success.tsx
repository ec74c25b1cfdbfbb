import { PaymentSuccess } from "../../features/payment/components/payment-success.tsx";

export default function SuccessRoute() {
  return <PaymentSuccess />;
}
