import type { TestClient } from '../../server/testing/test-app';

/** The address the tests' browser is at: the test server's PUBLIC_URL, so its same-origin check lets writes in. */
export const PAGE_ORIGIN = 'http://luz.test';

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

function payloadOf(body: BodyInit | null | undefined): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  throw new Error('The route tests send JSON bodies only; add the body type to web/testing/server-fetch.ts');
}

/**
 * A `fetch` that hands each request of the web app to the in-process Luz server as `client`, the person at the
 * browser: the server answers it exactly as it would over the network (its routes, its checks, its cookies),
 * only without a socket. Requests leave as a browser's own same-origin requests do, with an Origin header.
 */
export function fetchThrough(client: TestClient): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (url.origin !== PAGE_ORIGIN) throw new TypeError(`The route tests reach only Luz, not ${url.origin}`);
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = headersOf(init);
    if (method !== 'GET' && method !== 'HEAD') headers.origin = PAGE_ORIGIN;
    const payload = payloadOf(init?.body);
    const answer = await client.send({
      method: method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    if (init?.signal?.aborted) throw new DOMException('The request was aborted', 'AbortError');
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined || name === 'set-cookie') continue;
      for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(one));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304 || method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      statusText: answer.statusMessage,
      headers: responseHeaders,
    });
  };
}
