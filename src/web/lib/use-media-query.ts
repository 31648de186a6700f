import { useSyncExternalStore } from 'react';

/**
 * Whether the window matches a CSS media query, following it as the window changes. The server knows no window:
 * its page, and the browser's first draw over it, take the query as not matching.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
