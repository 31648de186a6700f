import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { splitLocalePath } from '../../contract/locales';
import type { TestClient, TestWorld } from '../../server/testing/test-app';
import { AppRoot } from '../app/app-root';
import { AppRouter } from '../app/router';
import { fetchThrough } from './server-fetch';

export interface BrowserPage {
  /** Types, clicks and tabs as a person does, with the pointer and keyboard events a browser fires. */
  user: UserEvent;
  /** The person at the browser: sign them in with `client.post('/api/login', …)` before opening a page. */
  client: TestClient;
  /** The path and query the browser is at. */
  path: () => string;
  /** Loads another address afresh, as typing it into the address bar does. */
  visit: (path: string) => Promise<void>;
}

let unmountCurrent: (() => void) | null = null;

/**
 * Opens `path` of the real web app (its router, screens, providers) in the test's document, its requests
 * answered by `world`'s in-process server as `client`. A full page load the app asks for
 * (`window.location.assign`, as checkout does) loads the app afresh at the new address, with nothing kept in
 * memory, as a browser does.
 */
export async function openPage(
  world: TestWorld,
  path: string,
  client: TestClient = world.client(),
): Promise<BrowserPage> {
  vi.stubGlobal('fetch', fetchThrough(client));

  const load = async (address: string) => {
    unmountCurrent?.();
    window.history.replaceState(null, '', address);
    const { locale } = splitLocalePath(window.location.pathname);
    const { unmount } = render(<AppRoot locale={locale} router={<AppRouter />} />);
    unmountCurrent = unmount;
    // The screen's code arrives lazily: wait until the router has drawn the page's layout around it.
    await screen.findByRole('main');
  };

  vi.spyOn(window.location, 'assign').mockImplementation((address) => {
    void load(String(address));
  });

  await load(path);
  return {
    user: userEvent.setup({ delay: null }),
    client,
    path: () => `${window.location.pathname}${window.location.search}`,
    visit: load,
  };
}

/** Closes the page the test opened, so the next test starts from a blank browser. */
export function closePage(): void {
  unmountCurrent?.();
  unmountCurrent = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
}
