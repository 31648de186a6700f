import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { SearchField } from '@/components/ui/search-field';

interface ListSearchProps {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (q: string) => void;
}

/** The list's server-side search: a visible label, and the search follows a moment after typing stops. */
export function ListSearch({ label, placeholder, value, onSearch }: ListSearchProps) {
  const id = useId();
  return (
    <div className="grid min-w-0 flex-1 gap-1.5 sm:min-w-64">
      <Label htmlFor={id}>{label}</Label>
      <SearchField id={id} value={value} onSearch={onSearch} placeholder={placeholder} />
    </div>
  );
}
