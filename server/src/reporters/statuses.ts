import { reporters } from '#contract/resources/reporters';
import { changesBetween, recordAudit, sharedBefore } from '../audit/audit-recorder.js';
import { userLabelsOf } from '../audit/record-labels.js';
import {
  conflictsOf,
  refuseStale,
  staleRecords,
  statusConflict,
  type ExpectedStatuses,
  type StatusConflict,
} from '../audit/status-conflicts.js';
import type { Db } from '../db/client.js';
import type { ReporterStatus } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../lib/http-errors.js';
import type { RequestContext } from '../lib/request-context.js';
import { isUuid, requireId } from '../lib/validate.js';
import { DeclaredService } from '../declared/declared.service.js';
import { matchOf, reporterMessages, statusOf, type ReporterFilterQuery } from './filters.js';
import { ReportersQueries } from './queries.js';

export interface ReporterStatusBody {
  roleIDs?: string[];
  /** A list's filter with its status. */
  match?: ReporterFilterQuery & { status?: string };
  status?: string;
  expected?: ExpectedStatuses;
}

/** Where a status conflict finds who changed a reporter's status. */
const statusAudit = { resource: 'reporters', field: 'status', noun: 'Reporter' };

/** A reporter as its calls answer it, read in `db` (a transaction's). */
export const reporterIn = (db: Db, id: string, ctx: RequestContext) => new DeclaredService(db, reporters).get(id, ctx);

/** Pending is only entered by registering and left by approval or rejection, never set by the status call. */
const bulkStatusOf = (value: unknown): ReporterStatus => {
  if (value === 'Active' || value === 'Inactive' || value === 'Trash') return value;
  throw badRequest(reporterMessages.bulkStatusInvalid);
};

/** One entry for the whole call: the ids it changed, and the status each had (by id) or the filter it took. */
const audit = async (
  db: Db,
  ctx: RequestContext,
  ids: string[],
  status: ReporterStatus,
  detail: { before?: Record<string, string>; match?: unknown },
) =>
  recordAudit(db, ctx, {
    action: 'bulkStatus',
    resource: 'reporters',
    recordIds: ids,
    changes: [{ field: 'status', before: sharedBefore(detail.before), after: status }],
    detail,
    labels: await userLabelsOf(db, ids),
  });

/**
 * Every reporter the list with this filter shows, however many pages. Only Pending reporters can match a Pending
 * filter, so that filter is refused outright, as a Pending id is.
 */
const setStatusWhere = async (
  db: Db,
  query: NonNullable<ReporterStatusBody['match']>,
  status: ReporterStatus,
  ctx: RequestContext,
) => {
  const match = matchOf(statusOf(query.status, reporterMessages.matchStatusInvalid), query);
  if (match.status === 'Pending') throw conflict(reporterMessages.pendingApproval);
  return db.transaction(async (tx) => {
    const ids = await new ReportersQueries(tx).setStatusWhere(match, status);
    if (ids.length > 0) await audit(tx, ctx, ids, status, { match: query });
    return ids.length;
  });
};

const setStatusOf = async (
  db: Db,
  roleIDs: string[] | undefined,
  status: ReporterStatus,
  ctx: RequestContext,
  expected: ExpectedStatuses,
) => {
  const ids = [...new Set((roleIDs ?? []).map((id) => id.trim().toLowerCase()).filter(Boolean))];
  if (ids.length === 0) throw badRequest(reporterMessages.noneSelected);
  if (!ids.every(isUuid)) throw notFound('Reporter');
  return db.transaction(async (tx) => {
    const queries = new ReportersQueries(tx);
    const found = await queries.findReporters(ids, { lock: true });
    if (found.length !== ids.length) throw notFound('Reporter');
    const stale = staleRecords(expected, found);
    const conflicts = stale.length > 0 ? await conflictsOf(tx, statusAudit, stale) : [];
    if (stale.length === found.length) throw statusConflict(statusAudit.noun, conflicts);
    const current = found.filter((reporter) => !stale.includes(reporter));
    if (current.some((reporter) => reporter.status === 'Pending')) throw conflict(reporterMessages.pendingApproval);
    const changing = current.filter((reporter) => reporter.status !== status);
    if (changing.length > 0) {
      const changed = changing.map((reporter) => reporter.id);
      await queries.setStatus(changed, status);
      const before = Object.fromEntries(changing.map((reporter) => [reporter.id, reporter.status]));
      await audit(tx, ctx, changed, status, { before });
    }
    return { updatedCount: changing.length, ...(conflicts.length > 0 && { conflicts }) };
  });
};

/**
 * The status call: the reporters are named by `roleIDs` or by `match`, the filter of a list (exactly one of the two).
 * Either way it is all or nothing, reporters awaiting approval are refused, and reporters already in the target
 * status are left untouched; the count is of those that changed. Reporters whose status is not the one `expected`
 * names are left alone and listed in `conflicts` (409 when all are).
 */
export const setReporterStatus = async (
  db: Db,
  { roleIDs, match, status: statusValue, expected }: ReporterStatusBody,
  ctx: RequestContext,
): Promise<{ updatedCount: number; conflicts?: StatusConflict[] }> => {
  if (roleIDs !== undefined && match !== undefined) throw badRequest(reporterMessages.idsOrMatch);
  if (match !== undefined && expected !== undefined) throw badRequest(reporterMessages.expectedWithMatch);
  const status = bulkStatusOf(statusValue);
  return match === undefined
    ? setStatusOf(db, roleIDs, status, ctx, expected)
    : { updatedCount: await setStatusWhere(db, match, status, ctx) };
};

/**
 * Approval moves a Pending reporter to Active; rejection moves it to Trash, from where it can be restored. With
 * `expected`, a reporter whose status is not the one the caller saw is left alone: 409 with who changed it.
 */
export const decideReporter = async (
  db: Db,
  id: string,
  approve: boolean,
  ctx: RequestContext,
  expected?: ExpectedStatuses,
) => {
  const before = await reporterIn(db, id, ctx);
  return db.transaction(async (tx) => {
    const queries = new ReportersQueries(tx);
    if (expected !== undefined) {
      const [locked] = await queries.findReporters([String(before.roleID)], { lock: true });
      if (locked) await refuseStale(tx, expected, locked, statusAudit);
    }
    // Conditional on Pending in the same statement, so two admins deciding at once cannot both win.
    if (!(await queries.setStatusIf(String(before.roleID), 'Pending', approve ? 'Active' : 'Trash')))
      throw conflict(reporterMessages.notPending);
    const after = await reporterIn(tx, id, ctx);
    await recordAudit(tx, ctx, {
      action: approve ? 'approve' : 'reject',
      resource: 'reporters',
      recordIds: [String(after.roleID)],
      changes: changesBetween(before, after),
      record: after,
    });
    return after;
  });
};

/** A revert of a decision or status change: the status as it was, Pending included (see decideReporter). */
export const putStatusBack = async (db: Db, id: string, status: unknown, ctx: RequestContext) => {
  await new ReportersQueries(db).setStatus([requireId(id, 'Reporter')], statusOf(status));
  return reporterIn(db, id, ctx);
};
