import { messages, rules } from '#contract/rules';
import type { RequestContext } from '../lib/request-context.js';
import { changesBetween, recordAudit, sharedBefore } from '../audit/audit-recorder.js';
import type { Db } from '../db/client.js';
import {
  conflictsOf,
  refuseStale,
  staleRecords,
  statusConflict,
  type ExpectedStatuses,
  type StatusConflict,
} from '../audit/status-conflicts.js';
import { reporterStatuses, type ReporterStatus, type UserRole } from '../db/schema.js';
import { badRequest, conflict, isUniqueViolation, notFound } from '../lib/http-errors.js';
import { offsetOf, pagination, type Page } from '../lib/pagination.js';
import { isUuid, requireId, trimmed, validate } from '../lib/validate.js';
import {
  UsersRepository,
  noPosts,
  reporterRoles,
  type ExportRow,
  type PostCounts,
  type ReporterMatch,
  type User,
} from '../repositories/users.repository.js';
import { csvRecords } from '../lib/csv.js';

/** Published and Rejected post counts are computed at query time, so they never drift from the posts. */
export const reporterDto = (user: User, counts: PostCounts, ctx: Pick<RequestContext, 'mediaUrl'>) => ({
  roleID: user.id,
  firstName: user.firstName,
  middleName: user.middleName,
  lastName: user.lastName,
  mobileNumber: user.mobileNumber,
  email: user.email,
  role: user.role,
  status: user.status,
  profilePic: ctx.mediaUrl(user.profilePicKey),
  publishedPostCount: counts.publishedPostCount,
  trashedPostCount: counts.trashedPostCount,
  createdAt: user.createdAt.toISOString(),
  updatedAt: user.updatedAt.toISOString(),
});

export const reporterMessages = {
  roleInvalid: 'Role must be Reporter or GuestReporter',
  roleTypeInvalid: 'Role type must be Reporter or GuestReporter',
  statusInvalid: 'Status must be one of Active, Pending, Inactive, Trash',
  bulkStatusInvalid: 'Status must be one of Active, Inactive, Trash',
  mobileTaken: messages.mobileTaken,
  emailTaken: messages.emailTaken,
  emailLocked: 'Email cannot be changed',
  noneSelected: 'Select at least one reporter',
  idsOrMatch: 'Send either roleIDs or match, not both',
  matchStatusInvalid: 'match.status must be one of Active, Pending, Inactive, Trash',
  expectedWithMatch: 'Send expected with roleIDs; a change by match only takes reporters that still match',
  pendingApproval: 'Reporter is pending approval; approve or reject it first',
  notPending: 'Reporter is not pending approval',
} as const;

export interface ReporterBody {
  firstName?: unknown;
  middleName?: unknown;
  lastName?: unknown;
  mobileNumber?: unknown;
  email?: unknown;
  role?: unknown;
}

/** A list's filter beyond its status, as the list call's query takes it. */
export interface ReporterFilterQuery {
  search?: string;
  roleType?: string[];
}

export interface ReporterListQuery extends Page, ReporterFilterQuery {}

export interface ReporterStatusBody {
  roleIDs?: string[];
  /** A list's filter with its status. */
  match?: ReporterFilterQuery & { status?: string };
  status?: string;
  expected?: ExpectedStatuses;
}

/** Where a status conflict finds who changed a reporter's status. */
const statusAudit = { resource: 'reporters', field: 'status', noun: 'Reporter' };

/** The CSV export's columns, in order; the header row names them. */
const exportColumns: (keyof ExportRow)[] = [
  'firstName',
  'middleName',
  'lastName',
  'email',
  'mobileNumber',
  'role',
  'status',
];

/** Rows per query of the CSV export: large enough to keep queries few, small enough to keep memory flat. */
const EXPORT_BATCH_SIZE = 1000;

// The filter's checkbox labels ("Guest Reporter") and any casing name the same two roles.
const ROLE_TYPES: Record<string, UserRole> = { reporter: 'Reporter', guestreporter: 'GuestReporter' };

const fieldsOf = (body: ReporterBody) => ({
  firstName: trimmed(body.firstName),
  middleName: trimmed(body.middleName),
  lastName: trimmed(body.lastName),
  // Spaces typed or pasted into the number are dropped; anything else must already be digits.
  mobileNumber: typeof body.mobileNumber === 'string' ? body.mobileNumber.replace(/\s/g, '') : body.mobileNumber,
  email: trimmed(body.email),
  role: trimmed(body.role),
});

const roleOf = (value: unknown, fallback: UserRole): UserRole => {
  if (value === undefined || value === null || value === '') return fallback;
  if (value === 'Reporter' || value === 'GuestReporter') return value;
  throw badRequest(reporterMessages.roleInvalid);
};

const statusOf = (value: unknown, message: string = reporterMessages.statusInvalid): ReporterStatus => {
  const status =
    typeof value === 'string' &&
    reporterStatuses.find((candidate) => candidate.toLowerCase() === value.trim().toLowerCase());
  if (!status) throw badRequest(message);
  return status;
};

/** Pending is only entered by registering and left by approval or rejection, never set in bulk. */
const bulkStatusOf = (value: unknown): ReporterStatus => {
  if (value === 'Active' || value === 'Inactive' || value === 'Trash') return value;
  throw badRequest(reporterMessages.bulkStatusInvalid);
};

/** The filter arrives as repeated params, a comma-joined string or a JSON array string; empty means both types. */
const roleTypesOf = (values: string[] = []): UserRole[] => {
  const names = values.flatMap((value) => {
    const text = value.trim();
    if (!text.startsWith('[')) return text.split(',');
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      // falls through to the 400 below
    }
    throw badRequest(reporterMessages.roleTypeInvalid);
  });
  const roles = new Set<UserRole>();
  for (const name of names.map((n) => n.trim()).filter(Boolean)) {
    const role = ROLE_TYPES[name.replace(/\s+/g, '').toLowerCase()];
    if (!role) throw badRequest(reporterMessages.roleTypeInvalid);
    roles.add(role);
  }
  return roles.size > 0 ? [...roles] : reporterRoles;
};

/** The one reading of a list filter: the list, the bulk status call by filter and the export all use it. */
const matchOf = (status: ReporterStatus, query: ReporterFilterQuery): ReporterMatch => ({
  status,
  roles: roleTypesOf(query.roleType),
  search: query.search?.trim() || undefined,
});

export const uniqueViolationToConflict = (error: unknown) => {
  if (isUniqueViolation(error, 'users_mobile_number_key')) return conflict(reporterMessages.mobileTaken);
  if (isUniqueViolation(error, 'users_email_key')) return conflict(reporterMessages.emailTaken);
  return error;
};

export class ReportersService {
  private readonly users: UsersRepository;

  constructor(private readonly db: Db) {
    this.users = new UsersRepository(db);
  }

  async list(statusParam: string, query: ReporterListQuery, ctx: RequestContext) {
    const { rows, total } = await this.users.listReporters({
      ...matchOf(statusOf(statusParam), query),
      offset: offsetOf(query),
      limit: query.limit,
    });
    return {
      reporters: rows.map((row) => reporterDto(row.user, row, ctx)),
      reportersCount: total,
      pagination: pagination(total, query),
    };
  }

  async get(id: string, ctx: RequestContext) {
    return this.withCounts(await this.findOrThrow(id), ctx);
  }

  /** New reporters wait in Pending (the New Reporters list) until an admin approves or rejects them. */
  async register(body: ReporterBody, ctx: RequestContext) {
    const fields = fieldsOf(body);
    validate(fields, rules.reporter);
    const role = roleOf(fields.role, 'Reporter');
    const mobileNumber = String(fields.mobileNumber);
    const email = String(fields.email);
    await this.assertAvailable(mobileNumber, email);
    try {
      return await this.db.transaction(async (tx) => {
        const user = await new UsersRepository(tx).insert({
          role,
          firstName: String(fields.firstName),
          middleName: fields.middleName ? String(fields.middleName) : null,
          lastName: String(fields.lastName),
          mobileNumber,
          email,
          status: 'Pending',
        });
        const created = reporterDto(user, noPosts, ctx);
        await recordAudit(tx, ctx, {
          action: 'create',
          resource: 'reporters',
          recordIds: [user.id],
          changes: changesBetween({}, created),
        });
        return created;
      });
    } catch (error) {
      throw uniqueViolationToConflict(error);
    }
  }

  /** A field left out keeps its value; a blank or null middle name clears it. The email is fixed at registration. */
  async update(id: string, body: ReporterBody, ctx: RequestContext) {
    const reporter = await this.findOrThrow(id);
    const fields = fieldsOf(body);
    validate({ ...fields, email: fields.email ?? reporter.email }, rules.reporter);
    if (fields.email !== undefined && String(fields.email).toLowerCase() !== reporter.email.toLowerCase()) {
      throw badRequest(reporterMessages.emailLocked);
    }
    const role = roleOf(fields.role, reporter.role);
    const mobileNumber = String(fields.mobileNumber);
    await this.assertAvailable(mobileNumber, undefined, reporter.id);
    try {
      const updated = await this.users.update(reporter.id, {
        role,
        firstName: String(fields.firstName),
        middleName:
          fields.middleName === undefined ? reporter.middleName : fields.middleName ? String(fields.middleName) : null,
        lastName: String(fields.lastName),
        mobileNumber,
      });
      return this.withCounts(updated, ctx);
    } catch (error) {
      throw uniqueViolationToConflict(error);
    }
  }

  /**
   * The reporters are named by `roleIDs` or by `match`, the filter of a list (exactly one of the two). Either way
   * it is all or nothing, reporters awaiting approval are refused, and reporters already in the target status
   * are left untouched; the count is of those that changed. Reporters whose status is not the one `expected` names
   * are left alone and listed in `conflicts` (409 when all are).
   */
  async setStatus(
    { roleIDs, match, status: statusValue, expected }: ReporterStatusBody,
    ctx: RequestContext,
  ): Promise<{ updatedCount: number; conflicts?: StatusConflict[] }> {
    if (roleIDs !== undefined && match !== undefined) throw badRequest(reporterMessages.idsOrMatch);
    if (match !== undefined && expected !== undefined) throw badRequest(reporterMessages.expectedWithMatch);
    const status = bulkStatusOf(statusValue);
    return match === undefined
      ? this.setStatusOf(roleIDs, status, ctx, expected)
      : { updatedCount: await this.setStatusWhere(match, status, ctx) };
  }

  /** One entry for the whole call: the ids it changed, and the status each had (by id) or the filter it took. */
  private audit(
    db: Db,
    ctx: RequestContext,
    ids: string[],
    status: ReporterStatus,
    detail: { before?: Record<string, string>; match?: unknown },
  ) {
    return recordAudit(db, ctx, {
      action: 'bulkStatus',
      resource: 'reporters',
      recordIds: ids,
      changes: [{ field: 'status', before: sharedBefore(detail.before), after: status }],
      detail,
    });
  }

  /**
   * Every reporter the list with this filter shows, however many pages. Only Pending reporters can match a
   * Pending filter, so that filter is refused outright, as a Pending id is.
   */
  private async setStatusWhere(
    query: NonNullable<ReporterStatusBody['match']>,
    status: ReporterStatus,
    ctx: RequestContext,
  ) {
    const match = matchOf(statusOf(query.status, reporterMessages.matchStatusInvalid), query);
    if (match.status === 'Pending') throw conflict(reporterMessages.pendingApproval);
    return this.db.transaction(async (tx) => {
      const ids = await new UsersRepository(tx).setStatusWhere(match, status);
      if (ids.length > 0) await this.audit(tx, ctx, ids, status, { match: query });
      return ids.length;
    });
  }

  private async setStatusOf(
    roleIDs: string[] | undefined,
    status: ReporterStatus,
    ctx: RequestContext,
    expected: ExpectedStatuses,
  ) {
    const ids = [...new Set((roleIDs ?? []).map((id) => id.trim().toLowerCase()).filter(Boolean))];
    if (ids.length === 0) throw badRequest(reporterMessages.noneSelected);
    if (!ids.every(isUuid)) throw notFound('Reporter');
    return this.db.transaction(async (tx) => {
      const users = new UsersRepository(tx);
      const found = await users.findReporters(ids, { lock: true });
      if (found.length !== ids.length) throw notFound('Reporter');
      const stale = staleRecords(expected, found);
      const conflicts = stale.length > 0 ? await conflictsOf(tx, statusAudit, stale) : [];
      if (stale.length === found.length) throw statusConflict(statusAudit.noun, conflicts);
      const current = found.filter((reporter) => !stale.includes(reporter));
      if (current.some((reporter) => reporter.status === 'Pending')) throw conflict(reporterMessages.pendingApproval);
      const changing = current.filter((reporter) => reporter.status !== status);
      if (changing.length > 0) {
        const ids = changing.map((reporter) => reporter.id);
        await users.setStatus(ids, status);
        const before = Object.fromEntries(changing.map((reporter) => [reporter.id, reporter.status]));
        await this.audit(tx, ctx, ids, status, { before });
      }
      return { updatedCount: changing.length, ...(conflicts.length > 0 && { conflicts }) };
    });
  }

  /**
   * CSV lines (header first) of every reporter the list with this filter shows, in its order, read from the
   * database a batch at a time as the consumer pulls them. The filter is checked before the first line, so a bad
   * one is a 400 rather than a broken download.
   */
  exportCsv(statusParam: string, query: ReporterFilterQuery, batchSize = EXPORT_BATCH_SIZE) {
    return this.csvLines(matchOf(statusOf(statusParam), query), batchSize);
  }

  /** A revert of a decision or status change: the status as it was, Pending included (see decide). */
  async putStatusBack(id: string, status: unknown, ctx: RequestContext) {
    await new UsersRepository(this.db).setStatus([requireId(id, 'Reporter')], statusOf(status));
    return this.get(id, ctx);
  }

  /**
   * Approval moves a Pending reporter to Active; rejection moves it to Trash, from where it can be restored. With
   * `expected`, a reporter whose status is not the one the caller saw is left alone: 409 with who changed it.
   */
  async decide(id: string, approve: boolean, ctx: RequestContext, expected?: ExpectedStatuses) {
    const reporter = await this.findOrThrow(id);
    return this.db.transaction(async (tx) => {
      const service = new ReportersService(tx);
      if (expected !== undefined) {
        const [locked] = await new UsersRepository(tx).findReporters([reporter.id], { lock: true });
        if (locked) await refuseStale(tx, expected, locked, statusAudit);
      }
      const before = await service.withCounts(reporter, ctx);
      // Conditional on Pending in the same statement, so two admins deciding at once cannot both win.
      const decided = await new UsersRepository(tx).setStatusIf(reporter.id, 'Pending', approve ? 'Active' : 'Trash');
      if (!decided) throw conflict(reporterMessages.notPending);
      const after = await service.withCounts(decided, ctx);
      await recordAudit(tx, ctx, {
        action: approve ? 'approve' : 'reject',
        resource: 'reporters',
        recordIds: [reporter.id],
        changes: changesBetween(before, after),
      });
      return after;
    });
  }

  private async *csvLines(match: ReporterMatch, batchSize: number) {
    const rows = (batch: ExportRow[]) => csvRecords(batch.map((row) => exportColumns.map((column) => row[column])));
    const batches = this.users.exportReporters(match, batchSize)[Symbol.asyncIterator]();
    // The first query runs before the header is yielded, so a filter the database refuses fails the call
    // (see startedStream) instead of cutting a file that has begun.
    const first = await batches.next();
    yield csvRecords([exportColumns]) + (first.done ? '' : rows(first.value));
    for (let next = await batches.next(); !next.done; next = await batches.next()) yield rows(next.value);
  }

  private async findOrThrow(id: string) {
    const reporter = await this.users.findReporter(requireId(id, 'Reporter'));
    if (!reporter) throw notFound('Reporter');
    return reporter;
  }

  private async withCounts(user: User, ctx: RequestContext) {
    return reporterDto(user, await this.users.postCounts(user.id), ctx);
  }

  private async assertAvailable(mobileNumber: string, email: string | undefined, exceptId?: string) {
    const [byMobile, byEmail] = await Promise.all([
      this.users.findByMobileNumber(mobileNumber),
      email === undefined ? undefined : this.users.findByEmail(email),
    ]);
    if (byMobile && byMobile.id !== exceptId) throw conflict(reporterMessages.mobileTaken);
    if (byEmail && byEmail.id !== exceptId) throw conflict(reporterMessages.emailTaken);
  }
}
