import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const fieldControlClass =
  'w-full rounded-xl border border-input bg-card px-3.5 text-base text-foreground shadow-xs transition-colors placeholder:text-ink-muted/80 hover:border-ink-muted/60 focus-visible:border-azulejo-600 disabled:cursor-not-allowed disabled:bg-sand-100 disabled:opacity-70 aria-invalid:border-danger-600 sm:text-sm';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldControlClass, 'h-11', className)} {...props} />;
}
