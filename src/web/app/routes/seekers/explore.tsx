import { formatDay } from '@contract/date-formats';
import type { Locale } from '@contract/locales';
import { areaOf } from '@contract/places';
import { CircleAlert, Search, SearchX, SlidersHorizontal, X } from 'lucide-react';
import {
  type FormEvent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { useSearchGuides } from '@/features/guides/api/search-guides';
import { GuideCard, GuideCardSkeleton } from '@/features/guides/components/guide-card';
import { NextSession } from '@/features/guides/components/next-session';
import {
  ALL_AREAS,
  ALL_CATEGORIES,
  EXPLORE_PAGE_SIZE,
  type ExploreFilters,
  exploreFiltersToParams,
  hasActiveFilters,
  parseExploreFilters,
  priceSliderBounds,
  resultsHeading,
  SORT_LABELS,
  toSearchQuery,
} from '@/features/guides/explore-filters';
import { cn } from '@/lib/cn';
import { placeAreaName, practiceName } from '@/lib/option-names/option-names';
import { totalPagesOf } from '@/lib/pagination';
import { useSearchParams } from '@/lib/router';
import { useMediaQuery } from '@/lib/use-media-query';
import { useLingui } from './i18n';

// A phone opens on the results: the panel's code (Radix select, checkboxes and slider) comes when it is shown.
const ExploreFiltersPanel = lazy(async () => ({
  default: (await import('@/features/guides/components/explore-filters-panel')).ExploreFiltersPanel,
}));

const SEARCH_DELAY_MS = 350;
/** Cards in the grid's widest row: those a visitor sees without scrolling, whose photos load first. */
const FIRST_ROW_SIZE = 3;
/** Tailwind's `lg`, from which the filters stand beside the results instead of behind a button. */
const FILTERS_BESIDE_RESULTS = '(min-width: 64rem)';

export function ExplorePage() {
  const { i18n } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseExploreFilters(searchParams), [searchParams]);
  const query = useMemo(() => toSearchQuery(filters, EXPLORE_PAGE_SIZE), [filters]);
  const { data, isPending, isError, isPlaceholderData, refetch, isRefetching } = useSearchGuides(query);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersBeside = useMediaQuery(FILTERS_BESIDE_RESULTS);
  const filtersId = useId();

  // Home's links name a practice three ways (modality, category, method): the address is rewritten
  // to the one spelling the page writes itself, so Back, reload and a shared link all agree.
  useEffect(() => {
    const canonical = exploreFiltersToParams(filters);
    if (canonical.toString() !== searchParams.toString()) setSearchParams(canonical, { replace: true });
  }, [filters, searchParams, setSearchParams]);

  /**
   * Every change lands in the URL. Typing replaces the current entry; a discrete choice pushes a new one, so
   * Back undoes it. Any change but a page change starts again at page 1.
   */
  const update = (patch: Partial<ExploreFilters>, { replace = false } = {}) => {
    const next: ExploreFilters = { ...filters, page: 1, ...patch };
    setSearchParams(exploreFiltersToParams(next), { replace });
  };

  const priceBounds = useMemo(() => (data ? priceSliderBounds(data.priceRange) : null), [data]);
  const totalPages = data ? totalPagesOf(data.total, EXPLORE_PAGE_SIZE) : 1;
  const activeFilterCount =
    (filters.category !== 'all' ? 1 : 0) +
    (filters.area !== ALL_AREAS ? 1 : 0) +
    filters.formats.length +
    (filters.minPrice !== null || filters.maxPrice !== null ? 1 : 0);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <PageMeta
        title={i18n._('seekers.explore.meta.title')}
        description={i18n._('seekers.explore.meta.description')}
      />
      <header className="max-w-3xl">
        <h1 className="text-4xl font-semibold tracking-tight text-ink sm:text-5xl">
          {i18n._('seekers.explore.title')}
        </h1>
        <p className="mt-3 text-lg text-ink-muted">{i18n._('seekers.explore.lead')}</p>
        <SearchBox value={filters.search} onSearch={(search, replace) => update({ search }, { replace })} />
      </header>

      <div className="mt-10 grid items-start gap-8 lg:grid-cols-[18rem_1fr]">
        <div className="lg:sticky lg:top-24">
          <Button
            variant="outline"
            className="w-full lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <SlidersHorizontal aria-hidden="true" />
            {filtersOpen ? i18n._('seekers.explore.hideFilters') : i18n._('seekers.explore.showFilters')}
            {activeFilterCount > 0 ? (
              <span className="rounded-full bg-azulejo-600 px-2 py-0.5 text-xs text-white">
                {activeFilterCount}
              </span>
            ) : null}
          </Button>
          {/* On a phone the closed panel is not drawn at all: the first screen has the results to draw. */}
          {filtersOpen || filtersBeside ? (
            <Suspense fallback={null}>
              <ExploreFiltersPanel
                id={filtersId}
                filters={filters}
                priceBounds={priceBounds}
                onChange={(patch) => update(patch)}
                className={cn('mt-4 lg:mt-0', filtersOpen ? 'grid' : 'hidden lg:grid')}
              />
            </Suspense>
          ) : null}
        </div>

        <section aria-labelledby="results-heading" className="min-w-0">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <h2 id="results-heading" aria-live="polite" className="text-2xl font-semibold text-ink">
              {data ? resultsHeading(data.total, filters.category, i18n) : <Skeleton className="h-8 w-64" />}
            </h2>
            <SortSelect
              value={filters.sort}
              ranked={filters.search.trim() !== ''}
              onChange={(sort) => update({ sort })}
            />
          </div>
          <ActiveChips
            filters={filters}
            onRemove={(patch) => update(patch)}
            onClearAll={() => setSearchParams({})}
          />

          <div className="mt-6">
            {isError && !data ? (
              <EmptyState
                icon={CircleAlert}
                title={i18n._('seekers.explore.error.title')}
                action={
                  <Button onClick={() => void refetch()} pending={isRefetching}>
                    {i18n._('seekers.explore.error.retry')}
                  </Button>
                }
              >
                {i18n._('seekers.explore.error.body')}
              </EmptyState>
            ) : isPending ? (
              <ResultsGrid busy>
                {Array.from({ length: 6 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <li key={index}>
                    <GuideCardSkeleton />
                  </li>
                ))}
              </ResultsGrid>
            ) : data.items.length === 0 ? (
              <EmptyState
                icon={SearchX}
                title={i18n._('seekers.explore.empty.title')}
                action={
                  hasActiveFilters(filters) ? (
                    <Button variant="outline" onClick={() => setSearchParams({})}>
                      {i18n._('seekers.explore.empty.clear')}
                    </Button>
                  ) : null
                }
              >
                {i18n._('seekers.explore.empty.body')}
              </EmptyState>
            ) : (
              <>
                <ResultsGrid busy={isPlaceholderData}>
                  {data.items.map((guide, index) => (
                    <li key={guide.id} className="flex">
                      <GuideCard
                        guide={guide}
                        photoLoading={index < FIRST_ROW_SIZE ? 'eager' : 'lazy'}
                        className="w-full"
                        corner={<FavoriteButton guideId={guide.id} name={guide.fullName} />}
                        aside={<NextSession at={guide.nextSessionAt} />}
                      />
                    </li>
                  ))}
                </ResultsGrid>
                <Pagination
                  className="mt-10"
                  page={Math.min(filters.page, totalPages)}
                  totalPages={totalPages}
                  onPageChange={(page) => {
                    update({ page });
                    document.getElementById('results-heading')?.scrollIntoView({ block: 'start' });
                  }}
                />
              </>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}

function ResultsGrid({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <ul
      aria-busy={busy || undefined}
      className={cn('grid gap-6 sm:grid-cols-2 xl:grid-cols-3', busy && 'opacity-60 transition-opacity')}
    >
      {children}
    </ul>
  );
}

/** Typing waits a moment before the URL (and the search) follows; Enter searches at once. */
function SearchBox({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (text: string, replace: boolean) => void;
}) {
  const { i18n } = useLingui();
  const [text, setText] = useState(value);
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };
  /** What this box last put in the URL: that change must not overwrite what was typed since. */
  const sent = useRef(value);

  const send = (next: string) => {
    sent.current = next;
    latest.current.onSearch(next, true);
  };

  // The URL changed on its own (Back, a cleared filter): the box follows it.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only typing starts the countdown
  useEffect(() => {
    if (text === latest.current.value) return;
    const timer = setTimeout(() => send(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text !== value) send(text);
  };

  return (
    <search className="mt-6 block">
      <form onSubmit={onSubmit} className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-muted"
        />
        <Input
          type="search"
          name="q"
          aria-label={i18n._('seekers.explore.search.label')}
          placeholder={i18n._('seekers.explore.search.placeholder')}
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          className="h-13 rounded-full pl-12 text-base shadow-soft sm:text-base"
        />
      </form>
    </search>
  );
}

/** With search words, the closest matches come first and the chosen order only breaks ties: the label says so. */
function SortSelect({
  value,
  ranked,
  onChange,
}: {
  value: ExploreFilters['sort'];
  ranked: boolean;
  onChange: (sort: ExploreFilters['sort']) => void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <Label htmlFor={id} className="shrink-0 text-ink-muted">
        {ranked ? i18n._('seekers.explore.sort.ranked') : i18n._('seekers.explore.sort.label')}
      </Label>
      {/* The browser's own select: it is on the first screen, and Radix's built its hidden list on every visit. */}
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as ExploreFilters['sort'])}
        className="w-52"
      >
        {(Object.keys(SORT_LABELS) as ExploreFilters['sort'][]).map((sort) => (
          <option key={sort} value={sort}>
            {i18n._(SORT_LABELS[sort])}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function ActiveChips({
  filters,
  onRemove,
  onClearAll,
}: {
  filters: ExploreFilters;
  onRemove: (patch: Partial<ExploreFilters>) => void;
  onClearAll: () => void;
}) {
  const { i18n } = useLingui();
  const chips: { key: string; label: string; patch: Partial<ExploreFilters> }[] = [];
  if (filters.category !== ALL_CATEGORIES)
    chips.push({
      key: 'category',
      label: practiceName(i18n, filters.category),
      patch: { category: ALL_CATEGORIES },
    });
  const area = areaOf(filters.area);
  if (area) chips.push({ key: 'area', label: placeAreaName(i18n, area.id), patch: { area: ALL_AREAS } });
  if (filters.date)
    chips.push({
      key: 'date',
      label: formatDay(filters.date, 'weekday', i18n.locale as Locale),
      patch: { date: null },
    });
  if (chips.length === 0 && !hasActiveFilters(filters)) return null;

  return (
    <ul aria-label={i18n._('seekers.explore.chips.name')} className="mt-4 flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li
          key={chip.key}
          className="inline-flex h-9 items-center gap-1 rounded-full border border-azulejo-200 bg-azulejo-50 pr-1 pl-3.5 text-sm font-medium text-azulejo-700"
        >
          {chip.label}
          <button
            type="button"
            aria-label={i18n._('seekers.explore.chips.remove', { filter: chip.label })}
            onClick={() => onRemove(chip.patch)}
            className="inline-flex size-7 cursor-pointer items-center justify-center rounded-full hover:bg-azulejo-100"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </li>
      ))}
      {hasActiveFilters(filters) ? (
        <li>
          <Button variant="link" size="sm" onClick={onClearAll} className="ml-1">
            {i18n._('seekers.explore.chips.clearAll')}
          </Button>
        </li>
      ) : null}
    </ul>
  );
}
