import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findAppRoute } from '../../contract/app-routes';
import {
  type CreatePageRenderer,
  type RenderSignedOutPage,
  SERVER_RENDER_FILE,
  type ServerRenderedPage,
} from '../../contract/first-screen';

/**
 * The web app's server render from the build (`vite build --ssr` into `ssrDistDir`), with every screen's code
 * loaded; undefined when there is none (tests, or an API-only run), and pages then arrive for the app to draw.
 */
export async function loadServerRender(ssrDistDir: string): Promise<RenderSignedOutPage | undefined> {
  const file = join(ssrDistDir, SERVER_RENDER_FILE);
  if (!existsSync(file)) return undefined;
  const { createPageRenderer } = (await import(pathToFileURL(file).href)) as {
    createPageRenderer: CreatePageRenderer;
  };
  return createPageRenderer();
}

/**
 * Pages with an account's form (sign-in, sign-up, password reset): drawn by the server, a form sent before the app
 * had taken the page over would go out as a plain GET, the password in its address.
 */
const ACCOUNT_FORM_PAGES = new Set(['/auth', '/signup', '/forgot-password', '/reset-password']);

/**
 * Pages the server draws for a signed-out visitor: those open to everyone or only to signed-out visitors, and the
 * not-found page, except the pages of account forms. The others would only send the visitor to sign in.
 */
export function isDrawnByServer(path: string): boolean {
  const route = findAppRoute(path);
  if (!route) return true;
  if (ACCOUNT_FORM_PAGES.has(route.path)) return false;
  return route.access.kind === 'public' || route.access.kind === 'signed-out';
}

/**
 * Writes the server's drawing of the page into index.html's empty `#root`, and the tags it asks for into the head.
 * The app's scripts are then no longer needed for the first paint, only to take the page over: they are fetched
 * at low priority, after the pictures and fonts the page shows.
 */
export function injectServerRender(html: string, page: ServerRenderedPage): string {
  const withRoot = html.replace(/<div id="root"><\/div>/, () => `<div id="root">${page.rootMarkup}</div>`);
  const withHead = page.headTags
    ? withRoot.replace(/<\/head>/i, () => `  ${page.headTags}\n  </head>`)
    : withRoot;
  return withHead.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
}
