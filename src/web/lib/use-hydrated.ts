import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while the server renders a page and while the browser takes over that server-drawn page, true from then
 * on (and from the start when the browser draws the page alone).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
