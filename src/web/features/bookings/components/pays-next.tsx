import { Lock } from 'lucide-react';
import { useLingui } from '../i18n';

/** Under the booking card's button: paying comes next, on the checkout page. */
export function PaysNext() {
  const { i18n } = useLingui();
  return (
    <p className="flex items-start justify-center gap-1.5 text-center text-xs text-ink-muted">
      <Lock aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      {i18n._('bookings.paysNext')}
    </p>
  );
}
