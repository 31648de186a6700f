import { type Locale, localizedPath } from '@contract/locales';
import { RefreshCw } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { BrandLogo } from '@/app/layout/brand-logo';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { useLingui } from '@/i18n';

/** Shown when a screen fails to load or render; a reload usually fetches the newest code. */
export function RouteErrorPage() {
  const { i18n } = useLingui();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background px-6 py-16 text-center">
      <PageMeta title={i18n._('errorPage.title')} description={i18n._('errorPage.description')} />
      <BrandLogo />
      <div className="grid max-w-md gap-3">
        <h1 className="text-3xl font-semibold text-ink">{i18n._('errorPage.title')}</h1>
        <p className="text-ink-muted">{i18n._('errorPage.body')}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          {i18n._('errorPage.reload')}
        </Button>
        <Button asChild variant="outline">
          <a href={localizedPath('/', i18n.locale as Locale)}>{i18n._('errorPage.home')}</a>
        </Button>
      </div>
    </div>
  );
}

interface RouteErrorBoundaryProps {
  /** A new value (the location) clears the error, so moving elsewhere gives the app another try. */
  resetKey: string;
  children: ReactNode;
}

/** Catches what a screen throws while rendering, including a screen's code that failed to download. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.error ? <RouteErrorPage /> : this.props.children;
  }
}
