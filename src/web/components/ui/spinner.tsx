import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

interface SpinnerProps {
  className?: string;
  /** Read by screen readers; null when the surrounding text already says what is happening. */
  label?: string | null;
}

export function Spinner({ className, label = 'Loading' }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin text-current', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
