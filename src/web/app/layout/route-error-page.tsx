import { RefreshCw } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';

/** Shown when a screen fails to load or render; a reload usually fetches the newest code. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background px-6 py-16 text-center">
      <PageMeta title="Something went wrong" description="This page could not be shown." />
      <BrandLogo />
      <div className="grid max-w-md gap-3">
        <h1 className="text-3xl font-semibold text-ink">Something went wrong</h1>
        <p className="text-ink-muted">
          This page could not be shown. Reloading usually helps; if it keeps happening, please tell us.
        </p>
        {detail ? <p className="text-sm text-ink-muted">{detail}</p> : null}
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          Reload page
        </Button>
        <Button asChild variant="outline">
          <Link to="/" reloadDocument>
            Go home
          </Link>
        </Button>
      </div>
    </div>
  );
}
