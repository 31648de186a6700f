import { EXPLORE_CATEGORIES } from '@contract/catalog';
import type { Locale } from '@contract/locales';
import { formatEuros } from '@contract/money';
import { PLACE_AREAS } from '@contract/places';
import { useId, useState } from 'react';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Slider } from '@/components/ui/slider';
import { cn } from '@/lib/cn';
import { placeAreaName, practiceName } from '@/lib/option-names/option-names';
import {
  ALL_AREAS,
  ALL_CATEGORIES,
  type ExploreFilters,
  FORMAT_LABELS,
  PRICE_STEP_EUROS,
  type SearchFormat,
} from '../explore-filters';
import { useLingui } from '../i18n';

type FilterPatch = Partial<ExploreFilters>;

interface ExploreFiltersPanelProps {
  filters: ExploreFilters;
  /** The slider's bounds in whole euros; null while the first answer is on its way. */
  priceBounds: [number, number] | null;
  onChange: (patch: FilterPatch) => void;
  className?: string;
  id?: string;
}

/** The "Filters" card: category, area, session format, online and price range. */
export function ExploreFiltersPanel({
  filters,
  priceBounds,
  onChange,
  className,
  id,
}: ExploreFiltersPanelProps) {
  const { i18n } = useLingui();
  const categoryId = useId();
  const areaId = useId();
  return (
    <Card id={id} className={cn('grid gap-6 p-6', className)}>
      <div>
        <h2 className="font-display text-xl font-semibold text-ink">{i18n._('guides.filters.title')}</h2>
        <p className="mt-0.5 text-sm text-ink-muted">{i18n._('guides.filters.lead')}</p>
      </div>

      <div className="grid gap-2">
        <Label htmlFor={categoryId}>{i18n._('guides.filters.category')}</Label>
        <Select value={filters.category} onValueChange={(category) => onChange({ category })}>
          <SelectTrigger id={categoryId}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_CATEGORIES}>{i18n._('guides.filters.allCategories')}</SelectItem>
            {categoryOptions(filters.category).map((category) => (
              <SelectItem key={category} value={category}>
                {practiceName(i18n, category)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      <div className="grid gap-2">
        <Label htmlFor={areaId}>{i18n._('guides.filters.area')}</Label>
        <Select value={filters.area} onValueChange={(area) => onChange({ area })}>
          <SelectTrigger id={areaId}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_AREAS}>{i18n._('guides.filters.allAreas')}</SelectItem>
            {PLACE_AREAS.map((area) => (
              <SelectItem key={area.id} value={area.id}>
                {placeAreaName(i18n, area.id)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium text-foreground">
          {i18n._('guides.filters.format')}
        </legend>
        {(Object.keys(FORMAT_LABELS) as SearchFormat[]).map((format) => (
          <FormatCheckbox
            key={format}
            format={format}
            checked={filters.formats.includes(format)}
            onCheckedChange={(checked) =>
              onChange({
                formats: checked
                  ? [...filters.formats, format].sort()
                  : filters.formats.filter((chosen) => chosen !== format),
              })
            }
          />
        ))}
      </fieldset>

      <OnlineFilter checked={filters.online} onCheckedChange={(online) => onChange({ online })} />

      <PriceRange filters={filters} bounds={priceBounds} onChange={onChange} />
    </Card>
  );
}

/** The spec's categories, and the practice shown when it came from home's search and is not one of them. */
function categoryOptions(current: string): string[] {
  const categories: string[] = [...EXPLORE_CATEGORIES];
  return current === ALL_CATEGORIES || categories.includes(current) ? categories : [...categories, current];
}

function FormatCheckbox({
  format,
  checked,
  onCheckedChange,
}: {
  format: SearchFormat;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onCheckedChange(value === true)} />
      <Label htmlFor={id} className="cursor-pointer font-normal">
        {i18n._(FORMAT_LABELS[format])}
      </Label>
    </div>
  );
}

/** Guides who meet seekers online: an upcoming online session, or their place is "Online". */
function OnlineFilter({
  checked,
  onCheckedChange,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium text-foreground">{i18n._('guides.filters.where')}</legend>
      <div className="flex items-center gap-3">
        <Checkbox id={id} checked={checked} onCheckedChange={(value) => onCheckedChange(value === true)} />
        <Label htmlFor={id} className="cursor-pointer font-normal">
          {i18n._('guides.card.online')}
        </Label>
      </div>
    </fieldset>
  );
}

function PriceRange({
  filters,
  bounds,
  onChange,
}: {
  filters: ExploreFilters;
  bounds: [number, number] | null;
  onChange: (patch: FilterPatch) => void;
}) {
  const { i18n } = useLingui();
  const euros = (value: number) => formatEuros(value * 100, i18n.locale as Locale);
  const labelId = useId();
  // While a thumb is dragged the range lives here; the URL changes once, when it is let go.
  const [dragging, setDragging] = useState<number[] | null>(null);

  if (!bounds) {
    return (
      <div className="grid gap-3">
        <span className="text-sm font-medium">{i18n._('guides.filters.price')}</span>
        <Skeleton className="h-6 w-full" />
      </div>
    );
  }
  const [low, high] = bounds;
  const clamp = (value: number) => Math.min(high, Math.max(low, value));
  const current = dragging ?? [clamp(filters.minPrice ?? low), clamp(filters.maxPrice ?? high)];
  const [from = low, to = high] = current;

  return (
    <div className="grid gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <span id={labelId} className="text-sm font-medium">
          {i18n._('guides.filters.price')}
        </span>
        <span className="text-sm text-ink-muted" aria-hidden="true">
          {euros(from)} – {euros(to)}
        </span>
      </div>
      <Slider
        aria-labelledby={labelId}
        min={low}
        max={high}
        step={PRICE_STEP_EUROS}
        minStepsBetweenThumbs={0}
        value={current}
        thumbLabels={[i18n._('guides.filters.minPrice'), i18n._('guides.filters.maxPrice')]}
        formatValue={euros}
        onValueChange={setDragging}
        onValueCommit={([min = low, max = high]) => {
          setDragging(null);
          onChange({ minPrice: min <= low ? null : min, maxPrice: max >= high ? null : max });
        }}
      />
    </div>
  );
}
