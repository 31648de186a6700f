import { ShieldAlert } from 'lucide-react';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { useLingui } from '@/i18n';
import { Link } from '@/lib/router';

/** "You need to be a practitioner to access this page", per role the page needs. */
const NEEDS_ROLE: Readonly<Record<string, string>> = {
  practitioner: /*i18n*/ 'accessDenied.needPractitioner',
  student: /*i18n*/ 'accessDenied.needStudent',
  admin: /*i18n*/ 'accessDenied.needAdmin',
};

/** The guard's answer to a signed-in user of another role; `role` is the role the page needs. */
export function AccessDenied({ role }: { role: string }) {
  const { i18n } = useLingui();
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-6 py-20 text-center">
      <PageMeta title={i18n._('accessDenied.title')} description={i18n._('accessDenied.description')} />
      <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-terracotta-50 text-terracotta-700">
        <ShieldAlert aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-semibold text-ink sm:text-4xl">{i18n._('accessDenied.title')}</h1>
      <p className="mt-3 text-lg text-ink-muted">
        {i18n._(NEEDS_ROLE[role] ?? /*i18n*/ 'accessDenied.needOtherRole')}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/dashboard">{i18n._('accessDenied.home')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/explore">{i18n._('accessDenied.explore')}</Link>
        </Button>
      </div>
    </div>
  );
}
