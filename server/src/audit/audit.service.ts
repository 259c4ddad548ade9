import { parseDateTime } from '#contract/rules';
import type { Db } from '../db/client.js';
import { csvRecords } from '../lib/csv.js';
import { HttpError, badRequest, notFound } from '../lib/http-errors.js';
import { offsetOf, pagination, type Page } from '../lib/pagination.js';
import type { RequestContext } from '../lib/request-context.js';
import { isUuid } from '../lib/validate.js';
import { sameValue } from './audit-recorder.js';
import { AuditedResources } from './audited-resources.js';
import { AuditRepository, type AuditEntry, type AuditFilter } from './audit.repository.js';

export interface AuditQuery {
  resource?: string;
  recordId?: string;
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
}

export const auditMessages = {
  from: 'from must be a date (yyyy-MM-dd) or an ISO 8601 date-time',
  to: 'to must be a date (yyyy-MM-dd) or an ISO 8601 date-time',
  notRevertable: 'This entry changed no fields that can be put back',
  changedSince: (fields: string[]) =>
    `This record was changed after this entry (${fields.join(', ')}). Reload it to see the changes.`,
};

const given = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** The answer shape of one entry (GET /api/audit), with the fields a revert of it puts back. */
export const auditEntryDto = (entry: AuditEntry, revertable: string[]) => ({
  auditID: entry.id,
  at: entry.at.toISOString(),
  actor: { roleID: entry.actorId, name: entry.actorName, mobileNumber: entry.actorMobile },
  address: entry.address,
  action: entry.action,
  resource: entry.resource,
  recordIds: entry.recordIds,
  changes: entry.changes,
  detail: entry.detail ?? null,
  revertable,
});

const EXPORT_HEADER = [
  'Time',
  'Actor',
  'Actor ID',
  'Mobile Number',
  'Address',
  'Action',
  'Resource',
  'Record IDs',
  'Changes',
];
const EXPORT_BATCH_SIZE = 1000;

/** A date alone bounds whole days: `to=2026-01-31` takes in all of that day. */
const bound = (value: string | undefined, message: string, end: boolean) => {
  const text = given(value);
  if (text === undefined) return undefined;
  const date = parseDateTime(text);
  if (!date) throw badRequest(message);
  if (end && /^\d{4}-\d{2}-\d{2}$/.test(text)) date.setDate(date.getDate() + 1);
  return date;
};

/** The Activity list, its CSV export, reverts and the retention purge. */
export class AuditService {
  private readonly entries: AuditRepository;

  constructor(
    db: Db,
    private readonly resources = new AuditedResources(),
  ) {
    this.entries = new AuditRepository(db);
  }

  private filterOf(query: AuditQuery): AuditFilter {
    const actor = given(query.actor);
    return {
      resource: given(query.resource),
      recordId: given(query.recordId),
      ...(actor && (isUuid(actor) ? { actorId: actor } : { actorMobile: actor })),
      action: given(query.action),
      from: bound(query.from, auditMessages.from, false),
      to: bound(query.to, auditMessages.to, true),
    };
  }

  async list(query: AuditQuery & Page) {
    const filter = this.filterOf(query);
    const [rows, total] = await Promise.all([
      this.entries.list(filter, { offset: offsetOf(query), limit: query.limit }),
      this.entries.count(filter),
    ]);
    return {
      entries: rows.map((entry) => auditEntryDto(entry, this.resources.revertable(entry))),
      pagination: pagination(total, query),
    };
  }

  /** CSV lines (header first) of every matching entry, newest first, read a batch at a time as they are pulled. */
  async *exportCsv(query: AuditQuery, batchSize = EXPORT_BATCH_SIZE) {
    const batches = this.entries.batches(this.filterOf(query), batchSize)[Symbol.asyncIterator]();
    const rows = (batch: AuditEntry[]) =>
      csvRecords(
        batch.map((entry) => [
          entry.at.toISOString(),
          entry.actorName,
          entry.actorId,
          entry.actorMobile,
          entry.address,
          entry.action,
          entry.resource,
          entry.recordIds.join(' '),
          entry.changes.length > 0 ? JSON.stringify(entry.changes) : '',
        ]),
      );
    const first = await batches.next();
    yield csvRecords([EXPORT_HEADER]) + (first.done ? '' : rows(first.value));
    for (let next = await batches.next(); !next.done; next = await batches.next()) yield rows(next.value);
  }

  /**
   * Puts back the before-values of the entry's fields that the resource's update takes, through that update (its
   * rules apply, and it records the revert as an entry); 400 when there are none (a file's upload, a bulk change). A
   * field whose value is no longer the entry's after-value was changed since: 409 naming those fields, nothing
   * changed. The update is made at the version just compared, so a change that lands between the comparison and the
   * save is refused too.
   */
  async revert(auditID: string, ctx: RequestContext) {
    const entry = isUuid(auditID) ? await this.entries.findById(auditID) : undefined;
    if (!entry) throw notFound('Audit entry');
    const resource = this.resources.find(entry.resource);
    const fields = this.resources.revertable(entry);
    if (!resource || fields.length === 0) throw badRequest(auditMessages.notRevertable);
    const changes = entry.changes.filter((change) => fields.includes(change.field));
    const [id] = entry.recordIds;
    const current = await resource.get(id, ctx);
    const changed = changes.filter((change) => !sameValue(current[change.field], change.after));
    if (changed.length > 0) {
      const fields = changed.map((change) => change.field);
      throw new HttpError(409, auditMessages.changedSince(fields), { fields, current });
    }
    const restored = Object.fromEntries(changes.map((change) => [change.field, change.before]));
    const whole = resource.wholeBody ? { ...current, ...restored } : restored;
    const body = Object.fromEntries(Object.entries(whole).map(([field, value]) => [field, bodyValueOf(value)]));
    return resource.update(id, body, { ...ctx, revertOf: entry.id }, new Date(String(current.updatedAt)));
  }

  /**
   * Deletes the entries older than `days` days (0 keeps everything), once a day: the process that claims today's
   * purge does it, any other finds it claimed and does nothing. Answers how many entries went, or undefined when
   * the purge was not this call's to do.
   */
  async purgeOnceToday(days: number, now = new Date()) {
    if (days <= 0) return undefined;
    const day = now.toISOString().slice(0, 10);
    if (!(await this.entries.claimPurge(day))) return undefined;
    const purged = await this.entries.purgeOlderThan(new Date(now.getTime() - days * 86_400_000));
    await this.entries.notePurged(day, purged);
    return purged;
  }
}

/**
 * A field's API value as an update body takes it: a referenced record (a category, a language, a reporter) by its
 * id, anything else as it is.
 */
const bodyValueOf = (value: unknown) => {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const id = Object.entries(value).find(([key]) => /ID$/.test(key));
    if (id) return id[1];
  }
  return value;
};
