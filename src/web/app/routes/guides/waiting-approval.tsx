import { GUIDES_AREA_NAME, PRODUCT_NAME, SUPPORT_EMAIL } from '@contract/brand';
import { Hourglass, LogOut, Mail, SearchCheck, Sparkles } from 'lucide-react';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useLogout } from '@/features/auth/api/logout';

const NEXT_STEPS = [
  { icon: SearchCheck, text: 'Our team reads your application and checks your credentials.' },
  { icon: Mail, text: 'We email you as soon as a decision is made.' },
  { icon: Sparkles, text: 'Once approved, log in to complete your profile and publish your first sessions.' },
] as const;

export function WaitingApprovalPage() {
  const logout = useLogout();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6 sm:py-20">
      <PageMeta
        title="Application Submitted"
        description={`Your application to guide on ${PRODUCT_NAME} is being reviewed.`}
      />
      <Card className="p-6 text-center sm:p-12">
        <span className="mx-auto inline-flex size-16 items-center justify-center rounded-2xl bg-terracotta-50 text-terracotta-700">
          <Hourglass aria-hidden="true" className="size-8" />
        </span>
        <p className="mt-6 text-sm font-medium text-teal-700">{GUIDES_AREA_NAME}</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
          Application Submitted
        </h1>
        <p className="mx-auto mt-4 max-w-md text-lg text-ink-muted">
          Thank you for applying to guide on {PRODUCT_NAME}. We review every application within 2-3 business
          days.
        </p>
        <ol className="mt-8 grid gap-3 text-left">
          {NEXT_STEPS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3 rounded-2xl bg-sand-50 p-4">
              <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-azulejo-50 text-azulejo-700">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <span className="pt-1 text-sm text-ink">{text}</span>
            </li>
          ))}
        </ol>
        <div className="mt-8 flex flex-col items-center gap-4">
          <Button variant="outline" size="lg" pending={logout.isPending} onClick={() => logout.mutate()}>
            {logout.isPending ? null : <LogOut aria-hidden="true" />}
            Log Out
          </Button>
          <p className="text-sm text-ink-muted">
            Questions?{' '}
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="font-medium text-link underline underline-offset-4"
            >
              {SUPPORT_EMAIL}
            </a>
          </p>
        </div>
      </Card>
    </div>
  );
}
