import { parseDateTime } from '#contract/rules';
import type { Db } from '../db/client.js';
import { csvRecords } from '../lib/csv.js';
import { HttpError, badRequest, notFound } from '../lib/http-errors.js';
import { offsetOf, pagination, type Page } from '../lib/pagination.js';
import type { RequestContext } from '../lib/request-context.js';
import { isUuid } from '../lib/validate.js';
import { RetiredMediaRepository } from '../media/retired-media.repository.js';
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

/** The time before which the retention purge deletes, `days` days before `now`. */
export const retentionCutoff = (days: number, now: Date) => new Date(now.getTime() - days * 86_400_000);

const given = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * The media keys a file's URL may name: each end of its path (`ads/1f0c.png` of `https://host/media/ads/1f0c.png`),
 * as keys are the end of both the app's /media/ URLs and a bucket's direct ones.
 */
const mediaKeysIn = (url: string) => {
  let segments: string[];
  try {
    segments = new URL(url).pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return [];
  }
  return segments.map((_segment, start) => segments.slice(start).join('/')).reverse();
};

/** Whether two file URLs name the same file, whatever host they were answered for (file names are random). */
const sameFile = (a: unknown, b: unknown) =>
  typeof a === 'string' && typeof b === 'string' ? mediaKeysIn(a)[0] === mediaKeysIn(b)[0] : a === b;

/** The answer shape of one entry (GET /api/audit), with the fields a revert of it puts back. */
export const auditEntryDto = (entry: AuditEntry, revertable: string[]) => ({
  auditID: entry.id,
  at: entry.at.toISOString(),
  actor: { roleID: entry.actorId, name: entry.actorName, mobileNumber: entry.actorMobile },
  address: entry.address,
  action: entry.action,
  resource: entry.resource,
  recordIds: entry.recordIds,
  recordLabels: entry.recordLabels,
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

/** What of the log an admin sees (issue 40); an empty view is all of it. */
export interface AuditView {
  /** Only entries of these resources (those the admin may list); undefined: all. */
  resources?: readonly string[];
  /** Only entries about records in the admin's languages; undefined: all. */
  inScope?: AuditFilter['inScope'];
  /** The fields of the resource an entry names (as it names it) whose values the admin may not see. */
  hiddenOf?: (recorded: string) => ReadonlySet<string>;
  /** The entries naming only the records in the admin's languages (scopedEntries); undefined: as they are. */
  scoped?: (entries: AuditEntry[]) => Promise<AuditEntry[]>;
}

/** The entries as the view shows them: in its scope, without the values of its hidden fields. */
const shownIn = async (view: AuditView, entries: AuditEntry[]) =>
  (view.scoped ? await view.scoped(entries) : entries).map(withoutHiddenChanges(view));

/** The entry without the changes of fields the view hides: their values are what the role keeps from the admin. */
const withoutHiddenChanges =
  ({ hiddenOf }: AuditView) =>
  (entry: AuditEntry): AuditEntry => {
    const hidden = hiddenOf?.(entry.resource);
    return hidden && hidden.size > 0
      ? { ...entry, changes: entry.changes.filter((change) => !hidden.has(change.field)) }
      : entry;
  };

/** The Activity list, its CSV export, reverts and the retention purge. */
export class AuditService {
  private readonly entries: AuditRepository;

  private readonly retired: RetiredMediaRepository;

  constructor(
    db: Db,
    private readonly resources = new AuditedResources(),
  ) {
    this.entries = new AuditRepository(db);
    this.retired = new RetiredMediaRepository(db);
  }

  /**
   * What a revert of each entry puts back, with one look-up of the files their changes' before-values name: a file
   * field counts only while its earlier file is kept.
   */
  private async revertableOf(entries: AuditEntry[]) {
    const urls = entries.flatMap((entry) =>
      entry.changes.map((change) => change.before).filter((value): value is string => typeof value === 'string'),
    );
    const kept = await this.retired.kept(urls.filter((url) => /^https?:\/\//.test(url)).flatMap(mediaKeysIn));
    const keyOf = (url: unknown) =>
      typeof url === 'string' ? mediaKeysIn(url).find((key) => kept.has(key)) : undefined;
    return (entry: AuditEntry) => this.resources.revertable(entry, keyOf);
  }

  private filterOf(query: AuditQuery, view: AuditView): AuditFilter {
    const actor = given(query.actor);
    return {
      resources: view.resources,
      inScope: view.inScope,
      resource: given(query.resource),
      recordId: given(query.recordId),
      ...(actor && (isUuid(actor) ? { actorId: actor } : { actorMobile: actor })),
      action: given(query.action),
      from: bound(query.from, auditMessages.from, false),
      to: bound(query.to, auditMessages.to, true),
    };
  }

  /** The entries the admin's view takes in (issue 40), their hidden fields' changes left out. */
  async list(query: AuditQuery & Page, view: AuditView = {}) {
    const filter = this.filterOf(query, view);
    const [rows, total] = await Promise.all([
      this.entries.list(filter, { offset: offsetOf(query), limit: query.limit }),
      this.entries.count(filter),
    ]);
    const revertable = await this.revertableOf(rows);
    return {
      entries: (await shownIn(view, rows)).map((entry) => {
        const { fields, files, values } = revertable(entry);
        return auditEntryDto(entry, [...fields, ...Object.keys(files), ...Object.keys(values)]);
      }),
      pagination: pagination(total, query),
    };
  }

  /** CSV lines (header first) of every matching entry, newest first, read a batch at a time as they are pulled. */
  async *exportCsv(query: AuditQuery, view: AuditView = {}, batchSize = EXPORT_BATCH_SIZE) {
    const batches = this.entries.batches(this.filterOf(query, view), batchSize)[Symbol.asyncIterator]();
    const rows = async (batch: AuditEntry[]) =>
      csvRecords(
        (await shownIn(view, batch)).map((entry) => [
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
    yield csvRecords([EXPORT_HEADER]) + (first.done ? '' : await rows(first.value));
    for (let next = await batches.next(); !next.done; next = await batches.next()) yield await rows(next.value);
  }

  /**
   * Puts back the before-values of the entry's fields that the resource's update takes, through that update (its
   * rules apply, and it records the revert as an entry), and its files while they are kept, through the resource's
   * restore of files; 400 when there are none (an import, a bulk change). A field whose value is no longer the
   * entry's after-value was changed since: 409 naming those fields, nothing changed. The save is made at the version
   * just compared, so a change that lands between the comparison and the save is refused too. `allowed` refuses an
   * admin without `revert` on the entry's resource (issue 40).
   */
  async revert(auditID: string, ctx: RequestContext, allowed: (resource: string) => Promise<void>) {
    const entry = isUuid(auditID) ? await this.entries.findById(auditID) : undefined;
    if (!entry) throw notFound('Audit entry');
    await allowed(entry.resource);
    const resource = this.resources.find(entry.resource);
    const { fields, files, values } = (await this.revertableOf([entry]))(entry);
    if (!resource || fields.length + Object.keys(files).length === 0) throw badRequest(auditMessages.notRevertable);
    const changes = entry.changes.filter((change) => fields.includes(change.field));
    const [id] = entry.recordIds;
    if (entry.action === 'delete') {
      if (!resource.recreate) throw badRequest(auditMessages.notRevertable);
      const before = Object.fromEntries(entry.changes.map((change) => [change.field, bodyValueOf(change.before)]));
      return resource.recreate(id, before, { ...ctx, revertOf: entry.id });
    }
    const current = await resource.get(id, ctx);
    const changed = [
      ...changes.filter((change) => !sameValue(current[change.field], change.after)),
      ...entry.changes.filter((change) => change.field in files && !sameFile(current[change.field], change.after)),
    ].map((change) => change.field);
    if (changed.length > 0) throw new HttpError(409, auditMessages.changedSince(changed), { fields: changed, current });
    const reverting = { ...ctx, revertOf: entry.id };
    let record: Record<string, unknown> = current;
    if (Object.keys(files).length > 0)
      record = await resource.files!.restore(id, { files, values }, reverting, new Date(String(record.updatedAt)));
    if (changes.length === 0) return record;
    const restored = Object.fromEntries(changes.map((change) => [change.field, change.before]));
    const whole = resource.wholeBody ? { ...record, ...restored } : restored;
    const body = Object.fromEntries(Object.entries(whole).map(([field, value]) => [field, bodyValueOf(value)]));
    return resource.update(id, body, reverting, new Date(String(record.updatedAt)));
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
    const purged = await this.entries.purgeOlderThan(retentionCutoff(days, now));
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
