import 'react-day-picker/style.css';
import { TIME_ZONE } from '@contract/brand';
import { formatDate } from '@contract/date-formats';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ComponentProps } from 'react';
import { DayPicker, type Modifiers } from 'react-day-picker';
import { cn } from '@/lib/cn';

function Chevron({ orientation }: { orientation?: 'up' | 'down' | 'left' | 'right' }) {
  return orientation === 'left' ? (
    <ChevronLeft aria-hidden="true" className="size-4" />
  ) : (
    <ChevronRight aria-hidden="true" className="size-4" />
  );
}

/** A day as the rest of Luz names it ("Monday, 30 November 2026"), not react-day-picker's American way. */
function labelDayButton(day: Date, modifiers: Modifiers): string {
  const label = formatDate(day, 'long');
  return `${modifiers.today ? 'Today, ' : ''}${label}${modifiers.selected ? ', selected' : ''}`;
}

const formatCaption = (month: Date) => formatDate(month, 'month');

/** react-day-picker in Luz's colours; days are Lisbon days whatever the visitor's clock says. */
export function Calendar({ className, classNames, ...props }: ComponentProps<typeof DayPicker>) {
  return (
    <DayPicker
      timeZone={TIME_ZONE}
      weekStartsOn={1}
      className={cn(
        'text-sm [--rdp-accent-background-color:var(--color-azulejo-50)] [--rdp-accent-color:var(--color-azulejo-600)] [--rdp-day-height:2.5rem] [--rdp-day-width:2.5rem] [--rdp-day_button-height:2.375rem] [--rdp-day_button-width:2.375rem] [--rdp-today-color:var(--color-terracotta-700)]',
        className,
      )}
      classNames={{
        month_caption: 'flex h-11 items-center px-2 font-display text-base font-semibold text-ink',
        weekday: 'pb-1 text-xs font-medium text-ink-muted',
        day_button:
          'rounded-full transition-colors hover:bg-sand-100 disabled:hover:bg-transparent aria-selected:hover:bg-azulejo-700',
        selected: 'font-semibold [&>button]:bg-azulejo-600 [&>button]:text-white',
        today: 'font-semibold',
        disabled: 'text-ink-muted/60',
        button_previous:
          'inline-flex size-9 cursor-pointer items-center justify-center rounded-full text-ink hover:bg-sand-100 disabled:cursor-default disabled:opacity-40 disabled:hover:bg-transparent',
        button_next:
          'inline-flex size-9 cursor-pointer items-center justify-center rounded-full text-ink hover:bg-sand-100 disabled:cursor-default disabled:opacity-40 disabled:hover:bg-transparent',
        ...classNames,
      }}
      components={{ Chevron }}
      labels={{ labelDayButton }}
      formatters={{ formatCaption }}
      {...props}
    />
  );
}
