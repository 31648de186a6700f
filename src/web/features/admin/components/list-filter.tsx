import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useLingui } from '../i18n';

interface ListFilterProps<V extends string> {
  label: string;
  /** The first choice, which sets no filter: "All statuses". */
  allLabel: string;
  options: readonly V[];
  /** Each option's name as a message id; the value sent stays the option itself (the API's code). */
  messages: Record<V, string>;
  value: string | undefined;
  onChange: (value: V | undefined) => void;
}

/** One filter of a list: the browser's own select, so phones show their own picker. */
export function ListFilter<V extends string>({
  label,
  allLabel,
  options,
  messages,
  value,
  onChange,
}: ListFilterProps<V>) {
  const id = useId();
  const { i18n } = useLingui();
  return (
    <div className="grid gap-1.5 sm:w-52">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as V | undefined)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {i18n._(messages[option])}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
