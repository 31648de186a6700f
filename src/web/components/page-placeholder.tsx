import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLingui } from '@/components/i18n';
import { AzulejoPattern } from './azulejo-pattern';
import { PageMeta } from './page-meta';
import { Badge } from './ui/badge';

interface PagePlaceholderProps {
  icon: LucideIcon;
  /** Small line above the heading, such as the area the page belongs to. */
  eyebrow?: string;
  heading: string;
  /** One honest sentence about what this screen will hold. */
  children: ReactNode;
  meta: { title: string; description: string };
  actions?: ReactNode;
}

/** A page whose screen is still being built: its real heading, what it will hold, and a way on. */
export function PagePlaceholder({
  icon: Icon,
  eyebrow,
  heading,
  children,
  meta,
  actions,
}: PagePlaceholderProps) {
  const { i18n } = useLingui();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:py-20">
      <PageMeta {...meta} />
      <div className="relative overflow-hidden rounded-card border border-border bg-card shadow-soft">
        <div className="relative h-28 overflow-hidden sm:h-36">
          <AzulejoPattern tileSize={56} className="opacity-60" />
          <div className="absolute inset-0 bg-linear-to-b from-transparent to-card" />
        </div>
        <div className="relative -mt-10 px-6 pb-10 sm:px-12 sm:pb-12">
          <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-azulejo-600 text-white shadow-soft">
            <Icon aria-hidden="true" className="size-7" />
          </span>
          {eyebrow ? <p className="mt-6 text-sm font-medium text-teal-700">{eyebrow}</p> : null}
          <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">{heading}</h1>
          <p className="mt-4 max-w-2xl text-base leading-relaxed text-ink-muted sm:text-lg">{children}</p>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <Badge variant="info">{i18n._('placeholder.comingSoon')}</Badge>
          </div>
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
      </div>
    </div>
  );
}
