import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-medium [&_svg]:size-3.5',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-sand-100 text-ink',
        success: 'border-transparent bg-success-50 text-success-700',
        warning: 'border-transparent bg-warning-50 text-warning-700',
        destructive: 'border-transparent bg-danger-50 text-danger-600',
        info: 'border-transparent bg-azulejo-50 text-azulejo-700',
        highlight: 'border-terracotta-100 bg-terracotta-50 text-terracotta-700',
        outline: 'border-border bg-card text-ink',
        beta: 'border-terracotta-300 bg-terracotta-50 px-1.5 py-0 text-[0.625rem] font-semibold uppercase tracking-wider text-terracotta-700',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export interface BadgeProps extends ComponentProps<'span'>, VariantProps<typeof badgeVariants> {}

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
