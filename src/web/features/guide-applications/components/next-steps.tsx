import { CalendarPlus, Mail, SearchCheck } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useLingui } from '../i18n';

const REVIEW_STEPS = [
  { icon: SearchCheck, text: /*i18n*/ 'guideApplications.nextSteps.review' },
  { icon: Mail, text: /*i18n*/ 'guideApplications.nextSteps.email' },
  { icon: CalendarPlus, text: /*i18n*/ 'guideApplications.nextSteps.approved' },
] as const;

/** The numbered "what happens next" list of the waiting page and the thank-you screen. */
export function NextSteps({ className }: { className?: string }) {
  const { i18n } = useLingui();
  return (
    <ol className={cn('grid gap-3 text-left', className)}>
      {REVIEW_STEPS.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-start gap-3 rounded-2xl bg-sand-50 p-4">
          <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-azulejo-50 text-azulejo-700">
            <Icon aria-hidden="true" className="size-4" />
          </span>
          <span className="pt-1 text-sm text-ink">{i18n._(text)}</span>
        </li>
      ))}
    </ol>
  );
}
