import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_ROUTES, findAppRoute } from '../../contract/app-routes';
import { apiAnswerKey, CURRENT_USER_ADDRESS, type RenderPage } from '../../contract/first-screen';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALES,
  type Locale,
  localizedPath,
  splitLocalePath,
} from '../../contract/locales';
import { SESSION_META_NAME, SIGNED_OUT_CONTENT } from '../../contract/page-meta';
import { signedInFirstScreen } from '../../contract/signed-in-first-screens';
import { NotFound } from '../errors';
import { prefersLocale } from '../i18n';
import { inlineStylesheets } from './inline-stylesheets';
import {
  type FirstScreenApi,
  injectFirstScreenAnswers,
  injectModulePreloads,
  injectPageCode,
  injectPageHead,
  type PageHead,
} from './page-head';
import { REQUEST_ID_HEADER } from './request-ids';
import { APP_MODULE, readScreenPreloads } from './screen-preloads';
import { injectServerRender, isDrawnByServer, signedInModules } from './server-render';
import { readSessionCookie } from './session-cookie';

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * The head tags (and, for a missing guide, a 404 status) of the pages that have their own. `query` is the
 * page address's query string ("" when none); the answers read through `api` go into the page.
 */
export type PageHeadResolver = (
  path: string,
  context: { query: string; api: FirstScreenApi; locale: Locale },
) => Promise<{ status?: number; head: PageHead } | undefined>;

/**
 * Serves the built React app: hashed assets cached for a year, and index.html for every page of the
 * app's route table (404 status for any other path, where the app shows its not-found page). Pages
 * `pageHeads` knows get their title, description, preview and structured data written into
 * index.html here, so crawlers and link previews see them without running JavaScript. A signed-in visitor's page
 * carries who they are and, on My Bookings, the guide dashboard and the admin panel, the answers its first screen
 * shows. With `pageRenderer`, the pages of isDrawnByServer arrive already drawn (server-render.ts).
 */
export async function serveWebApp(
  app: FastifyInstance,
  webDistDir: string,
  pageHeads: PageHeadResolver = async () => undefined,
  pageRenderer?: () => RenderPage | undefined,
): Promise<void> {
  const indexFile = join(webDistDir, 'index.html');
  const indexHtml = existsSync(indexFile)
    ? inlineStylesheets(readFileSync(indexFile, 'utf8'), webDistDir)
    : undefined;
  const screenPreloads = readScreenPreloads(webDistDir);

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, html: string) => {
    const [address = '/', query = ''] = request.url.split('?');
    const { locale, path } = splitLocalePath(address);
    const elsewhere = preferredPageAddress(request, locale);
    if (elsewhere) return reply.header('vary', 'accept-language, cookie').redirect(elsewhere, 302);
    const { api, answers } = firstScreenApi(app, request, locale);
    const signedIn = Boolean(readSessionCookie(request));
    const [page] = await Promise.all([
      findAppRoute(path) ? pageHeads(path, { query, api, locale }) : undefined,
      signedIn ? readSignedInFirstScreen(api, path, query) : undefined,
    ]);
    // A cookie whose session has ended reads no user: the app finds that out and draws the page itself.
    const knownUser = apiAnswerKey(CURRENT_USER_ADDRESS) in answers;
    const render =
      (!signedIn || knownUser) && isDrawnByServer(path, { signedIn }) ? pageRenderer?.() : undefined;
    const withHead = injectFirstScreenAnswers(page ? injectPageHead(html, page.head) : html, answers);
    // The app's code, that of the screen a public page opens on and, for a signed-in visitor, what their page runs
    // at once (signedInModules). A page the app draws downloads it with the page. A page the server drew needs none
    // of it to paint: it lists the files, which its boot script fetches once the page has been painted.
    const modules = [APP_MODULE, page?.head.screenModule, ...(signedIn ? signedInModules(path) : [])];
    const code = [...new Set(modules.flatMap((module) => (module ? screenPreloads(module) : [])))];
    const drawn = render
      ? drawPage(render, request, injectPageCode(withHead, code), { answers, signedIn })
      : undefined;
    const served = withPageLanguage(drawn ?? injectModulePreloads(withHead, code), locale);
    if (request.cookies[LOCALE_COOKIE] !== locale) {
      // The language of the last page seen is the visitor's choice from then on (preferredPageAddress).
      reply.setCookie(LOCALE_COOKIE, locale, { path: '/', maxAge: YEAR_IN_SECONDS, sameSite: 'lax' });
    }
    return (
      reply
        .status(page?.status ?? (findAppRoute(path) ? 200 : 404))
        .type('text/html; charset=utf-8')
        // A signed-in visitor's page carries their own data: no shared cache may keep it, nor the browser store it.
        .header('cache-control', signedIn ? 'private, no-store' : 'no-cache')
        .header('vary', 'accept-language, cookie')
        .header('content-language', locale)
        .send(signedIn ? served : markSignedOut(served))
    );
  };

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      wildcard: false,
      // The server writes these from the database (features/seo); a copy in the build must not clash.
      globIgnore: ['robots.txt', 'sitemap.xml'],
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes('/assets/')
            ? `public, max-age=${YEAR_IN_SECONDS}, immutable`
            : 'public, max-age=3600',
        );
      },
    });
    // A route per page and language rather than the not-found handler alone: routes' answers are compressed.
    for (const route of APP_ROUTES) {
      for (const locale of LOCALES) {
        app.get(localizedPath(route.path, locale), { schema: { hide: true } }, (request, reply) =>
          sendPage(request, reply, indexHtml),
        );
      }
    }
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/');
    if (isPage && indexHtml) return sendPage(request, reply, indexHtml);
    throw new NotFound({
      id: /*i18n*/ 'server.errors.noSuchEndpoint',
      values: { method: request.method, path },
    });
  });
}

/**
 * Reads the API in-process, with the visitor's cookie and the page's language, so the answers are the very
 * ones the app would fetch (guides' own words in the reader's language among them), and collects them by address.
 */
function firstScreenApi(
  app: FastifyInstance,
  request: FastifyRequest,
  locale: Locale,
): { api: FirstScreenApi; answers: Record<string, unknown> } {
  const answers: Record<string, unknown> = {};
  const cookie = request.headers.cookie;
  const api: FirstScreenApi = async <T>(address: string) => {
    // Without an answer the app asks for it as before: the page itself never fails for want of one.
    try {
      // Under the page's request id, so the log ties these reads to the page that made them.
      const headers = {
        [REQUEST_ID_HEADER]: request.id,
        'accept-language': locale,
        ...(cookie ? { cookie } : {}),
      };
      const response = await app.inject({ method: 'GET', url: address, headers });
      if (response.statusCode !== 200) return undefined;
      const answer = response.json() as T;
      answers[apiAnswerKey(address)] = answer;
      return answer;
    } catch (error) {
      request.log.warn({ err: error, address }, 'could not read a first-screen answer');
      return undefined;
    }
  };
  return { api, answers };
}

/**
 * Reads what every page of a signed-in visitor starts from (who they are) and the first screen of the signed-in
 * pages that have one, with the visitor's own cookie, so the page carries that visitor's answers and no one else's.
 */
async function readSignedInFirstScreen(api: FirstScreenApi, path: string, query: string): Promise<void> {
  await Promise.all([
    api(CURRENT_USER_ADDRESS),
    ...signedInFirstScreen(path, query).map((address) => api(address)),
  ]);
}

/**
 * The page drawn by the server; undefined when the page is not the signed-in visitor's to see (the app sends them
 * on) or the drawing failed, and the page is then served for the app to draw.
 */
function drawPage(
  renderPage: RenderPage,
  request: FastifyRequest,
  html: string,
  page: { answers: Record<string, unknown>; signedIn: boolean },
): string | undefined {
  try {
    const rendered = renderPage({ url: request.url, ...page });
    return rendered && injectServerRender(html, rendered);
  } catch (error) {
    request.log.error({ err: error, url: request.url }, 'could not draw a page on the server');
    return undefined;
  }
}

/**
 * Where a visitor who opened an English page should be sent instead: to the same page in the language they
 * chose before (the cookie), or on a first visit in the one their browser prefers. Pages with a language in
 * their address are always served as asked, and so is an English page to a visitor who chose English.
 */
function preferredPageAddress(request: FastifyRequest, locale: Locale): string | undefined {
  if (locale !== DEFAULT_LOCALE) return undefined;
  const chosen = request.cookies[LOCALE_COOKIE];
  const preferred = isLocale(chosen) ? chosen : prefersLocale(request.headers['accept-language']);
  if (!preferred || preferred === DEFAULT_LOCALE) return undefined;
  return localizedPath(request.url, preferred);
}

/** The page's language on its <html> element, for screen readers, spell checkers, search engines and translators. */
function withPageLanguage(html: string, locale: Locale): string {
  return html.replace(
    /<html\b([^>]*)\blang="[^"]*"/i,
    (_, before: string) => `<html${before}lang="${locale}"`,
  );
}

function markSignedOut(html: string): string {
  const tag = `<meta name="${SESSION_META_NAME}" content="${SIGNED_OUT_CONTENT}" />`;
  return html.replace(/<\/head>/i, () => `  ${tag}\n  </head>`);
}
