import { useId } from 'react';
import { cn } from '@/lib/cn';
import { useFieldMessage } from '@/lib/form-validation';
import { Checkbox } from './checkbox';

interface CheckboxGroupProps<T extends string> {
  legend: string;
  options: readonly T[];
  /** How an option reads, when the value kept is not the word shown (a contract code on a Portuguese page). */
  optionLabel?: (option: T) => string;
  value: readonly T[];
  onChange: (value: T[]) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  /** Grid columns of the options, as Tailwind classes. */
  columnsClassName?: string;
  className?: string;
}

/** Several choices of a fixed list, as a fieldset of labelled checkboxes; the value keeps the options' order. */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  optionLabel = (option) => option,
  value,
  onChange,
  onBlur,
  error: message,
  hint,
  columnsClassName = 'grid-cols-2 sm:grid-cols-3',
  className,
}: CheckboxGroupProps<T>) {
  const id = useId();
  const error = useFieldMessage()(message);
  const messageId = `${id}-message`;
  const chosen = new Set(value);
  const toggle = (option: T, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(option);
    else next.delete(option);
    onChange(options.filter((o) => next.has(o)));
  };
  return (
    <fieldset
      className={cn('grid gap-1.5', className)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error || hint ? messageId : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-foreground">{legend}</legend>
      <div className={cn('grid gap-2', columnsClassName)}>
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          return (
            <label
              key={option}
              htmlFor={optionId}
              className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl border border-border bg-card px-3 py-2 text-sm text-ink transition-colors hover:border-azulejo-600 has-[[data-state=checked]]:border-azulejo-600 has-[[data-state=checked]]:bg-azulejo-50"
            >
              <Checkbox
                id={optionId}
                checked={chosen.has(option)}
                onCheckedChange={(checked) => toggle(option, checked === true)}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
              />
              {optionLabel(option)}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={messageId} className="text-sm font-medium text-danger-600">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
