import { SEARCH_MODALITIES } from '@contract/catalog';
import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { NativeSelect } from '@/components/ui/native-select';
import { toQueryString } from '@/lib/query-string';
import { useNavigate } from '@/lib/router';

/** The hero's search: an experience and a day, both optional; it opens explore with what was chosen. */
export function HomeSearchForm() {
  const navigate = useNavigate();
  const modalityId = useId();
  const [modality, setModality] = useState('');
  const [date, setDate] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(`/explore${toQueryString({ modality, date })}`);
  };

  return (
    <search aria-label="Find a session">
      <form
        onSubmit={onSubmit}
        className="grid gap-3 rounded-3xl border border-border bg-card p-3 shadow-lift sm:grid-cols-[1fr_1fr_auto] sm:items-end sm:p-4"
      >
        <div className="grid gap-1">
          <label htmlFor={modalityId} className="px-1 text-xs font-semibold text-ink-muted">
            Experience
          </label>
          <NativeSelect
            id={modalityId}
            value={modality}
            onChange={(event) => setModality(event.target.value)}
          >
            <option value="">Any experience</option>
            {SEARCH_MODALITIES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <span aria-hidden="true" className="px-1 text-xs font-semibold text-ink-muted">
            Date
          </span>
          <DatePicker value={date} onChange={setDate} placeholder="When?" label="Date" disablePast />
        </div>
        <Button type="submit" size="lg" className="h-11 w-full sm:w-auto">
          <Search aria-hidden="true" />
          Search
        </Button>
      </form>
    </search>
  );
}
