import type { Locale } from '@contract/locales';
import { type ReactNode, StrictMode, Suspense } from 'react';
import { AppProvider } from './provider';

/**
 * Everything around the router, the same in the browser (main.tsx) and on the server (entry-server.tsx), so the
 * browser takes over exactly the markup the server drew.
 */
export function AppRoot({ router, locale }: { router: ReactNode; locale: Locale }) {
  return (
    <StrictMode>
      {/*
        React takes over server markup inside a Suspense boundary at low priority, a few milliseconds at a time,
        instead of in one long task that would hold up the visitor's first taps. Nothing above the screens
        suspends, so the empty fallback is never seen.
      */}
      <Suspense fallback={null}>
        <AppProvider locale={locale}>{router}</AppProvider>
      </Suspense>
    </StrictMode>
  );
}
