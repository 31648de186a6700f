import type { LuzApp } from '../app';

/** A route as `METHOD /url/:param`, the key the authorization matrix and the fuzzing tests use. */
export type RouteKey = string;

/**
 * Every route the app answers, as `METHOD url`. Fastify answers HEAD for every GET on its own
 * (the same handler, no body; a plugin's `/prefix/` one is announced for its `/prefix` GET), so
 * those twins are left out; a HEAD route of its own would stay in.
 */
export function registeredRoutes(app: LuzApp): RouteKey[] {
  const keys = new Set(app.routeTable.map((route) => `${route.method} ${route.url}`));
  const isHeadTwin = (method: string, url: string) =>
    method === 'HEAD' && (keys.has(`GET ${url}`) || keys.has(`GET ${url.replace(/\/$/, '')}`));
  return [...keys].filter((key) => {
    const [method, url] = key.split(' ') as [string, string];
    return !isHeadTwin(method, url);
  });
}
