import { HttpError, type Identifier } from 'react-admin';
import { request } from './http';
import { fill, isEmptyFilterValue, isRow } from './json';
import { statusOf } from './list';
import type { ResourceConfig, Row } from './types';

export type StatusConfig = NonNullable<ResourceConfig['status']>;

/** A record a status call left alone because its status was no longer the one the admin saw (issue 36). */
export interface StatusConflict {
  id: string;
  /** Its status now. */
  status: string;
  /** Who changed it, when the server knows. */
  by: string | null;
  at: string;
}

/**
 * A status call refused because every record it named had changed since the admin saw it (409): the server's
 * message says who changed what ("This post was published by Asha Rao a moment ago").
 */
export class StatusConflictError extends HttpError {
  constructor(
    message: string,
    readonly conflicts: StatusConflict[],
  ) {
    super(message, 409, { conflicts });
    Object.setPrototypeOf(this, new.target.prototype);
  }
}

const conflictsIn = (body: unknown): StatusConflict[] =>
  isRow(body) && Array.isArray(body.conflicts) ? (body.conflicts as StatusConflict[]) : [];

/** Turns a 409 carrying conflicts into a StatusConflictError; other failures pass through. */
const statusConflictOf = (error: unknown): unknown => {
  if (!(error instanceof HttpError) || error.status !== 409) return error;
  const conflicts = conflictsIn(error.body);
  return conflicts.length > 0 ? new StatusConflictError(error.message, conflicts) : error;
};

/** The call's `expected`: the status each record had when the admin saw it, by id; undefined when none is known. */
export const expectedOf = (field: string, seen: unknown[] | undefined) => {
  const entries = (seen ?? []).flatMap((record) =>
    isRow(record) && record.id !== undefined && typeof record[field] === 'string'
      ? [[String(record.id), record[field]] as const]
      : [],
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
};

const sendStatus = (path: string, body: Row) =>
  request('PUT', path, body).then(
    ({ json }) => conflictsIn(json),
    (error: unknown) => {
      throw statusConflictOf(error);
    },
  );

/**
 * Sends a status change: by list filter (`match`), for several ids in one call (`ids`), or one call per id.
 * `filter` is only given for a change of every record matching a list filter. `seen` is the records as the admin saw
 * them: their statuses go along as `expected`, so a record changed since is left alone. Answers the records left
 * alone when others were changed; throws a StatusConflictError when all were.
 */
export const setStatus = async (
  resource: string,
  config: ResourceConfig,
  status: StatusConfig,
  ids: Identifier[],
  data: Row,
  filter?: Row,
  seen?: unknown[],
): Promise<StatusConflict[]> => {
  const value = data[status.field];
  // A change by filter only takes records that still match it: it needs no expectation.
  const expected = filter ? undefined : expectedOf(status.field, seen);
  if (filter) {
    if (!status.match) throw new Error(`Resource "${resource}" declares no status call by filter`);
    const params = Object.fromEntries(
      (config.list?.params ?? []).filter((key) => !isEmptyFilterValue(filter[key])).map((key) => [key, filter[key]]),
    );
    return sendStatus(fill(status.path, {}), {
      [status.match]: { status: statusOf(config, filter), ...params },
      [status.field]: value,
    });
  }
  if (status.ids)
    return sendStatus(fill(status.path, {}), {
      [status.ids]: ids.length === 1 ? ids[0] : ids,
      [status.field]: value,
      ...(expected && { expected }),
    });
  const answers = await Promise.allSettled(
    ids.map((id) => {
      const mine = expected?.[String(id)];
      return sendStatus(fill(status.path, { id }), {
        [status.field]: value,
        ...(mine !== undefined && { expected: { [String(id)]: mine } }),
      });
    }),
  );
  const failures = answers.flatMap((answer) => (answer.status === 'rejected' ? [answer.reason as unknown] : []));
  const other = failures.find((error) => !(error instanceof StatusConflictError));
  if (other !== undefined) throw other;
  const conflicts = (failures as StatusConflictError[]).flatMap((error) => error.conflicts);
  if (failures.length > 0 && failures.length === ids.length)
    throw failures.length === 1 ? failures[0] : new StatusConflictError((failures[0] as Error).message, conflicts);
  return conflicts;
};

/**
 * A declared action on one record (e.g. approve): its own body when it declares one, else `data`. An action that
 * moves the status (`expected`) sends the status the admin saw, as the status call does.
 */
export const runAction = async (
  resource: string,
  config: ResourceConfig,
  call: string,
  id: Identifier,
  data: Row,
  seen?: Row,
) => {
  const action = config.actions?.[call];
  if (!action) throw new Error(`Resource "${resource}" declares no ${call} call`);
  const expected = action.expected && config.status ? expectedOf(config.status.field, [seen]) : undefined;
  await request(action.method ?? 'PUT', fill(action.path, { id }), {
    ...(action.body ?? data),
    ...(expected && { expected }),
  }).catch((error: unknown) => {
    throw statusConflictOf(error);
  });
};
