import { Lock } from 'lucide-react';

/** Under the booking card's button: paying comes next, on the checkout page. */
export function PaysNext() {
  return (
    <p className="flex items-start justify-center gap-1.5 text-center text-xs text-ink-muted">
      <Lock aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      You pay on the secure checkout page next. Your spot is held for you while you pay.
    </p>
  );
}
