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
 * Pages the server draws for a signed-out visitor: those open to everyone or only to signed-out visitors, and the
 * not-found page. The others would only send the visitor to sign in.
 */
export function isDrawnByServer(path: string): boolean {
  const route = findAppRoute(path);
  return !route || route.access.kind === 'public' || route.access.kind === 'signed-out';
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
