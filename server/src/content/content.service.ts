import type { FastifyBaseLogger } from 'fastify';
import { parseDateTime, sameMinute, validDateTime, type Rule } from '#contract/rules';
import type { Db } from '../db/client.js';
import type { ContentStatus } from '../db/schema.js';
import { HttpError, notFound } from '../lib/http-errors.js';
import { languagesOf } from '#contract/permissions';
import { offsetOf, pagination } from '../lib/pagination.js';
import type { RequestContext } from '../lib/request-context.js';
import { readSpreadsheet, writeSpreadsheet } from '../media/spreadsheet.js';
import { collectErrors, requireId, trimmed, validate } from '../lib/validate.js';
import type { Storage } from '../media/storage.js';
import type { ReceivedFile } from '../media/upload.js';
import { UsersRepository } from '../account/users.repository.js';
import { restoreUploadAtVersion, saveAtVersion } from '../declared/versioned-update.js';
import { changesBetween, recordAudit, type AuditEntryInput } from '../audit/audit-recorder.js';
import type { Revertable } from '../audit/audited-resources.js';
import { refuseStale, type ExpectedStatuses } from '../audit/status-conflicts.js';
import { contentTransitions, reporterColumn } from '#contract/content/content-declaration';
import type {
  ContentItems,
  ContentKind,
  ContentMatch,
  ContentRow,
  DecidedStatus,
  MediaContext,
  NewStatus,
} from './content-kind.js';
import {
  ContentReferences,
  checkRows,
  contentViewOf,
  isScheduled,
  newStatusOf,
  newStatusRule,
  refuseBackToPending,
  requireEditable,
  statusChanges,
} from './content-lifecycle.js';
import { ContentRepository } from './content.repository.js';
import { sortedBy } from '../lib/list-sort.js';

type Values = Record<string, unknown>;

/** An item being edited: as it was read, locked, and the rows (with what they join) read before and after the save. */
interface Editing {
  item: NonNullable<Awaited<ReturnType<ContentRepository['findById']>>>;
  before?: ContentRow;
  after?: ContentRow;
}

/** The 403 of a write in a language outside the caller's scope (issue 40). */
export const outOfScope = (action: string, words: string) =>
  `You do not have permission to ${action} ${words} in this language`;

/** Trimmed text, undefined when not given. */
const text = (value: unknown) => trimmed(value) as string | undefined;

/** Published lists include scheduled items: the reporter page groups by status only. */
const REPORTER_GROUPS = ['Published', 'Pending', 'Rejected'] as const satisfies readonly ContentStatus[];

/**
 * The lifecycle of one content kind (spec section 4) over its declaration: lists, create, edit (a stale save
 * refused in the service's own transaction), status calls, media, reporter groups and spreadsheet imports.
 */
/** The review desk's list filter (issue 44): `me`, the items assigned to the caller; `none`, those assigned to nobody. */
const assignedFilter = (value: unknown, userId?: string): ContentMatch['assigned'] =>
  value === 'none' ? 'nobody' : value === 'me' && userId ? { adminId: userId } : undefined;

export class ContentService implements ContentItems {
  private readonly items: ContentRepository;
  private readonly references: ContentReferences;

  constructor(
    readonly kind: ContentKind,
    readonly db: Db,
    readonly storage: Storage,
  ) {
    this.items = new ContentRepository(kind, db);
    this.references = new ContentReferences(db);
  }

  /** An audit entry about items of this kind, in `db` (the change's transaction). */
  audit(db: Db, ctx: RequestContext, entry: Omit<AuditEntryInput, 'resource'>) {
    return recordAudit(db, ctx, { ...entry, resource: this.kind.keys.item });
  }

  /** Where a status conflict finds who changed the status: this kind's audit entries of its status field. */
  get statusAudit() {
    return { resource: this.kind.keys.item, field: this.kind.fields.status, noun: this.kind.noun };
  }

  private repositoryOn(db: Db) {
    return db === this.db ? this.items : new ContentRepository(this.kind, db);
  }

  /** The languages the caller's items are limited to (issue 40); undefined when the kind has none or they are not. */
  private scopeOf(ctx?: MediaContext) {
    return ctx?.access && languagesOf(ctx.access, this.kind.name);
  }

  /** An item outside the caller's language scope is not found, as one that does not exist (issue 40). */
  private inScope<T extends object | undefined>(item: T, ctx?: MediaContext) {
    const scope = this.scopeOf(ctx);
    return item && scope && !scope.includes(String((item as { languageId?: unknown }).languageId)) ? undefined : item;
  }

  /** A write that would put an item in a language outside the caller's scope is refused. */
  private refuseOutOfScope(languageId: unknown, ctx: MediaContext, action: string) {
    const scope = this.scopeOf(ctx);
    if (scope && languageId !== undefined && !scope.includes(String(languageId)))
      throw new HttpError(403, outOfScope(action, this.kind.tag.toLowerCase()));
  }

  /** `now` is the clock a list was filtered with, so an item listed as Published is never flagged as scheduled. */
  private dto(row: ContentRow, ctx: MediaContext, now = new Date()) {
    const { status } = row.item as { status: ContentStatus };
    const time = row.item[this.kind.fields.time.column] as Date;
    return { ...this.kind.dto(row, ctx), isScheduled: isScheduled(status, time, now) };
  }

  async list(status: string, query: Values & { page: number }, ctx: MediaContext & { userId?: string }) {
    const view = contentViewOf(status);
    // One clock for the filter and the DTOs.
    const now = new Date();
    const match = {
      ...this.kind.match(query, view, now),
      languageScope: this.scopeOf(ctx),
      assigned: assignedFilter(query.assigned, ctx.userId),
    };
    const page = { page: query.page, limit: match.limit };
    const orderBy = sortedBy(query, this.items.sortColumns(), this.kind.store.table.id);
    const { rows, total } = await this.items.list({ ...match, offset: offsetOf(page), orderBy });
    return {
      [this.kind.keys.list]: rows.map((row) => this.dto(row, ctx, now)),
      pagination: pagination(total, page),
    };
  }

  async get(id: string, ctx: MediaContext, db = this.db) {
    return this.dto(await this.findRow(id, db, ctx), ctx);
  }

  private async findRow(id: string, db: Db, ctx?: MediaContext) {
    const row = await this.repositoryOn(db).findRow(requireId(id, this.kind.noun));
    if (!row || !this.inScope(row.item, ctx)) throw notFound(this.kind.noun);
    return row;
  }

  /**
   * One reporter's items in the three status groups, newest first, each capped at `limit`, with one clock. Any
   * user may own content (admins post too), so any existing user id is accepted.
   */
  async byReporter(reporterId: string, limit: number, ctx: MediaContext) {
    if (!(await new UsersRepository(this.db).findById(requireId(reporterId, 'Reporter')))) throw notFound('Reporter');
    const now = new Date();
    const [Published, Pending, Rejected] = await Promise.all(
      REPORTER_GROUPS.map(async (status) =>
        (await this.items.listByReporter(reporterId, status, limit, this.scopeOf(ctx))).map((row) =>
          this.dto(row, ctx, now),
        ),
      ),
    );
    return { Published, Pending, Rejected };
  }

  /**
   * Trimmed body values of the declared fields. A blank time or reporter means "not given" (now / the caller on
   * create, unchanged on edit); a blank created date is refused by its rule.
   */
  private valuesOf(body: Values) {
    const { fields } = this.kind;
    const values: Values = {};
    for (const field of Object.keys(fields.text ?? {})) values[field] = text(body[field]);
    if (fields.category) values[fields.category.field] = text(body[fields.category.field]);
    if (fields.language) values[fields.language.field] = text(body[fields.language.field]);
    if (fields.createdDate) values[fields.createdDate.field] = text(body[fields.createdDate.field]);
    values[fields.reporter] = text(body[fields.reporter]) || undefined;
    values[fields.time.field] = text(body[fields.time.field]) || undefined;
    values[fields.status] = body[fields.status];
    return values;
  }

  /** The text, category and language columns the values set (undefined ones are left alone by an update). */
  private columnsOf(values: Values): Values {
    const { fields } = this.kind;
    return {
      ...Object.fromEntries(Object.entries(fields.text ?? {}).map(([field, column]) => [column, values[field]])),
      ...(fields.category && { categoryId: values[fields.category.field] }),
      ...(fields.language && { languageId: values[fields.language.field] }),
    };
  }

  /** Unknown references are bad input (400); only the ones given are checked. */
  private checkReferences(values: Values, reporterId: string | undefined, references = this.references) {
    const { category, language } = this.kind.fields;
    return references.check({
      category: category && { kind: category.kind, id: values[category.field] as string | undefined },
      languageId: language && (values[language.field] as string | undefined),
      reporterId,
    });
  }

  /** Pending unless the body says Published, so an item whose media upload then fails is not public. */
  async create(body: Values, ctx: RequestContext) {
    const { fields } = this.kind;
    const values = this.valuesOf(body);
    if (fields.createdDate) values[fields.createdDate.field] ??= new Date();
    validate(values, this.kind.rules);
    if (fields.language) this.refuseOutOfScope(values[fields.language.field], ctx, 'create');
    const reporterId = (values[fields.reporter] as string | undefined) ?? ctx.userId;
    await this.checkReferences(values, reporterId);
    const time = values[fields.time.field];
    return this.db.transaction(async (tx) => {
      const { id } = await this.repositoryOn(tx).insert({
        ...this.columnsOf(values),
        reporterId,
        [fields.time.column]: time ? parseDateTime(time) : new Date(),
        ...(fields.createdDate && { [fields.createdDate.column]: parseDateTime(values[fields.createdDate.field]) }),
        status: values[fields.status] ?? 'Pending',
      });
      const created = await this.get(id, ctx, tx);
      await this.audit(tx, ctx, { action: 'create', recordIds: [id], changes: changesBetween({}, created) });
      return id as string;
    });
  }

  /**
   * Fields left out keep their stored values; the merged item is validated as a whole. With `version` (the
   * `updatedAt` the client read) a save from an older copy is refused with 409, in the edit's own transaction. The
   * item is read once, locked, for the edit's checks and the save; the audit entry's before-values are that item with
   * the category, language and reporter the read after the save joins, unless the edit changes one of them.
   */
  update(id: string, body: Values, ctx: RequestContext, version?: Date) {
    return saveAtVersion(this.db, id, version, {
      table: this.kind.store.table,
      current: async (db): Promise<Editing> => ({ item: await this.lockedItem(id, db, ctx) }),
      view: async (db, editing) =>
        this.dto(
          editing.before ?? (editing.after ? { ...editing.after, item: editing.item } : await this.findRow(id, db)),
          ctx,
        ),
      update: (db, editing) => this.edit(db, id, body, ctx, editing),
      audit: { resource: this.kind.keys.item, actor: ctx },
    });
  }

  private async lockedItem(id: string, db: Db, ctx: MediaContext) {
    const item = this.inScope(
      await this.repositoryOn(db).findById(requireId(id, this.kind.noun), { forUpdate: true }),
      ctx,
    );
    if (!item) throw notFound(this.kind.noun);
    return item;
  }

  /** Edits `editing.item` (locked by the caller's transaction), noting the rows it reads in `editing`. */
  private async edit(db: Db, id: string, body: Values, ctx: MediaContext, editing: Editing) {
    const { fields } = this.kind;
    const current = requireEditable(editing.item, this.kind);
    const given = this.valuesOf(body);
    if (fields.language) this.refuseOutOfScope(given[fields.language.field], ctx, 'update');
    const givenTime = given[fields.time.field];
    const timeChanged =
      givenTime !== undefined && !sameMinute(parseDateTime(givenTime), current[fields.time.column] as Date);
    const stored: Values = {
      ...Object.fromEntries(Object.entries(fields.text ?? {}).map(([field, column]) => [field, current[column]])),
      ...(fields.category && { [fields.category.field]: current.categoryId }),
      ...(fields.language && { [fields.language.field]: current.languageId }),
    };
    const merged: Values = Object.fromEntries(
      Object.entries(stored).map(([field, value]) => [field, given[field] ?? value]),
    );
    merged[fields.time.field] = timeChanged ? givenTime : current[fields.time.column];
    validate(merged, this.editRules(merged, timeChanged));
    refuseBackToPending(given[fields.status] as NewStatus | undefined, current.status as ContentStatus, this.kind);
    const reporterId = given[fields.reporter] as string | undefined;
    await this.checkReferences(given, reporterId, new ContentReferences(db));
    const moves = (to: unknown, from: unknown) => to !== undefined && to !== from;
    if (
      moves(fields.category && given[fields.category.field], current.categoryId) ||
      moves(fields.language && given[fields.language.field], current.languageId) ||
      moves(reporterId, current.reporterId)
    )
      editing.before = await this.findRow(id, db);
    await this.repositoryOn(db).update(id, {
      ...this.columnsOf(given),
      reporterId,
      [fields.time.column]: timeChanged ? parseDateTime(givenTime) : undefined,
      status: given[fields.status],
    });
    editing.after = await this.findRow(id, db);
    return this.dto(editing.after, ctx);
  }

  /** The new item's rules for the merged fields; an unchanged time is not re-checked against the clock. */
  private editRules(merged: Values, timeChanged: boolean) {
    const time = this.kind.fields.time.field;
    return Object.fromEntries(
      Object.entries(this.kind.rules)
        .filter(([field]) => field in merged)
        .map(([field, fieldRules]): [string, Rule[]] => [
          field,
          field === time && !timeChanged ? [validDateTime] : fieldRules,
        ]),
    );
  }

  async findEditable(id: string, ctx?: MediaContext) {
    return requireEditable(this.inScope(await this.items.findById(requireId(id, this.kind.noun)), ctx), this.kind);
  }

  /**
   * Locked and re-read: an item rejected since the caller's checks is not changed (undefined then). Otherwise the
   * item as it was, so the caller can remove the media the patch replaced: two uploads at once each remove
   * exactly what they replaced.
   */
  updateUnlessRejected(id: string, patch: Values, db = this.db) {
    return db.transaction(async (tx) => {
      const items = this.repositoryOn(tx);
      const previous = await items.findById(id, { forUpdate: true });
      if (!previous || previous.status === contentTransitions.final) return undefined;
      await items.update(id, patch);
      return previous;
    });
  }

  /**
   * Publishes or rejects one item under a row lock; `updatedCount` says whether the status changed. With `expected`
   * (the status the caller saw, by id) an item whose status is something else by then is left alone: 409.
   */
  async setStatus(id: string, status: DecidedStatus, ctx: RequestContext, expected?: ExpectedStatuses) {
    requireId(id, this.kind.noun);
    const updatedCount = await this.db.transaction(async (tx) => {
      const items = this.repositoryOn(tx);
      const current = this.inScope(await items.findById(id, { forUpdate: true }), ctx);
      if (!current) throw notFound(this.kind.noun);
      await refuseStale(tx, expected, current, this.statusAudit);
      if (!statusChanges(current.status, status, this.kind)) return 0;
      const before = await this.get(id, ctx, tx);
      await items.update(id, { status });
      const after = await this.get(id, ctx, tx);
      await this.audit(tx, ctx, {
        action: 'status',
        recordIds: [id],
        changes: changesBetween(before, after),
        record: after,
      });
      return 1;
    });
    return { updatedCount, [this.kind.keys.item]: await this.get(id, ctx) };
  }

  /** A revert of an upload (see restoreUploadAtVersion), refused for an item rejected since, as an upload is. */
  restoreUpload(id: string, restored: Pick<Revertable, 'files' | 'values'>, ctx: RequestContext, version: Date) {
    return restoreUploadAtVersion(this.db, id, version, restored, {
      table: this.kind.store.table,
      columns: this.kind.media.sets,
      current: (db) => this.get(id, ctx, db),
      lock: async (db) => requireEditable(await this.repositoryOn(db).findById(id, { forUpdate: true }), this.kind),
      update: (db, patch) => this.repositoryOn(db).update(id, patch),
      audit: { resource: this.kind.keys.item, actor: ctx },
    });
  }

  async replaceMedia(id: string, patch: Values, ctx: RequestContext) {
    return this.db.transaction(async (tx) => {
      const before = await this.get(id, ctx, tx);
      const previous = await this.updateUnlessRejected(id, patch, tx);
      if (previous) {
        const after = await this.get(id, ctx, tx);
        await this.audit(tx, ctx, {
          action: 'upload',
          recordIds: [id],
          changes: changesBetween(before, after),
          record: after,
        });
      }
      return previous;
    });
  }

  /**
   * A revert of a status change: the status the entry had before, whatever the lifecycle's moves (a rejection is
   * final for the status calls, but undoing one by mistake is what the audit log is for). Made at `version`.
   */
  restoreStatus(id: string, status: string, ctx: RequestContext, version: Date) {
    return saveAtVersion(this.db, id, version, {
      table: this.kind.store.table,
      current: (db) => this.get(id, ctx, db),
      update: async (db) => {
        await this.repositoryOn(db).update(id, { status });
        return this.get(id, ctx, db);
      },
      audit: { resource: this.kind.keys.item, actor: ctx },
    });
  }

  setMedia(id: string, file: ReceivedFile, ctx: RequestContext, log: FastifyBaseLogger) {
    return this.kind.media.attach(this, id, file, ctx, log);
  }

  async import(file: ReceivedFile, ctx: RequestContext) {
    const { fields } = this.kind;
    const rows = await readSpreadsheet(file, this.kind.import.columns);
    const references = await this.references.forImport(rows, ctx.userId, {
      category: fields.category && { kind: fields.category.kind, key: fields.category.field },
      languageKey: fields.language?.field,
    });
    const rules = { ...this.kind.rules, ...this.kind.import.rules, [fields.status]: [newStatusRule] };
    const now = new Date();
    const inserts = checkRows(rows, (cells, problems): Values => {
      const values = fields.createdDate
        ? { ...cells, [fields.createdDate.field]: cells[fields.createdDate.field] ?? now }
        : cells;
      problems.push(...collectErrors(values, rules));
      const categoryId = fields.category && references.category(values[fields.category.field], problems);
      const languageId = fields.language && references.language(values[fields.language.field], problems);
      const scope = this.scopeOf(ctx);
      if (scope && languageId && !scope.includes(languageId))
        problems.push(outOfScope('import', this.kind.tag.toLowerCase()));
      const reporterId = references.reporter(values[reporterColumn.key], problems);
      const time = values[fields.time.field];
      return {
        ...this.columnsOf(values),
        ...(fields.category && { categoryId }),
        ...(fields.language && { languageId }),
        reporterId,
        [fields.time.column]: time === undefined ? now : parseDateTime(time),
        ...(fields.createdDate && { [fields.createdDate.column]: parseDateTime(values[fields.createdDate.field]) }),
        status: newStatusOf(values[fields.status]),
      };
    });
    await this.db.transaction(async (tx) => {
      const ids = await new ContentRepository(this.kind, tx).insertMany(inserts);
      await this.audit(tx, ctx, { action: 'import', recordIds: ids, detail: { rowCount: inserts.length } });
    });
    return inserts.length;
  }

  /** The import columns with one example row. */
  importTemplate() {
    return writeSpreadsheet(this.kind.import.columns, [this.kind.example()]);
  }
}
