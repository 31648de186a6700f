import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

/** An amount in euros: a number input with the € sign in front. */
export function EuroInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-sm font-medium text-ink-muted"
      >
        €
      </span>
      <Input type="number" inputMode="decimal" min={0} className={cn('pl-8', className)} {...props} />
    </div>
  );
}
