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

async function payloadOf(
  body: BodyInit | null | undefined,
  headers: Record<string, string>,
): Promise<string | Buffer | undefined> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof FormData) return multipartOf(body, headers);
  throw new Error(
    'The route tests send JSON and form data only; add the body type to web/testing/server-fetch.ts',
  );
}

/** Form data as a browser sends it (an upload's files with their names and types), its content type set. */
async function multipartOf(form: FormData, headers: Record<string, string>): Promise<Buffer> {
  const boundary = '----LuzRouteTestBoundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of form.entries()) {
    const head =
      typeof value === 'string'
        ? `Content-Disposition: form-data; name="${name}"\r\n\r\n`
        : `Content-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${value.type || 'application/octet-stream'}\r\n\r\n`;
    const bytes = typeof value === 'string' ? Buffer.from(value) : Buffer.from(await fileBytes(value));
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`), bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
  return Buffer.concat(chunks);
}

/** A file's bytes, read as the page's FileReader reads them. */
function fileBytes(file: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
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
    const payload = await payloadOf(init?.body, headers);
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
