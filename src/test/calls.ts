import { http, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { api } from './server';

/** A request the app sent, as the tests compare it: method, path under /api, query string, Authorization, body. */
export interface Call {
  method: string;
  path: string;
  /** The raw query string without '?', so the order and encoding of parameters are checked too. */
  search: string;
  auth: string | null;
  /** Parsed JSON, or for multipart the field names mapped to their text value or 'file'. */
  body: unknown;
}

const bodyOf = async (request: Request): Promise<unknown> => {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return request.json();
  if (type.includes('multipart/form-data')) {
    const form = await request.formData();
    return Object.fromEntries(
      [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : 'file']),
    );
  }
  const text = await request.text();
  return text === '' ? undefined : text;
};

export const callOf = async (request: Request): Promise<Call> => {
  const url = new URL(request.url);
  return {
    method: request.method,
    path: url.pathname.replace(/^\/api/, ''),
    search: url.search.replace(/^\?/, ''),
    auth: request.headers.get('authorization'),
    body: await bodyOf(request.clone()),
  };
};

type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * msw handlers that record what they receive, in order.
 *
 * @example
 * const { calls, on } = recorder();
 * server.use(on('put', '/language/status/:id', () => HttpResponse.json({ message: 'ok' })));
 * expect(calls).toEqual([{ method: 'PUT', path: '/language/status/id-1', search: '', auth: 'Bearer test-token', body: { languageStatus: 'Inactive' } }]);
 */
export const recorder = () => {
  const calls: Call[] = [];
  const on = (method: Method, path: string, resolver: HttpResponseResolver<PathParams, DefaultBodyType>) =>
    http[method](api(path), async (info) => {
      calls.push(await callOf(info.request.clone()));
      return resolver(info);
    });
  return { calls, on };
};

export type Recorder = ReturnType<typeof recorder>;

/** The calls that change something (everything but GET), in order: what a test of a save or a refusal compares. */
export const writes = ({ calls }: Pick<Recorder, 'calls'>) => calls.filter((call) => call.method !== 'GET');
