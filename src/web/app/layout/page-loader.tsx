import { LoaderCircle } from 'lucide-react';
import { useLingui } from '@/i18n';
import { cn } from '@/lib/cn';

/** The calm state shown while Luz finds out who you are or loads a screen. */
export function PageLoader({ className, label }: { className?: string; label?: string }) {
  const { i18n } = useLingui();
  return (
    <div
      role="status"
      className={cn('flex min-h-[50dvh] flex-col items-center justify-center gap-4', className)}
    >
      <span className="relative inline-flex size-14 items-center justify-center">
        <span className="absolute inset-0 animate-ping rounded-full bg-azulejo-100 opacity-60 [animation-duration:1.8s]" />
        <span className="relative inline-flex size-12 items-center justify-center rounded-full bg-card shadow-soft">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-azulejo-600" />
        </span>
      </span>
      <span className="text-sm text-ink-muted">
        {i18n._('loader.loading', { label: label ?? i18n._('loader.default') })}
      </span>
    </div>
  );
}
