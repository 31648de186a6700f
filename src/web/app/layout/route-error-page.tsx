import { RefreshCw } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { BrandLogo } from '@/components/brand-logo';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';

/** Shown when a screen fails to load or render; a reload usually fetches the newest code. */
export function RouteErrorPage() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background px-6 py-16 text-center">
      <PageMeta title="Something went wrong" description="This page could not be shown." />
      <BrandLogo />
      <div className="grid max-w-md gap-3">
        <h1 className="text-3xl font-semibold text-ink">Something went wrong</h1>
        <p className="text-ink-muted">
          This page could not be shown. Reloading usually helps; if it keeps happening, please tell us.
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          Reload page
        </Button>
        <Button asChild variant="outline">
          <a href="/">Go home</a>
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
