import { CreditCard } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function CheckoutPage() {
  return (
    <PagePlaceholder
      icon={CreditCard}
      heading="Secure Checkout"
      meta={{ title: 'Secure Checkout', description: 'Pay for your wellness session securely.' }}
    >
      The card payment for your booking will be taken here, after which you return to your confirmation.
    </PagePlaceholder>
  );
}
