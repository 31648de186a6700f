import { Compass } from 'lucide-react';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/router';
import { useLingui } from './i18n';

/** Any path that is not a page: the spec's title, and words and ways on for a visitor, not a developer. */
export function NotFoundPage() {
  const { i18n } = useLingui();
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-6 py-20 text-center">
      <PageMeta
        title={i18n._('marketing.notFound.title')}
        description={i18n._('marketing.notFound.description')}
      />
      <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-azulejo-50 text-azulejo-700">
        <Compass aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-semibold text-ink sm:text-4xl">
        {i18n._('marketing.notFound.heading')}
      </h1>
      <p className="mt-3 text-lg text-ink-muted">{i18n._('marketing.notFound.body')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to="/">{i18n._('marketing.notFound.home')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/explore">{i18n._('marketing.explorePractitioners')}</Link>
        </Button>
      </div>
    </div>
  );
}
