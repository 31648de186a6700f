/**
 * The API answers a page opens with, written by the server into the page as
 * `<script type="application/json" id="luz-first-screen">{ address: answer }</script>`, so the first
 * screen draws without waiting for the app to ask for them.
 */
export const FIRST_SCREEN_ANSWERS_ID = 'luz-first-screen';

/** An API address with its query's parameters in one order, so either side can build it its own way. */
export function apiAnswerKey(address: string): string {
  const at = address.indexOf('?');
  if (at === -1) return address;
  const params = new URLSearchParams(address.slice(at + 1));
  params.sort();
  const query = params.toString();
  return query ? `${address.slice(0, at)}?${query}` : address.slice(0, at);
}

/** What /explore lists before any filter: the first page of guides, best rated first. */
export const EXPLORE_FIRST_PAGE_QUERY = { sort: 'rating', page: 1, pageSize: 12 } as const;

/** The home page's "Verified Guides in Lisbon": the three best-rated guides. */
export const FEATURED_GUIDES_QUERY = { sort: 'rating', pageSize: 3 } as const;

/**
 * The script files a page drawn by the server runs (the app's, its screen's and what the screen loads at once),
 * written into the page as `<script type="application/json" id="luz-page-code">["/assets/…js", …]</script>`: the
 * page's boot script fetches them all together once the page is painted, instead of one after another as the app
 * starts and reaches each.
 */
export const PAGE_CODE_ID = 'luz-page-code';

/** The signed-in user (GET /api/user), which every page of a signed-in visitor starts from. */
export const CURRENT_USER_ADDRESS = '/api/user';

/** `path` with `params` as its query string. */
export function apiAddress(path: string, params: Readonly<Record<string, string | number>>): string {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  return `${path}?${query}`;
}

/** A page of the web app as the server draws it. */
export interface ServerRenderedPage {
  /** Tags React asks for in the head (preloads of the pictures the page shows). */
  headTags: string;
  /** The markup inside `#root`, which the browser then takes over. */
  rootMarkup: string;
}

/**
 * The server's render of the web app (src/web/entry-server.tsx, built into dist/ssr): the page at `url` (path and
 * query), drawn with the API answers the page carries. For a signed-in visitor (`signedIn`, their user among the
 * answers at CURRENT_USER_ADDRESS), undefined when the page is not theirs to see: the app then sends them on.
 */
export type RenderPage = (page: {
  url: string;
  answers: Readonly<Record<string, unknown>>;
  signedIn: boolean;
}) => ServerRenderedPage | undefined;

/** What dist/ssr/entry-server.js exports: loads every screen's code, then renders pages synchronously. */
export type CreatePageRenderer = () => Promise<RenderPage>;

/** The file of the server render inside the build folder (`dist/ssr`). */
export const SERVER_RENDER_FILE = 'entry-server.js';
