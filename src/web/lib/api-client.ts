import type { ApiErrorBody } from '@contract/errors';
import type { z } from 'zod';
import '@/i18n';
import { PRODUCT_NAME } from '@contract/brand';
import { I18N, pageLocale } from './i18n';

/** A sentence of the app's own about a request, in the page's language. */
const said = (id: string, values?: Record<string, unknown>) => I18N[pageLocale()]._(id, values);

/** An answer from the API that was not a success, or a request that never got one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;
  /** The server's own sentence (its `error` field), when it sent one. */
  readonly serverMessage: string | undefined;

  constructor(options: {
    status: number;
    code: string;
    message: string;
    serverMessage?: string;
    fields?: Record<string, string>;
  }) {
    super(options.message);
    this.status = options.status;
    this.code = options.code;
    this.serverMessage = options.serverMessage;
    this.fields = options.fields ?? {};
  }
}

/**
 * The error shape of src/contract/errors.ts, checked by hand: this file is in every page's first download, and
 * importing the zod schema would bring all of zod with it.
 */
function isApiErrorBody(data: unknown): data is ApiErrorBody {
  if (typeof data !== 'object' || data === null) return false;
  const { error, code, fields } = data as Record<string, unknown>;
  if (typeof error !== 'string' || typeof code !== 'string') return false;
  if (fields === undefined) return true;
  return (
    typeof fields === 'object' &&
    fields !== null &&
    Object.values(fields).every((message) => typeof message === 'string')
  );
}

export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
export const BAD_RESPONSE_CODE = 'BAD_RESPONSE';

/** The server's sentence for a failed call, or the screen's own fallback when there is none. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions<T> {
  body?: unknown;
  /** When given, the answer is checked against it, so a wrong shape fails here and not deep in a screen. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

async function request<T>(method: Method, path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { body, schema, signal } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        // The API answers (its error messages above all) in the language of the page asking (decision 061).
        'Accept-Language': pageLocale(),
        // A FormData body (a file upload) sets its own multipart Content-Type, boundary included.
        ...(body === undefined || body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError({
      status: 0,
      code: NETWORK_ERROR_CODE,
      message: said(/*i18n*/ 'api.unreachable', { product: PRODUCT_NAME }),
    });
  }

  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  let data: unknown;
  if (text && isJson) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }

  if (!response.ok) {
    if (isApiErrorBody(data)) {
      throw new ApiError({
        status: response.status,
        code: data.code,
        message: data.error,
        serverMessage: data.error,
        fields: data.fields,
      });
    }
    throw new ApiError({
      status: response.status,
      code: BAD_RESPONSE_CODE,
      message: `${response.status}: ${response.statusText || said(/*i18n*/ 'api.requestFailed')}`,
    });
  }

  if (response.status === 204 || (text === '' && !schema)) return undefined as T;
  if (data === undefined) {
    throw new ApiError({
      status: response.status,
      code: BAD_RESPONSE_CODE,
      message: said(/*i18n*/ 'api.notJson', { status: response.status }),
    });
  }
  if (!schema) return data as T;
  const checked = schema.safeParse(data);
  if (!checked.success) {
    throw new ApiError({
      status: response.status,
      code: BAD_RESPONSE_CODE,
      message: `${response.status}: the server sent an answer of an unexpected shape`,
    });
  }
  return checked.data;
}

/**
 * The one way the web app talks to the API: cookies included, JSON in and out (or a FormData body for uploads),
 * failures as ApiError.
 */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>) =>
    request<T>('PATCH', path, { ...options, body }),
  /** A body only where a deletion needs one (the password of an account being deleted). */
  delete: <T>(path: string, options?: RequestOptions<T>) => request<T>('DELETE', path, options),
};
