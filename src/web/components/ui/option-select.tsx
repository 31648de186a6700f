import type { Ref } from 'react';
import type { FieldControlProps } from './form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

interface OptionSelectProps<T extends string> extends Partial<FieldControlProps> {
  options: readonly T[] | readonly { value: T; label: string }[];
  value: T | '' | undefined;
  onChange: (value: T) => void;
  onBlur?: () => void;
  placeholder: string;
  disabled?: boolean;
  className?: string;
  /** The trigger button, so a form can focus the field. */
  ref?: Ref<HTMLButtonElement>;
}

/** The Radix select for a fixed list of values, wired like an input: give it a FormField's control props. */
export function OptionSelect<T extends string>({
  options,
  value,
  onChange,
  onBlur,
  placeholder,
  disabled,
  className,
  ref,
  ...control
}: OptionSelectProps<T>) {
  const items = options.map((option) =>
    typeof option === 'string' ? { value: option, label: option } : option,
  );
  return (
    <Select value={value || ''} onValueChange={(next) => onChange(next as T)} disabled={disabled}>
      <SelectTrigger ref={ref} {...control} onBlur={onBlur} className={className}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {items.map((item) => (
          <SelectItem key={item.value} value={item.value}>
            {item.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
