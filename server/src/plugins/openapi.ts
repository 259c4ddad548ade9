import type { FastifySchema, RouteOptions } from 'fastify';
import type { TSchema } from 'typebox';
import { demoExamples } from '../seed/demo-examples.js';

/**
 * How the route schemas become the OpenAPI document, beyond what @fastify/swagger does by itself. The route schemas
 * are what the server validates with; these rules make the document say what that validation really accepts (Ajv
 * runs with `useDefaults` and `coerceTypes: 'array'`, see app.ts) and what every route can answer, so that nothing
 * is written twice. They change the document only, never validation or the answers.
 */

declare module 'fastify' {
  interface FastifySchema {
    /**
     * An upload's multipart form, for the document only: receiveForm reads the form, not the route's validator (a
     * `body` would be validated against the unparsed multipart request). Written with uploadForm (media/upload.ts).
     */
    multipart?: TSchema;
    /**
     * The JSON body's fields the service refuses when left out (by their section-5 rules), for the document only:
     * the route's validator must not refuse them first, so that the answer is the spec's message. Written with
     * refusedWhenLeftOut (lib/http-schemas.ts).
     */
    bodyRequired?: readonly string[];
    /**
     * The values of path words the server reads in any case (a list's `{status}`), for the document only: an enum of
     * their spellings in the route's schema would refuse the other casings the server accepts.
     */
    pathValues?: Readonly<Record<string, readonly string[]>>;
  }
}

type JsonSchema = Record<string, unknown>;

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of a TypeBox schema as plain JSON (its own markers are not enumerable and stay behind). */
const plain = (schema: unknown) => JSON.parse(JSON.stringify(schema)) as JsonSchema;

/** The one value a union member allows (`{ const }` or a one-value enum), undefined when it allows more. */
const singleValue = (member: unknown): { value: unknown } | undefined => {
  if (!isSchema(member)) return undefined;
  if ('const' in member) return { value: member.const };
  return Array.isArray(member.enum) && member.enum.length === 1 ? { value: member.enum[0] } : undefined;
};

/**
 * A request schema as the server reads it: a union of single values (a status field) is one enum; a property
 * with a default is not required, since Ajv fills it in (`page`, `limit`); in a JSON body an array also takes a
 * single value, since Ajv wraps it in a list (`roleIDs`, `postIDs`: one id or a list).
 */
const asRead = (schema: unknown, inBody: boolean): unknown => {
  if (Array.isArray(schema)) return schema.map((item) => asRead(item, inBody));
  if (!isSchema(schema)) return schema;
  const read: JsonSchema = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === 'properties' && isSchema(value)
        ? Object.fromEntries(Object.entries(value).map(([name, property]) => [name, asRead(property, inBody)]))
        : key === 'enum' || key === 'const' || key === 'default' || key === 'required'
          ? value
          : asRead(value, inBody),
    ]),
  );
  const values = Array.isArray(read.anyOf) ? read.anyOf.map(singleValue) : [];
  if (values.length > 1 && values.every(Boolean)) {
    const { anyOf: _members, ...annotations } = read;
    const enumValues = values.map((single) => single!.value);
    const types = new Set(enumValues.map((value) => typeof value));
    if (types.size === 1) return { ...annotations, type: [...types][0], enum: enumValues };
  }
  if (Array.isArray(read.required) && isSchema(read.properties)) {
    const properties = read.properties;
    const required = read.required.filter((name) => !(isSchema(properties[name]) && 'default' in properties[name]));
    if (required.length > 0) read.required = required;
    else delete read.required;
  }
  if (inBody && read.type === 'array' && isSchema(read.items)) {
    const { description, ...list } = read;
    return { ...(description === undefined ? {} : { description }), anyOf: [read.items, list] };
  }
  return read;
};

const Message = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' } },
};

/**
 * The route's schema as the document shows it: its multipart form as the request body, its request schemas as
 * the server reads them, and the answers every route of its kind can give besides its own: 413 when it reads a
 * body (JSON over the body limit, or an upload with too many parts), 401 and 403 unless it is public (the auth
 * hook's answers).
 */
export const documentedRoute = ({
  schema,
  url,
  route,
}: {
  schema: FastifySchema;
  url: string;
  route: RouteOptions;
}) => {
  if (!schema) return { schema, url };
  const { multipart, bodyRequired, pathValues, ...rest } = schema;
  const documented: FastifySchema = { ...rest };
  if (multipart) documented.body = plain(multipart);
  if (documented.body && bodyRequired?.length) documented.body = { ...plain(documented.body), required: bodyRequired };
  if (documented.body) documented.body = asRead(plain(documented.body), !multipart);
  if (documented.querystring) documented.querystring = asRead(plain(documented.querystring), false);
  if (documented.params) documented.params = asRead(plain(documented.params), false);
  const words = (documented.params as { properties?: Record<string, JsonSchema> } | undefined)?.properties;
  for (const [name, values] of Object.entries(pathValues ?? {}))
    if (words?.[name]) words[name] = { ...words[name], enum: [...values] };
  const response = { ...(documented.response as Record<string, unknown> | undefined) };
  const readsBody = documented.body !== undefined || ['POST', 'PUT', 'PATCH'].includes(String(route.method));
  if (readsBody && !response[413]) response[413] = Message;
  if (!route.config?.public) {
    response[401] ??= Message;
    response[403] ??= Message;
  }
  documented.response = response;
  return { schema: documented, url };
};

/** What each status means across the API; an answer's own description, when its schema has one, is kept. */
const statusDescriptions: Record<string, string> = {
  200: 'Done',
  201: 'Created or stored',
  204: 'Done, nothing to answer',
  400: "Bad input: the message says what (the spec's section-5 messages; a list of them for an import's rows)",
  401: 'Not signed in: no token, or an expired or ended session',
  403: 'Signed in, but not allowed (only an Admin may call the API)',
  404: 'No record with that id',
  409: "Refused by the record's state: a duplicate, a transition that is not allowed, or a stale save",
  413: 'The request is larger than the server reads (a JSON body over 1 MB, or an upload with too many parts)',
  429: 'Too many attempts; try again later',
  503: 'Not ready',
};

/** Shared error answers: a 4xx whose schema is one of these refers to it instead of repeating it. */
const errorSchemas: Record<string, JsonSchema> = {
  Error: Message,
  ErrorMessages: {
    type: 'object',
    required: ['message'],
    properties: { message: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] } },
  },
};

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  requestBody?: unknown;
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}

/**
 * The records the API answers, named by the call that gets one (`getPost` answers `{ posts: Post }`, `getLanguage`
 * `{ languageData: Language }`): the object under the one key of each `get...` call's 200 answer.
 */
const entitySchemas = (paths: Record<string, Record<string, Operation & { operationId?: string }>>) => {
  const entities: Record<string, JsonSchema> = {};
  for (const operations of Object.values(paths)) {
    const { operationId, responses } = operations.get ?? {};
    const answer = responses?.[200]?.content?.['application/json']?.schema;
    if (!operationId?.startsWith('get') || !isSchema(answer) || !isSchema(answer.properties)) continue;
    const records = Object.values(answer.properties);
    const [record] = records;
    if (records.length === 1 && isSchema(record) && record.type === 'object' && isSchema(record.properties))
      entities[operationId.slice('get'.length)] = record;
  }
  return entities;
};

/** A schema with every part that is one of the records replaced by a reference to it. */
const referring = (schema: unknown, entities: Record<string, JsonSchema>): unknown => {
  if (Array.isArray(schema)) return schema.map((item) => referring(item, entities));
  if (!isSchema(schema)) return schema;
  const entity = Object.entries(entities).find(([, record]) => sameJson(record, schema));
  if (entity) return { $ref: `#/components/schemas/${entity[0]}` };
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, referring(value, entities)]));
};

/**
 * The finished document: each answer described by its status, the error answers referring to the shared schemas,
 * a POST or PUT without a body of its own saying that a JSON body is read and ignored (an action is often sent with
 * `{}`), and the sections (tags) listed in the order their calls come.
 */
export const finishedDocument = (document: Record<string, unknown>, tagDescriptions: Record<string, string>) => {
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const tags: string[] = [];
  for (const operations of Object.values(paths))
    for (const [method, operation] of Object.entries(operations)) {
      for (const tag of operation.tags ?? []) if (!tags.includes(tag)) tags.push(tag);
      if ((method === 'post' || method === 'put') && !operation.requestBody)
        operation.requestBody = {
          required: false,
          description: 'None needed; a JSON body sent anyway is read and ignored',
          content: { 'application/json': { schema: { type: 'object' } } },
        };
      // A JSON body whose every field is optional (an action's `expected`) may be left out.
      const body = operation.requestBody as { required?: boolean; content?: Record<string, { schema?: unknown }> };
      const json = body?.content?.['application/json']?.schema;
      if (isSchema(json) && json.type === 'object' && !(Array.isArray(json.required) && json.required.length > 0))
        body.required = false;
      const answers = Object.entries(operation.responses ?? {});
      for (const [status, answer] of answers) {
        if (answer.description === 'Default Response') answer.description = statusDescriptions[status] ?? 'Done';
        if (!status.startsWith('4')) continue;
        // Errors are JSON whatever the call's success answers (a CSV export's 404 is JSON too).
        const [media] = Object.values(answer.content ?? {});
        if (!media) continue;
        const shared = Object.entries(errorSchemas).find(([, schema]) => sameJson(schema, media.schema));
        answer.content = {
          'application/json': { schema: shared ? { $ref: `#/components/schemas/${shared[0]}` } : media.schema },
        };
      }
      // A call without a description of its own gets its summary and the statuses it answers.
      const statuses = (from: string) => answers.map(([status]) => status).filter((status) => status.startsWith(from));
      operation.description ??=
        `${(operation.summary ?? '').replace(/\.$/, '')}. Answers ${statuses('2').join(' or ')}` +
        (statuses('4').length > 0 ? `; refusals ${statuses('4').join(', ')} with { message }.` : '.');
    }
  const entities = entitySchemas(paths);
  // Compared with the answers' schemas before the example is added, so that those still refer to the entity.
  const examples = Object.fromEntries(
    Object.entries(entities).map(([name, schema]) => [
      name,
      demoExamples[name] ? { ...schema, example: demoExamples[name] } : schema,
    ]),
  );
  for (const operations of Object.values(paths))
    for (const operation of Object.values(operations))
      for (const answer of Object.values(operation.responses ?? {}))
        for (const media of Object.values(answer.content ?? {})) media.schema = referring(media.schema, entities);
  const components = (document.components ?? {}) as Record<string, Record<string, unknown>>;
  return {
    ...document,
    tags: tags.map((name) => ({ name, description: tagDescriptions[name] ?? `The calls of ${name}` })),
    components: { ...components, schemas: { ...components.schemas, ...errorSchemas, ...examples } },
  };
};
