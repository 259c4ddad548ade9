import fs from 'node:fs';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import addFormats from 'ajv-formats';
import OpenAPIBackend, { type Document } from 'openapi-backend';
import { expect } from 'vitest';
import { contractSuites } from './contract-suites.js';
import type { App } from '../../src/app.js';

/**
 * The suites' calls checked against the app's own OpenAPI document (GET /api/docs/json), as an integrator's
 * validating proxy would: each `app.inject` of a test app (helpers/app.ts) is matched to its documented operation,
 * its request and its answer are validated with openapi-backend (Ajv on the document's schemas). In the
 * contract-level suites (`contractSuites`) this is always on: closing the test app fails the file on any violation.
 * With VALIDATE_API set to a file, any suite is checked and each violation is appended to that file as a JSON line
 * instead: `npm run test:contract` (server/scripts/api-contract.ts) counts them by kind.
 */
export interface Violation {
  kind: 'request' | 'response' | 'status' | 'operation';
  /** The documented operation, or the method and path when none matches. */
  operation: string;
  status: number;
  errors: string[];
}

const violationsFile = process.env.VALIDATE_API;

const inContractSuite = () =>
  contractSuites.some((name) => expect.getState().testPath?.endsWith(`/server/test/${name}.test.ts`));

/**
 * The validator of a document: openapi-backend's Ajv with the formats the document uses (date-time, date), which it
 * does not know by itself, and without its warnings about keywords such as `example`.
 */
export const validatorOf = async (document: Document) => {
  const api = new OpenAPIBackend({
    definition: document,
    quick: true,
    validate: true,
    strict: false,
    ajvOpts: { logger: false },
    customizeAjv: (ajv) => addFormats(ajv),
  });
  await api.init();
  return api;
};

const queryOf = (url: URL) => {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of url.searchParams) {
    const given = query[key];
    query[key] = given === undefined ? value : [...(Array.isArray(given) ? given : [given]), value];
  }
  return query;
};

/** The JSON body of a call, or undefined when it sends none or something else (a multipart form, a CSV file). */
const jsonBodyOf = (options: InjectOptions) => {
  const headers = Object.fromEntries(
    Object.entries(options.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const type = String(headers['content-type'] ?? '');
  const payload = options.payload ?? options.body;
  if (payload === undefined) return { headers, body: undefined, json: true };
  if (typeof payload === 'object' && !Buffer.isBuffer(payload) && !('pipe' in payload))
    return { headers: { ...headers, 'content-type': 'application/json' }, body: payload, json: true };
  if (typeof payload === 'string' && (type === '' || type.includes('json'))) {
    try {
      return { headers, body: JSON.parse(payload) as unknown, json: true };
    } catch {
      return { headers, body: payload, json: false };
    }
  }
  return { headers, body: undefined, json: false };
};

const messagesOf = (errors: { instancePath?: string; message?: string; params?: unknown }[] | null | undefined) =>
  (errors ?? []).map((error) => `${error.instancePath ?? ''} ${error.message ?? ''} ${JSON.stringify(error.params)}`);

/**
 * Wraps the app's `inject` so that each call is checked, in a contract-level suite or when VALIDATE_API names a
 * file; answers the check to run when the app closes, which throws the violations not written to that file.
 */
export const checkCallsAgainstDocument = async (app: App) => {
  if (!violationsFile && !inContractSuite()) return () => {};
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<Document>();
  const api = await validatorOf(document);
  const found: Violation[] = [];
  const record = (violation: Violation) =>
    violationsFile ? fs.appendFileSync(violationsFile, `${JSON.stringify(violation)}\n`) : found.push(violation);

  const inject = app.inject.bind(app) as (options: InjectOptions) => Promise<LightMyRequestResponse>;
  const check = (options: InjectOptions, answer: LightMyRequestResponse) => {
    const url = new URL(String(options.url ?? options.path ?? '/'), 'http://localhost');
    if (!url.pathname.startsWith('/api/') || url.pathname.startsWith('/api/docs')) return;
    const method = String(options.method ?? 'GET').toLowerCase();
    const { headers, body, json } = jsonBodyOf(options);
    const request = { method, path: url.pathname, query: queryOf(url), headers: headers as Record<string, string> };
    // The router drops a trailing slash, which two of the spec's paths keep (and Fastify answers both spellings).
    const paths = document.paths as Record<string, Record<string, { operationId: string }>>;
    const slashed = paths[url.pathname.replace(/\/?$/, '/')]?.[method] ?? paths[url.pathname]?.[method];
    const operation = slashed ? api.getOperation(slashed.operationId) : api.matchOperation(request);
    if (!operation) {
      // An unknown path or method is the framework's 404, which the document cannot list.
      if (answer.statusCode !== 404)
        record({ kind: 'operation', operation: `${method} ${url.pathname}`, status: answer.statusCode, errors: [] });
      return;
    }
    const name = operation.operationId ?? `${method} ${operation.path}`;
    const status = answer.statusCode;
    if (status < 300 && json) {
      const validated = api.validateRequest({ ...request, body }, operation);
      // A path word in another casing than the enum's is documented as read too (a list's `{status}`).
      // And a body's number or boolean sent as text is read as one, as the server's Ajv coerces it (app.ts).
      const errors = messagesOf(
        validated.errors?.filter(
          (error) =>
            !(
              error.instancePath?.startsWith('/requestBody/') &&
              error.keyword === 'type' &&
              ['integer', 'number', 'boolean'].includes(String((error.params as { type: string }).type))
            ) &&
            !(
              error.instancePath?.startsWith('/path/') &&
              error.keyword === 'enum' &&
              (error.params as { allowedValues: string[] }).allowedValues.some(
                (value) =>
                  value.toLowerCase() === decodeURIComponent(url.pathname.split('/').at(-1) ?? '').toLowerCase(),
              )
            ),
        ),
      );
      if (errors.length > 0) record({ kind: 'request', operation: name, status, errors });
    }
    const responses = (operation.responses ?? {}) as Record<string, { content?: Record<string, unknown> }>;
    const documented = responses[String(status)] ?? responses.default;
    if (!documented) {
      record({ kind: 'status', operation: name, status, errors: [answer.body.slice(0, 200)] });
      return;
    }
    if (!String(answer.headers['content-type'] ?? '').includes('json') || !documented.content?.['application/json'])
      return;
    const validated = api.validateResponse(answer.json(), operation, status);
    if (!validated.valid) record({ kind: 'response', operation: name, status, errors: messagesOf(validated.errors) });
  };

  // Only the calls with options: `inject()` without them is the chained form, which the suites do not use.
  app.inject = ((options?: InjectOptions) =>
    typeof options !== 'object'
      ? inject(options as unknown as InjectOptions)
      : inject(options).then((answer) => {
          check(options, answer);
          return answer;
        })) as App['inject'];
  return () => {
    if (found.length > 0)
      throw new Error(
        `${found.length} calls do not match the OpenAPI document:\n${found.map((each) => JSON.stringify(each)).join('\n')}`,
      );
  };
};
