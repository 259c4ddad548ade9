import { HttpError } from 'react-admin';
import { session } from '../authProvider/session';

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
  const { status, message } = (error ?? {}) as { status?: number; message?: string };
  return status && message ? message : fallback;
};

type Body = Record<string, unknown> | unknown[] | undefined;

const messageOf = (body: unknown, status: number): string => {
  if (body && typeof body === 'object') {
    const { message, data } = body as { message?: unknown; data?: { message?: unknown } };
    if (typeof message === 'string') return message;
    if (Array.isArray(message)) return message.join('\n');
    if (typeof data?.message === 'string') return data.message;
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

/**
 * Every call the app makes goes through here: the admin token goes on every request (the spec's client omits it
 * on the ticket list; ours does not), the server's message becomes the error text, and a failure to reach the
 * server becomes the spec's 'An unexpected error occurred'.
 */
const send = async (method: string, path: string, body: Body, accept: string) => {
  const headers = new Headers({ Accept: accept });
  const token = session.token();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(`${apiUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new HttpError(UNEXPECTED_ERROR, 0);
  }
  if (!response.ok) {
    const json = parse(await response.text());
    throw new HttpError(messageOf(json, response.status), response.status, json);
  }
  return response;
};

export const request = async <T = Record<string, unknown>>(
  method: string,
  path: string,
  body?: Body,
): Promise<{ status: number; json: T }> => {
  const response = await send(method, path, body, 'application/json');
  return { status: response.status, json: parse(await response.text()) as T };
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

/**
 * Multipart upload with progress: fetch cannot report upload progress, XMLHttpRequest can.
 */
export const upload = <T = Record<string, unknown>>(
  method: string,
  path: string,
  form: FormData,
  onProgress?: UploadProgress,
): Promise<{ status: number; json: T }> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${apiUrl}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = session.token();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded / event.total);
      };
    }
    xhr.onload = () => {
      const json = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve({ status: xhr.status, json: json as T });
      } else reject(new HttpError(messageOf(json, xhr.status), xhr.status, json));
    };
    xhr.onerror = () => reject(new HttpError(UNEXPECTED_ERROR, 0));
    xhr.send(form);
  });
