import { CalendarDays } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { fieldControlClass } from './input';

export interface DatePickerProps {
  /** The chosen Lisbon day as yyyy-MM-dd, or null. */
  value: string | null;
  onChange: (day: string | null) => void;
  /** Shown until a day is chosen. */
  placeholder: string;
  /** Read before the value by screen readers ("Date"). */
  label: string;
  /** Days before today (in Lisbon) cannot be picked. */
  disablePast?: boolean;
  /** The last day that can be picked (yyyy-MM-dd); later days and months are out of reach. */
  lastDay?: string;
  className?: string;
  /** A FormField's control props, so its label, hint and error belong to the button. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** The button that opens the calendar; it shows the placeholder, or the chosen day in long form. */
export function DateTrigger({
  className,
  children,
  label,
  ...props
}: ComponentProps<'button'> & { label: string }) {
  return (
    <button
      type="button"
      className={cn(
        fieldControlClass,
        'flex h-11 cursor-pointer items-center gap-2.5 text-left data-[empty]:text-ink-muted',
        className,
      )}
      {...props}
    >
      <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
      <span className="sr-only">{label}: </span>
      <span className="truncate">{children}</span>
    </button>
  );
}
