import { formatDate, formatDay } from '@contract/date-formats';
import { lisbonClock, lisbonMidnight } from '@contract/lisbon-time';
import type { Locale } from '@contract/locales';
import { useState } from 'react';
import { useLingui } from '@/i18n';
import { Calendar } from './calendar';
import { type DatePickerProps, DateTrigger } from './date-trigger';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

/** Loaded by DatePicker on first use: the Radix popover with the calendar; picking a day closes it. */
export function DatePickerPopover({
  value,
  onChange,
  placeholder,
  label,
  disablePast = false,
  lastDay,
  className,
  defaultOpen,
  id,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
}: DatePickerProps & { defaultOpen: boolean }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(defaultOpen);
  const locale = useLingui().i18n.locale as Locale;
  const selected = value ? (lisbonMidnight(value) ?? undefined) : undefined;
  const last = lastDay ? (lisbonMidnight(lastDay) ?? undefined) : undefined;
  const disabled = [
    ...(disablePast ? [{ before: lisbonClock(Date.now()) }] : []),
    ...(last ? [{ after: last }] : []),
  ];
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <DateTrigger
          id={id}
          aria-invalid={ariaInvalid}
          aria-describedby={ariaDescribedBy}
          label={label}
          className={className}
          data-empty={value ? undefined : ''}
        >
          {value ? formatDay(value, 'long', locale) : placeholder}
        </DateTrigger>
      </PopoverTrigger>
      <PopoverContent className="w-auto p-2" aria-label={label}>
        <Calendar
          mode="single"
          required
          autoFocus
          selected={selected}
          defaultMonth={selected}
          disabled={disabled.length > 0 ? disabled : undefined}
          // A bounded window (the booking card's) also keeps the month arrows inside it.
          startMonth={last && disablePast ? lisbonClock(Date.now()) : undefined}
          endMonth={last}
          onSelect={(day) => {
            onChange(formatDate(day, 'iso'));
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
