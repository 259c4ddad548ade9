import { Type } from 'typebox';
import type { Db } from '../db/client.js';
import { HttpError, badRequest } from '../lib/http-errors.js';
import { AuditRepository } from './audit.repository.js';

/**
 * A status call made on out-of-date information is refused (issue 36). The call may send `expected`, the status the
 * admin saw of each record, by id; a record whose status is something else by the time the call holds its row lock is
 * left alone and reported as a conflict: its status now, and who changed it and when (from the audit log).
 */

/** The body field: record id to the status the caller saw. */
export type ExpectedStatuses = Record<string, unknown> | undefined;

export interface StatusConflict {
  id: string;
  /** The record's status now. */
  status: string;
  /** The name of the admin who last changed it; null when the audit log has no entry for it (e.g. purged). */
  by: string | null;
  /** When: that entry's time, else the record's last change. */
  at: string;
}

export const ExpectedField = Type.Optional(
  Type.Record(Type.String(), Type.String(), {
    description:
      'The status the caller saw of each record, by id. A record whose status is no longer that is not changed; ' +
      'the call answers 409 with `conflicts` when no record it names could be changed, else lists them next to ' +
      'the count. Records left out of the map, and calls without it, are not checked.',
  }),
);

const ConflictSchema = Type.Object({
  id: Type.String(),
  status: Type.String({ description: 'The status the record has now' }),
  by: Type.Union([Type.String(), Type.Null()], { description: 'Who changed it (null when not known)' }),
  at: Type.String({ description: 'When (ISO 8601)' }),
});

/** A bulk answer's records left alone because their status was not the one expected; only there when there are some. */
export const ConflictsField = Type.Optional(Type.Array(ConflictSchema));

/** The 409 of a status call: a status conflict carries `conflicts`; other conflicts only a message. */
export const statusConflictResponse = { 409: Type.Object({ message: Type.String(), conflicts: ConflictsField }) };

/** `expected` as sent: an object of strings, else 400 (the route schemas check it too; services may be called alone). */
const checked = (expected: ExpectedStatuses) => {
  if (expected === undefined || expected === null) return undefined;
  if (
    typeof expected !== 'object' ||
    Array.isArray(expected) ||
    Object.values(expected).some((v) => typeof v !== 'string')
  )
    throw badRequest('expected must map record ids to the statuses you saw');
  return new Map(Object.entries(expected).map(([id, status]) => [id.trim().toLowerCase(), String(status)]));
};

/** Statuses compare in any case and spelling of their words ("in progress", "inProgress", "In_Progress"). */
const sameStatus = (a: string, b: string) =>
  a.replace(/[\s_-]+/g, '').toLowerCase() === b.replace(/[\s_-]+/g, '').toLowerCase();

/** The records (read under their row locks) whose status is not the one `expected` names for them. */
export const staleRecords = <T extends { id: string; status: unknown }>(expected: ExpectedStatuses, records: T[]) => {
  const seen = checked(expected);
  if (!seen) return [];
  return records.filter((record) => {
    const status = seen.get(record.id.toLowerCase());
    return status !== undefined && !sameStatus(status, String(record.status));
  });
};

/** What a status reads as in a sentence: "This post was published", "This ticket was set to under review". */
const verbOf = (status: string) =>
  ({ Published: 'published', Rejected: 'rejected', Trash: 'moved to Trash' })[status] ??
  `set to ${status.replace(/([a-z])([A-Z])/g, (_, end: string, start: string) => `${end} ${start.toLowerCase()}`)}`;

const MINUTE = 60_000;

/** "a moment ago", "5 minutes ago", "2 hours ago", else the day. */
const agoText = (at: Date, now: Date) => {
  const minutes = Math.floor((now.getTime() - at.getTime()) / MINUTE);
  if (minutes < 1) return 'a moment ago';
  if (minutes < 60) return minutes === 1 ? 'a minute ago' : `${minutes} minutes ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? 'an hour ago' : `${hours} hours ago`;
  return `on ${at.toISOString().slice(0, 10)}`;
};

const pluralOf = (noun: string) => (/[^aeiou]y$/.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`);

/**
 * The 409's message: for one record who changed it to what and when ("This post was published by Asha Rao a moment
 * ago"), for several how many.
 */
export const conflictMessage = (noun: string, conflicts: StatusConflict[], now = new Date()) => {
  const name = noun.toLowerCase();
  if (conflicts.length !== 1)
    return `${conflicts.length} ${pluralOf(name)} were changed by someone else since you saw them. Reload to see them as they are.`;
  const [{ status, by, at }] = conflicts;
  return `This ${name} was ${verbOf(status)} by ${by ?? 'someone else'} ${agoText(new Date(at), now)}`;
};

/**
 * The conflicts of the stale records, read in the call's transaction: who last changed each one's status field of
 * `resource` in the audit log, and when (the record's `updatedAt` when the log has no entry).
 */
export const conflictsOf = async (
  db: Db,
  audit: { resource: string; field: string },
  stale: { id: string; status: unknown; updatedAt?: Date | null }[],
): Promise<StatusConflict[]> => {
  const changes = await new AuditRepository(db).lastChangesOf(
    audit.resource,
    audit.field,
    stale.map((record) => record.id),
  );
  return stale.map(({ id, status, updatedAt }) => {
    const change = changes.get(id);
    return {
      id,
      status: String(status),
      by: change?.by ?? null,
      at: (change?.at ?? updatedAt ?? new Date()).toISOString(),
    };
  });
};

/** The 409 of a status call whose records all changed since the caller saw them. */
export const statusConflict = (noun: string, conflicts: StatusConflict[]) =>
  new HttpError(409, conflictMessage(noun, conflicts), { conflicts });

/**
 * Checks one record read under its row lock against `expected`: throws the 409 (nothing changed) when it is stale.
 */
export const refuseStale = async (
  db: Db,
  expected: ExpectedStatuses,
  record: { id: string; status: unknown; updatedAt?: Date | null },
  audit: { resource: string; field: string; noun: string },
) => {
  const stale = staleRecords(expected, [record]);
  if (stale.length > 0) throw statusConflict(audit.noun, await conflictsOf(db, audit, stale));
};
