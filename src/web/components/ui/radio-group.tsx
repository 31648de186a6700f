import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cn('grid gap-3', className)} {...props} />;
}

interface RadioCardProps extends Omit<ComponentProps<typeof RadioGroupPrimitive.Item>, 'title'> {
  label: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** A picture at the card's start, drawn as it comes (in place of an icon). */
  media?: ReactNode;
}

/** A choice shown as a card: the whole card is the radio button, its label the accessible name. */
export function RadioCard({ className, label, description, icon, media, ...props }: RadioCardProps) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        'group flex cursor-pointer items-start gap-3 rounded-2xl border border-input bg-card p-4 text-left transition-colors hover:border-azulejo-600 data-[state=checked]:border-azulejo-600 data-[state=checked]:bg-azulejo-50 data-[state=checked]:ring-1 data-[state=checked]:ring-azulejo-600',
        className,
      )}
      {...props}
    >
      {media}
      {icon ? (
        <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-sand-100 text-teal-700 group-data-[state=checked]:bg-card group-data-[state=checked]:text-azulejo-700 [&_svg]:size-4.5">
          {icon}
        </span>
      ) : null}
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="text-sm font-semibold text-ink">{label}</span>
        {description ? <span className="text-xs text-ink-muted">{description}</span> : null}
      </span>
      <span
        aria-hidden="true"
        className="mt-1 inline-flex size-4 shrink-0 items-center justify-center rounded-full border border-input bg-card group-data-[state=checked]:border-azulejo-600"
      >
        <RadioGroupPrimitive.Indicator className="size-2 rounded-full bg-azulejo-600" />
      </span>
    </RadioGroupPrimitive.Item>
  );
}
