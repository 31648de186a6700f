import 'react-day-picker/style.css';
import { TIME_ZONE } from '@contract/brand';
import { formatDate } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ComponentProps } from 'react';
import { DayPicker, type Modifiers } from 'react-day-picker';
import { useLingui } from '@/i18n';
import { cn } from '@/lib/cn';
import { LOADED_LOCALES } from '@/lib/i18n';

type DayPickerLocale = NonNullable<ComponentProps<typeof DayPicker>['locale']>;

/** react-day-picker's words and date-fns's names of months and days for each language but English, its own. */
const DAY_PICKER_LOCALES: Partial<Record<Locale, () => Promise<DayPickerLocale>>> = {
  'pt-PT': async () => (await import('react-day-picker/locale/pt')).pt,
};

// Only the page's language arrives in the browser, with the calendar's own code: an English page never
// downloads the Portuguese names.
const LOADED_DAY_PICKER_LOCALES: Partial<Record<Locale, DayPickerLocale>> = Object.fromEntries(
  await Promise.all(
    LOADED_LOCALES.flatMap((locale) => {
      const load = DAY_PICKER_LOCALES[locale];
      return load ? [load().then((loaded) => [locale, loaded] as const)] : [];
    }),
  ),
);

function Chevron({ orientation }: { orientation?: 'up' | 'down' | 'left' | 'right' }) {
  return orientation === 'left' ? (
    <ChevronLeft aria-hidden="true" className="size-4" />
  ) : (
    <ChevronRight aria-hidden="true" className="size-4" />
  );
}

/**
 * An English day as the rest of Luz names it ("Monday, 30 November 2026"), not react-day-picker's American way.
 * Other languages name it as their react-day-picker locale does ("sábado, 28 de novembro de 2026").
 */
function labelDayButton(day: Date, modifiers: Modifiers): string {
  const label = formatDate(day, 'long');
  return `${modifiers.today ? 'Today, ' : ''}${label}${modifiers.selected ? ', selected' : ''}`;
}

/** react-day-picker in Luz's colours and the page's language; days are Lisbon days whatever the visitor's clock says. */
export function Calendar({ className, classNames, ...props }: ComponentProps<typeof DayPicker>) {
  const locale = useLingui().i18n.locale as Locale;
  const dayPickerLocale = LOADED_DAY_PICKER_LOCALES[locale];
  return (
    <DayPicker
      timeZone={TIME_ZONE}
      locale={dayPickerLocale}
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
      labels={dayPickerLocale ? undefined : { labelDayButton }}
      formatters={{ formatCaption: (month: Date) => formatDate(month, 'month', locale) }}
      {...props}
    />
  );
}
