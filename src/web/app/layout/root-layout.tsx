import { Outlet, ScrollRestoration } from 'react-router';
import { RouteGuard } from '../route-guard';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary text-sm font-medium text-primary-foreground shadow-lift focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-5 focus:py-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <RouteGuard>
          <Outlet />
        </RouteGuard>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
