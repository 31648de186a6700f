import type { PlatformStats as Stats } from '@contract/stats';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { usePlatformStats } from '../api/get-platform-stats';
import { useLingui } from '../i18n';

/**
 * The marketing figures read "30+ modalities", "100+ practitioners", "500+ clients" only while the database
 * really holds that many; below that the real count is shown (DESIGN.md: no invented numbers).
 */
const FIGURES = [
  { key: 'modalities', threshold: 30, one: /*i18n*/ 'stats.modality', many: /*i18n*/ 'stats.modalities' },
  {
    key: 'practitioners',
    threshold: 100,
    one: /*i18n*/ 'stats.practitioner',
    many: /*i18n*/ 'stats.practitioners',
  },
  { key: 'clients', threshold: 500, one: /*i18n*/ 'stats.client', many: /*i18n*/ 'stats.clients' },
] as const satisfies readonly { key: keyof Stats; threshold: number; one: string; many: string }[];

export function statFigure(count: number, threshold: number): string {
  return count >= threshold ? `${threshold}+` : String(count);
}

export function PlatformStats({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const { data, isPending, isError } = usePlatformStats();
  if (isError) return null;

  return (
    <dl className={cn('grid grid-cols-3 gap-4', className)} aria-busy={isPending || undefined}>
      {FIGURES.map(({ key, threshold, one, many }) => (
        <div key={key} className="flex flex-col-reverse gap-1">
          <dt className="text-sm opacity-85">
            {data ? i18n._(data[key] === 1 ? one : many) : <Skeleton className="h-4 w-20 bg-white/15" />}
          </dt>
          <dd className="font-display text-3xl font-semibold tracking-tight">
            {data ? statFigure(data[key], threshold) : <Skeleton className="h-8 w-14 bg-white/15" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
