import { LoaderCircle } from 'lucide-react';
import { useLingui } from '@/i18n';
import { cn } from '@/lib/cn';

interface SpinnerProps {
  className?: string;
  /** Read by screen readers; null when the surrounding text already says what is happening. */
  label?: string | null;
}

export function Spinner({ className, label }: SpinnerProps) {
  const { i18n } = useLingui();
  const name = label === null ? null : (label ?? i18n._('loader.default'));
  return (
    <span role={name ? 'status' : undefined} className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin text-current', className)} />
      {name ? <span className="sr-only">{name}</span> : null}
    </span>
  );
}
