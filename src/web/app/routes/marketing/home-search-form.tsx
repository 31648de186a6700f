import { SEARCH_MODALITIES } from '@contract/catalog';
import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { NativeSelect } from '@/components/ui/native-select';
import { categoryName } from '@/lib/practice-names';
import { toQueryString } from '@/lib/query-string';
import { useNavigate } from '@/lib/router';
import { useLingui } from './i18n';

/** The hero's search: an experience and a day, both optional; it opens explore with what was chosen. */
export function HomeSearchForm() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const modalityId = useId();
  const [modality, setModality] = useState('');
  const [date, setDate] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(`/explore${toQueryString({ modality, date })}`);
  };

  return (
    <search aria-label={i18n._('marketing.homeSearch.name')}>
      <form
        onSubmit={onSubmit}
        className="grid gap-3 rounded-3xl border border-border bg-card p-3 shadow-lift sm:grid-cols-[1fr_1fr_auto] sm:items-end sm:p-4"
      >
        <div className="grid gap-1">
          <label htmlFor={modalityId} className="px-1 text-xs font-semibold text-ink-muted">
            {i18n._('marketing.homeSearch.experience')}
          </label>
          <NativeSelect
            id={modalityId}
            value={modality}
            onChange={(event) => setModality(event.target.value)}
          >
            <option value="">{i18n._('marketing.homeSearch.any')}</option>
            {SEARCH_MODALITIES.map((option) => (
              <option key={option.value} value={option.value}>
                {categoryName(i18n, option.label)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <span aria-hidden="true" className="px-1 text-xs font-semibold text-ink-muted">
            {i18n._('marketing.homeSearch.date')}
          </span>
          <DatePicker
            value={date}
            onChange={setDate}
            placeholder={i18n._('marketing.homeSearch.when')}
            label={i18n._('marketing.homeSearch.date')}
            disablePast
          />
        </div>
        <Button type="submit" size="lg" className="h-11 w-full sm:w-auto">
          <Search aria-hidden="true" />
          {i18n._('marketing.homeSearch.submit')}
        </Button>
      </form>
    </search>
  );
}
