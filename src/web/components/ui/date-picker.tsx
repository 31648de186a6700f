import { lazy, Suspense, useState } from 'react';
import { type DatePickerProps, DateTrigger } from './date-trigger';

// The calendar and its popover load on the first hover, focus or tap of the button, not with the page.
const loadPopover = () => import('./date-picker-popover');
const DatePickerPopover = lazy(async () => ({ default: (await loadPopover()).DatePickerPopover }));

export function DatePicker(props: DatePickerProps) {
  const { value, placeholder, label, className, id } = props;
  const [active, setActive] = useState(value !== null);
  const idleTrigger = (busy: boolean) => (
    <DateTrigger
      id={id}
      aria-invalid={props['aria-invalid']}
      aria-describedby={props['aria-describedby']}
      label={label}
      className={className}
      data-empty=""
      aria-busy={busy || undefined}
      onPointerEnter={() => void loadPopover()}
      onFocus={() => void loadPopover()}
      onClick={() => setActive(true)}
    >
      {placeholder}
    </DateTrigger>
  );
  if (!active) return idleTrigger(false);
  return (
    <Suspense fallback={idleTrigger(true)}>
      <DatePickerPopover {...props} defaultOpen={value === null} />
    </Suspense>
  );
}
