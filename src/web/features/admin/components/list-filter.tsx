import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

interface ListFilterProps<V extends string> {
  label: string;
  /** The first choice, which sets no filter: "All statuses". */
  allLabel: string;
  options: readonly V[];
  labels: Record<V, string>;
  value: string | undefined;
  onChange: (value: V | undefined) => void;
}

/** One filter of a list: the browser's own select, so phones show their own picker. */
export function ListFilter<V extends string>({
  label,
  allLabel,
  options,
  labels,
  value,
  onChange,
}: ListFilterProps<V>) {
  const id = useId();
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
            {labels[option]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
