import { TIME_ZONE } from '@contract/brand';
import { formatDate, formatDay } from '@contract/date-formats';
import { TZDate } from '@date-fns/tz';
import { useState } from 'react';
import { Calendar } from './calendar';
import { type DatePickerProps, DateTrigger } from './date-trigger';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

function lisbonMidnight(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, date, TIME_ZONE);
}

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
  const [open, setOpen] = useState(defaultOpen);
  const selected = value ? lisbonMidnight(value) : undefined;
  const last = lastDay ? lisbonMidnight(lastDay) : undefined;
  const disabled = [
    ...(disablePast ? [{ before: TZDate.tz(TIME_ZONE) }] : []),
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
          {value ? formatDay(value, 'long') : placeholder}
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
          startMonth={last && disablePast ? TZDate.tz(TIME_ZONE) : undefined}
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
