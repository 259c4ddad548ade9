import { Type, type TObject, type TProperties, type TSchema } from 'typebox';
import { HttpError, badRequest } from './http-errors.js';

/**
 * Optimistic concurrency for the update calls: the client sends back the `updatedAt` it read (in the body, or as an
 * `If-Match` header), and a save made from an older copy is refused with 409 and the record as it is now.
 */

export const staleSaveMessage =
  'This record was changed by someone else since you opened it. Reload it to see the changes.';

export const versionMessages = {
  invalid: 'updatedAt must be the ISO 8601 date-time the record was read with, e.g. 2026-01-31T09:30:00.123Z',
  disagree: 'updatedAt and If-Match name different versions',
};

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

const parseVersion = (value: unknown): Date | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badRequest(versionMessages.invalid);
  // An If-Match value may be quoted, and weak (W/"..."); a blank value or `*` names no version.
  const text = value
    .trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1')
    .trim();
  if (text === '' || text === '*') return undefined;
  const date = new Date(text);
  if (!ISO_DATE_TIME.test(text) || Number.isNaN(date.getTime())) throw badRequest(versionMessages.invalid);
  return date;
};

/** The version an update call was made from: the body's `updatedAt` or the `If-Match` header; undefined when none. */
export const versionOf = (request: { body?: unknown; headers: Record<string, string | string[] | undefined> }) => {
  const fromBody = parseVersion((request.body as { updatedAt?: unknown } | null | undefined)?.updatedAt);
  const header = request.headers['if-match'];
  const fromHeader = parseVersion(Array.isArray(header) ? header[0] : header);
  if (fromBody && fromHeader && fromBody.getTime() !== fromHeader.getTime()) throw badRequest(versionMessages.disagree);
  return fromBody ?? fromHeader;
};

/** The 409 of a stale save; `current` is the record as the resource's GET answers it. */
export const staleSave = (current: unknown) => new HttpError(409, staleSaveMessage, { current });

const VersionField = Type.Optional(
  Type.String({
    description:
      'The updatedAt the record was read with (ISO 8601). When given and the record has changed since, the save is ' +
      'refused with 409 and the current record. The If-Match header may carry it instead.',
  }),
);

/** An update body with the optional `updatedAt` version. */
export const withVersion = <T extends TProperties>(body: TObject<T>) =>
  Type.Object({ ...body.properties, updatedAt: VersionField });

/** The 409 answer of an update call: a stale save carries the current record; other conflicts only a message. */
export const staleResponse = <T extends TSchema>(record: T) => ({
  409: Type.Object({
    message: Type.String(),
    current: Type.Optional(record),
  }),
});
