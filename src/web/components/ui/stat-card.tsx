import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './card';

interface StatCardProps {
  icon: LucideIcon;
  label: string;
  value: string;
  detail: ReactNode;
}

/** One figure of a dashboard: what it counts, the number, and a line that puts it in context. */
export function StatCard({ icon: Icon, label, value, detail }: StatCardProps) {
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-ink-muted">{label}</p>
        <span className="inline-flex size-9 items-center justify-center rounded-xl bg-azulejo-50 text-azulejo-700">
          <Icon aria-hidden="true" className="size-4.5" />
        </span>
      </div>
      <p className="mt-3 font-display text-3xl font-semibold break-words text-ink">{value}</p>
      <p className="mt-1 text-sm text-ink-muted">{detail}</p>
    </Card>
  );
}
