import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { AzulejoPattern } from '@/components/azulejo-pattern';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

interface AuthCardProps {
  icon: LucideIcon;
  /** Colours the icon: calm for forms and good news, terracotta when something needs attention. */
  tone?: 'calm' | 'success' | 'attention';
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}

const TONE_CLASS = {
  calm: 'bg-azulejo-50 text-azulejo-700',
  success: 'bg-success-50 text-success-700',
  attention: 'bg-terracotta-50 text-terracotta-700',
} as const;

/** The single centred card of the password screens, on a quiet tiled ground. */
export function AuthCard({ icon: Icon, tone = 'calm', title, description, children }: AuthCardProps) {
  return (
    <div className="relative flex flex-1 items-start justify-center overflow-hidden px-4 py-12 sm:items-center sm:py-20">
      <div aria-hidden="true" className="absolute inset-0 opacity-30">
        <AzulejoPattern tileSize={80} />
      </div>
      <div aria-hidden="true" className="absolute inset-0 bg-radial from-sand-50 from-30% to-sand-50/60" />
      <Card className="relative w-full max-w-md p-6 sm:p-10">
        <span className={cn('inline-flex size-12 items-center justify-center rounded-2xl', TONE_CLASS[tone])}>
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-6 text-2xl font-semibold tracking-tight text-ink sm:text-3xl">{title}</h1>
        {description ? <div className="mt-2 text-ink-muted">{description}</div> : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </Card>
    </div>
  );
}
