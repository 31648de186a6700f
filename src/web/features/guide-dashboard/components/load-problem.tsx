import { RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useLingui } from '../i18n';

/** A list or figure of the dashboard that could not be read, with a way to ask again. */
export function LoadProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-danger-600/30 bg-danger-50 px-4 py-3 text-sm text-danger-700"
    >
      <span className="inline-flex items-center gap-2 font-medium">
        <TriangleAlert aria-hidden="true" className="size-4" />
        {message}
      </span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        {i18n._('guideDashboard.retry')}
      </Button>
    </div>
  );
}
