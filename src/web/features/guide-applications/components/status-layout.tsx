import { PRODUCT_NAME, SUPPORT_EMAIL } from '@contract/brand';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useLingui } from '../i18n';

interface StatusLayoutProps {
  icon: LucideIcon;
  tone: 'warm' | 'good' | 'calm';
  heading: string;
  lead: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
}

/** The centred card every application state is told in. */
export function StatusLayout({ icon: Icon, tone, heading, lead, children, actions }: StatusLayoutProps) {
  const { i18n } = useLingui();
  return (
    <Card className="p-6 text-center sm:p-12">
      <span
        className={cn(
          'mx-auto inline-flex size-16 items-center justify-center rounded-2xl',
          tone === 'warm' && 'bg-terracotta-50 text-terracotta-700',
          tone === 'good' && 'bg-success-50 text-success-700',
          tone === 'calm' && 'bg-azulejo-50 text-azulejo-700',
        )}
      >
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <p className="mt-6 text-sm font-medium text-teal-700">
        {i18n._('guideApplications.areaName', { product: PRODUCT_NAME })}
      </p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">{heading}</h1>
      <div className="mx-auto mt-4 max-w-md text-lg text-ink-muted">{lead}</div>
      {children}
      <div className="mt-8 flex flex-col items-center gap-4">
        <div className="flex flex-wrap justify-center gap-3">{actions}</div>
        <p className="text-sm text-ink-muted">
          {i18n._('guideApplications.status.questions')}{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-link underline underline-offset-4">
            {SUPPORT_EMAIL}
          </a>
        </p>
      </div>
    </Card>
  );
}
