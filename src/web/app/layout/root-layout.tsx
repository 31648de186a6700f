import { lazy, type ReactNode, Suspense } from 'react';
import { PageLoader } from '@/app/layout/page-loader';
import { WhenVisible } from '@/components/when-visible';
import { useLingui } from '@/i18n';
import { Outlet } from '@/lib/router';
import { RouteGuard } from '../route-guard';
import { ScrollManager } from './scroll-manager';
import { SiteHeader } from './site-header';

// The footer sits below every page's fold: its code comes as the visitor scrolls towards it.
const SiteFooter = lazy(async () => ({ default: (await import('./site-footer')).SiteFooter }));

function Main({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
      {children}
    </main>
  );
}

export function RootLayout() {
  const { i18n } = useLingui();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary text-sm font-medium text-primary-foreground shadow-lift focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-5 focus:py-3"
      >
        {i18n._('layout.skipToContent')}
      </a>
      <SiteHeader />
      {/*
        The fallback shows only on the first visit: later moves keep the current screen up while the next one
        loads. The footer waits with the screen, so it is not counted as "near the screen" while a spinner
        holds the page's place.
      */}
      <Suspense
        fallback={
          <Main>
            <PageLoader />
          </Main>
        }
      >
        <Main>
          <RouteGuard>
            <Outlet />
          </RouteGuard>
        </Main>
        <WhenVisible
          placeholder={
            <div aria-hidden="true" className="min-h-96 border-t border-border bg-sand-100 print:hidden" />
          }
        >
          <SiteFooter />
        </WhenVisible>
      </Suspense>
      <ScrollManager />
    </div>
  );
}
