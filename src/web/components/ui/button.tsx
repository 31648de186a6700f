import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Slot } from './slot';
import { Spinner } from './spinner';

export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-full font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        secondary: 'bg-teal-700 text-white shadow-sm hover:bg-teal-800',
        outline: 'border border-input bg-card text-foreground hover:border-azulejo-600 hover:bg-azulejo-50',
        ghost: 'text-foreground hover:bg-sand-100',
        soft: 'bg-azulejo-50 text-azulejo-700 hover:bg-azulejo-100',
        highlight: 'bg-terracotta-600 text-white shadow-sm hover:bg-terracotta-700',
        destructive: 'bg-danger-600 text-white shadow-sm hover:bg-danger-700',
        /** A refusal that stays calm beside a primary action: reject, in a dialog's footer. */
        'destructive-outline':
          'border border-danger-600/40 bg-card text-danger-700 hover:border-danger-600 hover:bg-danger-50',
        /** A row's action that takes something away (cancel, deactivate): quiet until pointed at. */
        'destructive-ghost': 'text-danger-700 hover:bg-danger-50',
        link: 'rounded-md px-0 text-link underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-9 px-4 text-sm',
        md: 'h-11 px-5 text-sm',
        lg: 'h-12 px-7 text-base',
        icon: 'size-10',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Renders the child (a link, usually) with the button's look instead of a <button>. */
  asChild?: boolean;
  /** Shows a spinner and blocks clicks while an action runs. */
  pending?: boolean;
}

export function Button({
  className,
  variant,
  size,
  asChild = false,
  pending = false,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  if (asChild) {
    return (
      <Slot className={cn(buttonVariants({ variant, size }), className)} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...props}
    >
      {pending ? <Spinner className="size-4" label={null} /> : null}
      {children}
    </button>
  );
}
