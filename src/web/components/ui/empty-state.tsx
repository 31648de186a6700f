import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  /** A way on: a button or a link. */
  action?: ReactNode;
  className?: string;
  /** The heading level that fits the page's outline. */
  headingLevel?: 'h1' | 'h2' | 'h3';
}

/** What a list says when it has nothing to show: calm, and never a dead end. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  className,
  headingLevel: Heading = 'h2',
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-card border border-dashed border-border bg-card/60 px-6 py-12 text-center',
        className,
      )}
    >
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-azulejo-50 text-azulejo-700">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <Heading className="mt-5 text-xl font-semibold text-ink">{title}</Heading>
      {children ? <div className="mt-2 max-w-md text-ink-muted">{children}</div> : null}
      {action ? <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}
