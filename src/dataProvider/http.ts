import { HttpError, fetchUtils } from 'react-admin';
import { session } from './session';
import { isRow } from './json';
import { retryDelayMs, serverAvailability } from './availability';

/** API base: `/api` on the same host unless the build points the app elsewhere (VITE_API_URL). */
export const apiUrl = (import.meta.env.VITE_API_URL ?? '/api').replace(/\/$/, '');

export const UNEXPECTED_ERROR = 'An unexpected error occurred';

/**
 * The text to show for a failed call: the server's own message when it answered (spec section 8), else `fallback`
 * (the call never reached it, or threw).
 *
 * @example
 * onError: (error) => notify(errorMessage(error, 'Error updating Language status'), { type: 'error' })
 */
export const errorMessage = (error: unknown, fallback = UNEXPECTED_ERROR) => {
  if (!isRow(error)) return fallback;
  const { status, message } = error;
  return status && typeof message === 'string' && message ? message : fallback;
};

/** The HTTP status of a failed call; 0 when it never reached the server or was no HTTP failure. */
export const errorStatus = (error: unknown) => (error instanceof HttpError ? error.status : 0);

/** A JSON body: an object or a list. */
export type Body = Record<string, unknown> | unknown[];

export interface RequestOptions {
  /** The token to send in place of the session's (logout sends the one it is ending after clearing the session). */
  token?: string | null;
  /** Give up (as a failure to reach the server) after this many milliseconds. */
  timeoutMs?: number;
}

/**
 * The admin token goes on every request (the spec's client omits it on the ticket list; ours does not). This is the
 * only place that sets it: JSON calls, files, uploads and the simple-REST fallback all take their headers from here.
 */
const headersFor = (init: HeadersInit, token = session.token()) => {
  const headers = new Headers(init);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
};

const messageOf = (body: unknown, status: number): string => {
  if (isRow(body)) {
    const { message, data } = body;
    if (typeof message === 'string') return message;
    if (Array.isArray(message)) return message.join('\n');
    if (isRow(data) && typeof data.message === 'string') return data.message;
  }
  return status >= 500 ? UNEXPECTED_ERROR : `Request failed (${status})`;
};

const parse = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return {};
  }
};

/** A read answered 503 is asked again this many times in all (about a minute at the server's Retry-After of 5 s). */
const READ_ATTEMPTS_WHILE_UNAVAILABLE = 12;

/** The browser refuses a keepalive request whose body is larger (all keepalive requests in flight share 64 KiB). */
const KEEPALIVE_MAX_BODY = 60 * 1024;

/**
 * A call made while the page is hidden (being closed, reloaded, or in a background tab) is sent with `keepalive`, so
 * that the browser finishes it after the page is gone: e.g. the confirmed action behind an Undo toast, which
 * notifications/useFlushUndoable sends when the page is hidden.
 */
const outlivesPage = (json: string | undefined) =>
  document.visibilityState === 'hidden' && (json?.length ?? 0) <= KEEPALIVE_MAX_BODY;

/**
 * Every fetch the app makes goes through here: the server's message becomes the error text, and a failure to reach
 * the server (or a timeout) becomes the spec's 'An unexpected error occurred'.
 */
const send = async (
  method: string,
  path: string,
  body: Body | undefined,
  accept: string,
  { token, timeoutMs }: RequestOptions = {},
) => {
  const headers = headersFor({ Accept: accept }, token);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const abort = new AbortController();
  const timer = timeoutMs === undefined ? undefined : window.setTimeout(() => abort.abort(), timeoutMs);
  const json = body === undefined ? undefined : JSON.stringify(body);
  let response: Response;
  try {
    for (let attempt = 1; ; attempt += 1) {
      response = await fetch(`${apiUrl}${path}`, {
        method,
        headers,
        body: json,
        signal: abort.signal,
        keepalive: outlivesPage(json),
      });
      serverAvailability.set(response.status === 503);
      // A read waits out a dependency that is down (the banner says so meanwhile); a write is never sent twice.
      if (response.status !== 503 || method !== 'GET' || attempt === READ_ATTEMPTS_WHILE_UNAVAILABLE) break;
      await new Promise((resolve) => window.setTimeout(resolve, retryDelayMs(response)));
    }
  } catch {
    throw new HttpError(UNEXPECTED_ERROR, 0);
  } finally {
    window.clearTimeout(timer);
  }
  if (!response.ok) {
    const json = parse(await response.text());
    throw new HttpError(messageOf(json, response.status), response.status, json);
  }
  return response;
};

/**
 * A JSON call under the API base. The answer is `unknown`: callers read it with `at()` or narrow it.
 *
 * @example
 * const { json } = await request('PUT', '/reporter/status/', { roleIDs: ['r-1'], status: 'Inactive' });
 */
export const request = async (
  method: string,
  path: string,
  body?: Body,
  options?: RequestOptions,
): Promise<{ status: number; json: unknown }> => {
  const response = await send(method, path, body, 'application/json', options);
  return { status: response.status, json: parse(await response.text()) };
};

/** A file the server builds (e.g. a CSV export), with the same header and errors as `request`. */
export const requestFile = async (path: string, accept = '*/*'): Promise<Blob> => {
  const response = await send('GET', path, undefined, accept);
  try {
    return await response.blob();
  } catch {
    // The connection dropped while the file streamed in.
    throw new HttpError(UNEXPECTED_ERROR, 0);
  }
};

export type UploadProgress = (fraction: number) => void;

/** Multipart upload with progress: fetch cannot report upload progress, XMLHttpRequest can. */
export const upload = (
  method: string,
  path: string,
  form: FormData,
  onProgress?: UploadProgress,
): Promise<{ status: number; json: unknown }> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${apiUrl}${path}`);
    headersFor({ Accept: 'application/json' }).forEach((value, name) => xhr.setRequestHeader(name, value));
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
    }
    xhr.onload = () => {
      const json = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve({ status: xhr.status, json });
      } else reject(new HttpError(messageOf(json, xhr.status), xhr.status, json));
    };
    xhr.onerror = () => reject(new HttpError(UNEXPECTED_ERROR, 0));
    xhr.send(form);
  });

/** react-admin's fetchJson with this client's headers, for the resources served by ra-data-simple-rest. */
export const fetchJson = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, { ...options, headers: headersFor(options.headers ?? { Accept: 'application/json' }) });
