import { randomUUID } from 'node:crypto';
import fsp from 'node:fs/promises';
import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  nameFieldOf,
  nounOf,
  statusFieldOf,
  statusValueOf,
  type FieldDeclaration,
  type Fields,
  type ListWindow,
  type ResourceDeclaration,
} from '#contract/resource';
import { format, startOfDay, subDays } from 'date-fns';
import { messages, parseDateTime, richTextContent, sameMinute, type Rule } from '#contract/rules';
import type { Db } from '../db/client.js';
import { badRequest, conflict, isForeignKeyViolation, isUniqueViolation, notFound } from '../lib/http-errors.js';
import { offsetOf, pagination, type Page } from '../lib/pagination.js';
import { sortedBy } from '../lib/list-sort.js';
import type { RequestContext } from '../lib/request-context.js';
import { containsPattern } from '../lib/search.js';
import { hashPassword, newOneTimePassword } from '../lib/passwords.js';
import { requireId, trimmed, validate } from '../lib/validate.js';
import { sanitizeRichText } from '../lib/rich-text.js';
import { daysWithin, endingIn, expiringOn, hoursWithin, utcDaysWithin } from '../lib/ending-within.js';
import { versionOf } from '../lib/versions.js';
import { removeMedia, replaceImage, replaceMedia } from '../media/images.js';
import type { Revertable } from '../audit/audited-resources.js';
import type { Storage } from '../media/storage.js';
import type { ReceivedFile } from '../media/upload.js';
import { restoreUploadAtVersion, saveAtVersion, type UploadColumns } from './versioned-update.js';
import { changesBetween, recordAudit } from '../audit/audit-recorder.js';
import { refuseStale, type ExpectedStatuses } from '../audit/status-conflicts.js';
import type { ListView, Overrides, SaveChange } from './declared-overrides.js';
import { DeclaredRepository, type DeclaredRecord, type DeclaredRow, type RenderedPdf } from './declared.repository.js';
import { columnOf, referencedDeclaration, snakeCase, tableOf } from './declared-table.js';
import { choiceMessage } from '#contract/field-kinds';
import { grantsOf } from '#contract/permissions';
import { answerValue, dayValue, isReferenceId, isSettable, readValue } from './declared-values.js';

type MediaContext = Pick<RequestContext, 'mediaUrl'>;

/**
 * The fields a list call takes as query parameters and keeps the records equal to: a child list's parent field
 * (`screen.childOf`) and the fields of the section tabs' fixed filters (`screen.sectionTabs[tab].filter`).
 */
export const matchedFieldsOf = ({ screen }: ResourceDeclaration): string[] => [
  ...new Set([
    ...(screen?.childOf ? [screen.childOf.field] : []),
    ...Object.values(screen?.sectionTabs ?? {}).flatMap((tab) => Object.keys(tab.filter ?? {})),
  ]),
];

/** Fields a create or update body sets. */
export const isInput = (field: FieldDeclaration) => isSettable(field);

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : null);

/** yyyy-MM-dd in the server's time zone (TZ), the calendar a date field's day ends by. */
const today = (now: Date) => format(now, 'yyyy-MM-dd');

/** yyyy-MM-dd of `now` in a date field's calendar: UTC when it declares `utc`, else the server's time zone. */
const todayOf = (field: FieldDeclaration | undefined, now: Date) =>
  field?.type === 'date' && field.utc ? now.toISOString().slice(0, 10) : today(now);

const DAY_MS = 86_400_000;

/** The day `days` calendar days before today in a date field's calendar. */
const daysBefore = (field: FieldDeclaration, now: Date, days: number) =>
  field.type === 'date' && field.utc
    ? todayOf(field, new Date(now.getTime() - days * DAY_MS))
    : today(subDays(now, days));

/** Whether a stored value of a window's field is still to come at `now`: a day until it ends, a time until it comes. */
const isFuture = (value: unknown, now: Date, field?: FieldDeclaration) =>
  typeof value === 'string' ? value >= todayOf(field, now) : value instanceof Date && value > now;

/** The list window (`api.list.windows`) a row is in at the time of the call. */
const windowOf = (declaration: ResourceDeclaration, row: DeclaredRow) => {
  const now = new Date();
  const found = Object.entries(declaration.api.list?.windows ?? {}).find(([, window]) => {
    const field = declaration.fields[window.field];
    return isFuture(row[columnOf(window.field, field)], now, field) === (window.is === 'future');
  });
  return found?.[0] ?? null;
};

/** Days from today, or `from` when later, through `to`, both counted; 0 once `to` has passed (see DaysLeftField). */
const daysLeft = (declaration: ResourceDeclaration, row: DeclaredRow, left: { from: string; to: string }) => {
  const dayOfField = (key: string) => row[columnOf(key, declaration.fields[key])];
  const [from, to] = [dayOfField(left.from), dayOfField(left.to)];
  if (typeof from !== 'string' || typeof to !== 'string') return 0;
  const first = [from, todayOf(declaration.fields[left.to], new Date())].sort()[1];
  return Math.max(0, (Date.parse(to) - Date.parse(first)) / DAY_MS + 1);
};

/** A rendered PDF's answer keys (see RenderedPdfField), from the `render` override's state. */
const renderedPdfOf = (pdfKey: string, state: RenderedPdf | undefined, ctx: MediaContext) => ({
  pages: (state?.pages ?? []).map(({ pageNumber, imageKey, width, height }) => ({
    pageNumber,
    imageUrl: ctx.mediaUrl(imageKey)!,
    width,
    height,
  })),
  rest: {
    [pdfKey]: ctx.mediaUrl(state?.pdfKey ?? null),
    renderStatus: state?.renderStatus ?? 'none',
    renderedPages: state?.renderedPages ?? 0,
    totalPages: state?.totalPages ?? 0,
    renderError: state?.renderError ?? null,
  },
});

/** A record as the resource's calls answer it: the id, every field, and updatedAt (the version of a save). */
export const recordOf = (
  declaration: ResourceDeclaration,
  { row, reporter, embedded }: DeclaredRecord,
  ctx: MediaContext,
) => {
  const record: Record<string, unknown> = { [declaration.id]: row.id };
  for (const [key, field] of Object.entries(declaration.fields)) {
    const value = row[columnOf(key, field)];
    switch (field.type) {
      case 'text':
      case 'status':
        record[key] = value;
        break;
      case 'window':
        record[key] = windowOf(declaration, row);
        break;
      case 'daysLeft':
        record[key] = daysLeft(declaration, row, field);
        break;
      case 'renderedPdf': {
        const { pages, rest } = renderedPdfOf(field.pdf, embedded?.[key] as RenderedPdf | undefined, ctx);
        record[key] = pages;
        Object.assign(record, rest);
        break;
      }
      case 'datetime':
      case 'timestamp':
        record[key] = iso(value);
        break;
      case 'boolean':
        record[key] = value !== null && value !== undefined && value !== false;
        break;
      case 'password':
        break;
      case 'image':
      case 'file':
        record[key] = ctx.mediaUrl(value as string | null);
        break;
      case 'rows':
        record[key] = ((embedded?.[key] ?? []) as Record<string, unknown>[]).map((child) =>
          Object.fromEntries(
            Object.entries(field.columns).map(([name, { column, kind }]) => [
              name,
              kind === 'media'
                ? ctx.mediaUrl(child[column] as string)
                : kind === 'integer'
                  ? Number(child[column])
                  : child[column],
            ]),
          ),
        );
        break;
      case 'tally':
        record[key] = Number(embedded?.[key] ?? 0);
        break;
      case 'references':
        record[key] = embedded?.[key] ?? [];
        break;
      case 'permissions': {
        const builtIn = field.builtIn && row[columnOf(field.builtIn, declaration.fields[field.builtIn])] === true;
        const name = nameFieldOf(declaration);
        record[key] = builtIn
          ? grantsOf({ name: String(row[columnOf(name, declaration.fields[name])]), builtIn, permissions: [] })
          : answerValue(field, value);
        break;
      }
      case 'reference':
        record[key] = field.named ? (embedded?.[key] ?? null) : answerValue(field, value);
        break;
      case 'checkbox':
        // A box that holds only while a time is ahead reads false once it has come.
        record[key] =
          answerValue(field, value) &&
          (!field.whileAhead ||
            isFuture(row[columnOf(field.whileAhead, declaration.fields[field.whileAhead])], new Date()));
        break;
      case 'choice':
      case 'textarea':
      case 'richtext':
      case 'number':
      case 'date':
      case 'strings':
      case 'counter':
        record[key] = answerValue(field, value);
        break;
      case 'reporter':
        record[key] = reporter && {
          roleID: reporter.id,
          profilePic: ctx.mediaUrl(reporter.profilePicKey),
          firstName: reporter.firstName,
          lastName: reporter.lastName,
        };
        break;
    }
  }
  if (!('updatedAt' in declaration.fields)) record.updatedAt = row.updatedAt.toISOString();
  return record;
};

export interface DeclaredListQuery extends Partial<Page> {
  search?: string;
  [parameter: string]: unknown;
}

/** The calls of one declared resource: rules, uniqueness, status changes and versioned updates. */
/**
 * The media folder of a resource's uploads: its name in lowercase words joined by dashes (`dailyAlerts` is
 * `daily-alerts`), as media keys allow no capital letter.
 */
const mediaFolderOf = (name: string) => snakeCase(name).replace(/_/g, '-');

export class DeclaredService {
  private readonly repository: DeclaredRepository;

  constructor(
    private readonly db: Db,
    private readonly declaration: ResourceDeclaration,
    private readonly overrides: Overrides = {},
    /** Where an update's `save.after` override lets go of files (a novel's removed chapters). */
    private readonly storage?: Storage,
  ) {
    this.repository = this.repositoryOf(db);
  }

  /** The resource's repository on `db` (the service's, or a transaction's), with what its records embed. */
  private repositoryOf(db: Db) {
    return new DeclaredRepository(db, this.declaration, this.overrides.render?.states);
  }

  private get noun() {
    return nounOf(this.declaration);
  }

  private fields() {
    return Object.entries(this.declaration.fields);
  }

  private async find(id: string, options?: { lock?: boolean }) {
    const record = await this.repository.findById(requireId(id, this.noun), options);
    if (!record) throw notFound(this.noun);
    return record;
  }

  async get(id: string, ctx: MediaContext) {
    return recordOf(this.declaration, await this.find(id), ctx);
  }

  /** A singleton's one record (`screen.singleton`), or null while there is none. */
  async single(ctx: MediaContext) {
    const [found] = await this.repository.list({ limit: 1 });
    return found ? recordOf(this.declaration, found, ctx) : null;
  }

  /** `status` is the path's `{status}` of a paginated list, if it has one. */
  async list(status: string | undefined, query: DeclaredListQuery, ctx: MediaContext) {
    const list = this.declaration.api.list!;
    const record = (found: DeclaredRecord) => recordOf(this.declaration, found, ctx);
    if (list.groupedBy) {
      const field = this.declaration.fields[list.groupedBy];
      const column = this.repository.column(columnOf(list.groupedBy, field));
      const groups = Object.entries(list.groups ?? {}) as [string, string][];
      if (list.groupLimit) {
        // Each group is capped so the call stays bounded however many records pile up.
        const found = await Promise.all(
          groups.map(([value]) => this.repository.list({ where: eq(column, value), limit: Number(query.limit) })),
        );
        return Object.fromEntries(groups.map(([, key], index) => [key, found[index].map(record)]));
      }
      const all = await this.repository.list({});
      const statusOf = (found: DeclaredRecord) => found.row[columnOf(list.groupedBy!, field)];
      return Object.fromEntries(
        groups.map(([value, key]) => [key, all.filter((found) => statusOf(found) === value).map(record)]),
      );
    }
    if (!list.paginated) return (await this.repository.list({})).map(record);

    const page = { page: query.page ?? 1, limit: query.limit ?? list.pageSize ?? 10 };
    const view = this.view(status ?? 'All', query);
    const where = and(view.where, this.search(query.search), this.matching(query), ...this.filters(query));
    const orderBy = sortedBy(query, this.sortColumns(), this.repository.column('id')) ?? view.orderBy;
    const [found, total] = await Promise.all([
      this.repository.list({ where, orderBy, offset: offsetOf(page), limit: page.limit }),
      view.total ? view.total(this.db) : this.repository.count(where),
    ]);
    const paging = pagination(total, page);
    return {
      [list.items ?? list.key]: found.map(record),
      ...this.overrides.list?.answer?.values(paging),
      ...(list.totals && { totalPages: paging.totalPages, totalRecords: paging.totalRecords }),
      pagination: paging,
    };
  }

  /** The path's `{status}`: one of the override's views, else 'All' or a status value (as the list allows). */
  private view(status: string, query: DeclaredListQuery): Partial<ListView> {
    const wanted = status.toLowerCase();
    const custom = this.overrides.list?.views;
    if (custom) {
      const name = Object.keys(custom).find((view) => view.toLowerCase() === wanted);
      if (!name) throw badRequest(this.overrides.list?.invalid ?? `Status must be ${Object.keys(custom).join(' or ')}`);
      return custom[name](query, new Date());
    }
    const key = statusFieldOf(this.declaration);
    const field = key ? this.declaration.fields[key] : undefined;
    const values = field?.type === 'status' ? field.values : [];
    const views = this.declaration.api.list?.views ?? ['All', ...values];
    const windows = Object.entries(this.declaration.api.list?.windows ?? {});
    const window = windows.find(([name, { also }]) =>
      [name, ...(also ?? [])].some((spelling) => spelling.toLowerCase() === wanted),
    );
    if (window) return this.window(...window, query);
    const view = views.find((candidate) => candidate.toLowerCase() === wanted);
    if (!view) throw badRequest(`Status must be ${[...views, ...windows.map(([name]) => name)].join(' or ')}`);
    if (view === 'All' || !key || !field) return {};
    return { where: eq(this.repository.column(columnOf(key, field)), view) };
  }

  /**
   * One of the list's time windows at the time of the call, with the list's `days` and `endingWithin` filters as the
   * query sets them.
   */
  private window(name: string, window: ListWindow<Fields>, query: DeclaredListQuery) {
    const { list } = this.declaration.api;
    const now = new Date();
    const columnOfField = (key: string) => this.repository.column(columnOf(key, this.declaration.fields[key]));
    const column = columnOfField(window.field);
    const windowField = this.declaration.fields[window.field];
    const byDay = windowField.type === 'date';
    const where: (SQL | undefined)[] = [
      window.is === 'future'
        ? byDay
          ? gte(column, todayOf(windowField, now))
          : gt(column, now)
        : byDay
          ? lt(column, todayOf(windowField, now))
          : lte(column, now),
    ];
    const days = typeof query.days === 'string' ? query.days.trim() || undefined : undefined;
    if (list?.days) validate({ days }, { days: [...list.days.rules] });
    if (days && window.recent) {
      // The last N calendar days, today the first; a date that is the past window's own ended the day after it.
      const recentField = this.declaration.fields[window.recent];
      const recent = columnOfField(window.recent);
      const ended = window.recent === window.field && window.is === 'past';
      if (recentField.type === 'date') {
        where.push(gte(recent, daysBefore(recentField, now, Number(days) - (ended ? 0 : 1))));
        // A day still to come (a start ahead) is not one of the last N days.
        if (!ended) where.push(lte(recent, todayOf(recentField, now)));
      } else where.push(gte(recent, startOfDay(subDays(now, Number(days) - 1))));
    }
    const ending = list?.endingWithin;
    if (ending && query.endingWithin !== undefined) {
      if (ending.window !== name) throw badRequest(ending.refusal);
      const within = Number(query.endingWithin);
      const daysOf = windowField.type === 'date' && windowField.utc ? utcDaysWithin : daysWithin;
      where.push(byDay ? expiringOn(column, daysOf(now, within)) : endingIn(column, hoursWithin(now, within)));
    }
    const orderBy = window.latest
      ? [...window.latest.map((key) => desc(columnOfField(key))), desc(this.repository.column('id'))]
      : [(window.is === 'future' ? asc : desc)(column)];
    return { where: and(...where), orderBy };
  }

  /** The columns of the fields the declaration marks `sortable`, by field name. */
  private sortColumns() {
    return Object.fromEntries(
      this.fields().flatMap(([key, field]) =>
        field.sortable ? [[key, this.repository.column(columnOf(key, field))]] : [],
      ),
    );
  }

  /** Only the records whose fields hold the values the query gives for them (see `matchedFieldsOf`). */
  private matching(query: DeclaredListQuery) {
    return and(
      ...matchedFieldsOf(this.declaration).flatMap((key) => {
        const value = query[key];
        if (typeof value !== 'string' || value === '') return [];
        return [eq(this.repository.column(columnOf(key, this.declaration.fields[key])), value)];
      }),
    );
  }

  /**
   * The declared filters the query sets: a reference or choice field's value (`<field>`), a date or date-time field's
   * days (`<field>From`, `<field>To`, both days in).
   */
  private filters(query: DeclaredListQuery): SQL[] {
    const given = (name: string) => (typeof query[name] === 'string' && query[name] !== '' ? query[name] : undefined);
    return this.fields().flatMap(([key, field]): SQL[] => {
      if (!field.filter) return [];
      const column = this.repository.column(columnOf(key, field));
      if (field.type === 'reference' || field.type === 'choice') {
        const value = given(key);
        if (value === undefined) return [];
        if (field.type === 'choice' && !field.values.includes(value)) throw badRequest(choiceMessage(key, field));
        if (field.type === 'reference' && !isReferenceId(value))
          throw badRequest(`${nounOf(referencedDeclaration(field.to))} not found`);
        return [eq(column, value)];
      }
      if (field.type !== 'date' && field.type !== 'datetime') return [];
      const day = (name: string) => {
        const value = given(name);
        if (value === undefined) return undefined;
        const valid = dayValue(value);
        if (!valid) throw badRequest(messages.invalidDay);
        return valid;
      };
      const [from, to] = [day(`${key}From`), day(`${key}To`)];
      if (from && to && to < from) throw badRequest(messages.toDateBeforeFromDate);
      // A date-time's days are the server's calendar days, as the pickers' values are read (parseDateTime).
      const bound = (text: string, next = false) => {
        if (field.type === 'date') return text;
        const start = parseDateTime(text)!;
        return next ? new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1) : start;
      };
      return [
        ...(from ? [gte(column, bound(from))] : []),
        ...(to ? [field.type === 'date' ? lte(column, to) : lt(column, bound(to, true))] : []),
      ];
    });
  }

  /** The search text, anywhere in any field marked `search`. */
  private search(text: string | undefined) {
    const wanted = text?.trim();
    if (!wanted) return undefined;
    const pattern = containsPattern(wanted);
    return or(
      ...this.fields()
        .filter(([, field]) => field.search)
        .map(([key, field]) => ilike(this.repository.column(columnOf(key, field)), pattern)),
    );
  }

  /**
   * The body's fields, trimmed; on an update that keeps left-out fields, those come from the stored row. A rich text
   * that declares `emptied` is checked as sent and sanitised after its rules (see `sanitized`).
   */
  private values(body: Record<string, unknown>, stored?: DeclaredRow) {
    const values = Object.fromEntries(
      this.fields()
        .filter(([, field]) => isInput(field))
        .map(([key, field]) => {
          const given = body[key];
          if (given === undefined && stored) return [key, stored[columnOf(key, field)]];
          if (field.type !== 'text' && field.type !== 'datetime') {
            const read = readValue(key, field, given, stored === undefined);
            if ('message' in read) throw badRequest(read.message);
            return [key, field.type === 'richtext' && field.emptied ? given : read.value];
          }
          if (field.type !== 'text') return [key, given];
          const text = trimmed(given);
          return [key, field.normalize && typeof text === 'string' ? field.normalize(text) : text];
        }),
    );
    // A box that holds only while a time is ahead, left out, keeps its value only while the (possibly new) time is.
    for (const [key, field] of this.fields())
      if (field.type === 'checkbox' && field.whileAhead && stored && body[key] === undefined)
        values[key] = values[key] === true && (parseDateTime(values[field.whileAhead]) ?? 0) > new Date();
    return values;
  }

  /** An update's body with the `fixed` texts it leaves out as stored, so that their rules pass. */
  private withFixed(body: Record<string, unknown>, stored: DeclaredRow) {
    const kept = this.fields().filter(
      ([key, field]) => field.type === 'text' && field.fixed && (body[key] ?? null) === null,
    );
    return { ...body, ...Object.fromEntries(kept.map(([key, field]) => [key, stored[columnOf(key, field)]])) };
  }

  /** An update's `fixed` texts once their rules passed: the stored one in any case stays, another is refused. */
  private keepFixed(values: Record<string, unknown>, stored: DeclaredRow) {
    for (const [key, field] of this.fields()) {
      if (field.type !== 'text' || !field.fixed) continue;
      if (String(values[key]).toLowerCase() !== String(stored[columnOf(key, field)]).toLowerCase())
        throw badRequest(field.fixed);
      delete values[key];
    }
  }

  /** The rich texts that declare `emptied`, sanitised once their rules passed; one left with no visible text is refused. */
  private sanitized(values: Record<string, unknown>) {
    for (const [key, field] of this.fields()) {
      if (field.type !== 'richtext' || !field.emptied || typeof values[key] !== 'string') continue;
      const html = sanitizeRichText(values[key]);
      if (richTextContent(html) === '') throw badRequest(field.emptied);
      values[key] = html;
    }
    return values;
  }

  private rules(creating: boolean) {
    const fieldRules: Record<string, Rule[]> = {};
    for (const [key, field] of this.fields()) {
      // Only what a body sets: a password is checked on its own (see `password`), an image by its upload call.
      if (!isInput(field)) continue;
      const list = [...(field.rules ?? []), ...(creating ? (field.createRules ?? []) : [])];
      if (list.length > 0) fieldRules[key] = list;
    }
    return fieldRules;
  }

  /** Checked values as columns. */
  private columns(values: Record<string, unknown>) {
    const patch: Record<string, unknown> = {};
    for (const [key, field] of this.fields()) {
      // A references field is its join table's rows (see `held`), not a column.
      if (!(key in values) || field.type === 'references') continue;
      const value = values[key];
      if (field.type === 'datetime') patch[columnOf(key, field)] = parseDateTime(value) ?? null;
      else if (field.type !== 'text') {
        if (value !== undefined) patch[columnOf(key, field)] = value;
      } else if (field.optional && value !== undefined) patch[columnOf(key, field)] = value ? String(value) : null;
      else if (value !== undefined && value !== null) patch[columnOf(key, field)] = String(value);
    }
    return patch;
  }

  /** A duplicate of a unique field is a 409 with its message (the field whose column the index names). */
  private async unique<T>(save: () => Promise<T>) {
    try {
      return await save();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const unique = this.fields().flatMap(([key, field]) =>
        field.type === 'text' && field.unique
          ? [{ column: snakeCase(columnOf(key, field)), message: field.unique }]
          : [],
      );
      const found =
        unique.length === 1 ? unique[0] : unique.find(({ column }) => isUniqueViolation(error, `_${column}_key`));
      if (found) throw conflict(found.message);
      throw error;
    }
  }

  /**
   * The create's password field, if any: checked by its rules, or generated once when left out and the field says
   * so; answers its columns (the hash, and the flag of a one-time password) and what the create answers once.
   */
  private async password(body: Record<string, unknown>) {
    const entry = this.fields().find(([, field]) => field.type === 'password');
    if (!entry || entry[1].type !== 'password') return { columns: {}, answer: {} };
    const [key, field] = entry;
    const given = body[key] === '' || body[key] === null ? undefined : body[key];
    if (given !== undefined || field.signing) validate({ [key]: given }, { [key]: [...(field.rules ?? [])] });
    const generated = given === undefined && field.oneTime ? newOneTimePassword() : undefined;
    const secret = given ?? generated;
    if (secret === undefined) return { columns: {}, answer: {} };
    return {
      columns: {
        [columnOf(key, field)]: field.signing ? String(secret) : await hashPassword(String(secret)),
        ...(generated && field.oneTime && { [field.oneTime.flag]: true }),
      },
      answer: generated && field.oneTime ? { [field.oneTime.key]: generated } : {},
    };
  }

  /**
   * Status, choice and yes/no fields a create leaves out start at their default (a hand-written table may default
   * otherwise).
   */
  private defaults() {
    return Object.fromEntries(
      this.fields().flatMap(([key, field]) =>
        (field.type === 'status' || field.type === 'choice' || field.type === 'checkbox') && field.default !== undefined
          ? [[columnOf(key, field), field.default]]
          : [],
      ),
    );
  }

  /** Each reference the values set names a record of its resource, else 400 "<Noun> not found". */
  private async references(db: Db, values: Record<string, unknown>) {
    for (const [key, field] of this.fields()) {
      const value = values[key];
      if (field.type !== 'reference' || value === undefined || value === null) continue;
      const target = referencedDeclaration(field.to);
      const found = isReferenceId(value) && (await new DeclaredRepository(db, target).findById(value as string));
      if (!found) throw badRequest(`${nounOf(target)} not found`);
    }
  }

  /**
   * The records each references field is to hold, by field: the ids the values set, each looked up (else 400
   * "<Noun> not found"), or on a create that leaves it out the records its `default` names. A field left out of an
   * update is not there (it keeps what it holds).
   */
  private async held(db: Db, values: Record<string, unknown>, creating: boolean) {
    const held: Record<string, string[]> = {};
    for (const [key, field] of this.fields()) {
      if (field.type !== 'references') continue;
      const target = referencedDeclaration(field.to);
      const repository = new DeclaredRepository(db, target);
      const ids = values[key] as string[] | undefined;
      if (ids !== undefined) {
        const found =
          ids.every(isReferenceId) && ids.length > 0
            ? await repository.list({ where: inArray(tableOf(target).id, ids) })
            : [];
        if (found.length !== ids.length) throw badRequest(`${nounOf(target)} not found`);
        held[key] = ids;
      } else if (creating && field.default) {
        const name = nameFieldOf(target);
        const named = await repository.list({
          where: inArray(repository.column(columnOf(name, target.fields[name])), [...field.default]),
        });
        held[key] = named.map((record) => record.row.id);
      }
    }
    return Object.keys(held).length > 0 ? held : undefined;
  }

  /** The update's status, for a resource whose update call also sets it (`update.status`). */
  private statusPatch(body: Record<string, unknown>) {
    const key = this.declaration.api.update?.status ? statusFieldOf(this.declaration) : undefined;
    const field = key ? this.declaration.fields[key] : undefined;
    if (!key || field?.type !== 'status' || body[key] === undefined) return {};
    const value = body[key];
    if (typeof value !== 'string' || !field.values.includes(value))
      throw badRequest(`Status must be ${field.values.join(' or ')}`);
    return { [columnOf(key, field)]: value };
  }

  /**
   * Writes a row in a transaction with the resource's `save` override, if any, and a create's audit entry (an
   * update's entry is written by `saveAtVersion`, which runs this in its transaction).
   */
  private async write(change: SaveChange, id?: string) {
    const save = this.overrides.save;
    let released: string[] = [];
    const write = async (db: Db) => {
      const repository = this.repositoryOf(db);
      if (id === undefined && this.declaration.screen?.singleton) {
        // Of two creates at once only one may find the table empty: the lock holds the second until the first ends.
        await db.execute(sql`LOCK TABLE ${repository.table} IN SHARE ROW EXCLUSIVE MODE`);
        if ((await repository.count()) > 0)
          throw conflict(this.declaration.screen.singleton.exists ?? `${nounOf(this.declaration)} already exists`);
      }
      await save?.before?.(db, change);
      const written =
        id === undefined ? await repository.insert(change.patch) : await repository.update(id, change.patch);
      for (const [key, ids] of Object.entries(change.held ?? {})) {
        const field = this.declaration.fields[key];
        if (field.type === 'references') await repository.setReferences(written.row.id, field, ids);
      }
      released = (await save?.after?.(db, { ...change, row: written.row })) ?? [];
      if (id === undefined) await this.audit(db, change.ctx, 'create', {}, written);
      // Read again: what changed in other tables (a rows field's rows, the records a references field holds) is
      // part of the answer.
      return save?.after || change.held ? ((await repository.findById(written.row.id)) ?? written) : written;
    };
    const written = await this.unique(() => this.db.transaction(write));
    if (this.storage) await removeMedia(this.storage, ...released);
    return written;
  }

  /**
   * The new record (or only its id when the create call answers that), and what the answer carries once beside it
   * (a generated one-time password).
   */
  async create(body: Record<string, unknown>, ctx: RequestContext) {
    const values = this.values(body);
    validate(values, this.rules(true));
    this.sanitized(values);
    await this.references(this.db, values);
    const held = await this.held(this.db, values, true);
    const password = await this.password(body);
    const patch = { ...this.defaults(), ...this.columns(values), ...password.columns };
    const created = await this.write({ patch, held, ctx });
    const record =
      this.declaration.api.create?.answer === 'id' ? created.row.id : recordOf(this.declaration, created, ctx);
    return { record, once: password.answer };
  }

  /** The audit entry of a create or status change, from the record before and after as its calls answer it. */
  private audit(db: Db, ctx: RequestContext, action: string, before: DeclaredRecord | object, after: DeclaredRecord) {
    const dto = (found: DeclaredRecord | object) => ('row' in found ? recordOf(this.declaration, found, ctx) : {});
    const record = dto(after);
    return recordAudit(db, ctx, {
      action,
      resource: this.declaration.name,
      recordIds: [after.row.id],
      changes: changesBetween(dto(before), record),
      record,
    });
  }

  /**
   * An update that refuses a stale save: with a version, the row is locked and compared in this service's own
   * transaction, which the update then runs in.
   */
  async update(
    request: { params: { id: string }; body?: unknown; headers: Record<string, string | string[] | undefined> },
    ctx: RequestContext,
  ) {
    return this.saveAtVersion(
      request.params.id,
      (request.body ?? {}) as Record<string, unknown>,
      ctx,
      versionOf(request),
    );
  }

  /** The update call's save, and a revert of one of its audit entries. */
  saveAtVersion(id: string, body: Record<string, unknown>, ctx: RequestContext, version: Date | undefined) {
    return saveAtVersion(this.db, id, version, {
      table: this.repository.table,
      current: (db) => new DeclaredService(db, this.declaration, this.overrides).get(id, ctx),
      update: (db) => new DeclaredService(db, this.declaration, this.overrides, this.storage).save(id, body, ctx),
      // The secret is never answered, so the entry's changes cannot show it; its detail says it was replaced.
      audit: {
        resource: this.declaration.name,
        actor: ctx,
        detail: this.newSecret(body) ? { secretChanged: true } : undefined,
      },
    });
  }

  /**
   * The new signing secret an update body carries (a webhook's), checked by its rules, as the columns it sets;
   * undefined when the body leaves it out or empty, which keeps the stored one.
   */
  private newSecret(body: Record<string, unknown>) {
    const entry = this.fields().find(([, field]) => field.type === 'password' && field.signing);
    const given = entry && body[entry[0]];
    if (!entry || given === undefined || given === null || given === '') return undefined;
    const [key, field] = entry;
    validate({ [key]: given }, { [key]: [...(field.rules ?? [])] });
    return { [columnOf(key, field)]: String(given) };
  }

  /**
   * The date-times of an update as columns: one sent back as stored (to the minute) keeps its stored value, a changed
   * one must pass its `changedRules` (a running ad keeps its start; a newly chosen start must not be past).
   */
  private dateTimes(values: Record<string, unknown>, stored: DeclaredRow) {
    const patch: Record<string, unknown> = {};
    for (const [key, field] of this.fields()) {
      if (field.type === 'date' && field.changedRules && values[key] !== stored[columnOf(key, field)])
        validate({ [key]: values[key] }, { [key]: [...field.changedRules] });
      if (field.type !== 'datetime') continue;
      const column = columnOf(key, field);
      const kept = stored[column] as Date | null;
      if (sameMinute(parseDateTime(values[key]), kept)) patch[column] = kept;
      else if (field.changedRules) validate({ [key]: values[key] }, { [key]: [...field.changedRules] });
    }
    return patch;
  }

  private async save(id: string, body: Record<string, unknown>, ctx: RequestContext) {
    const stored = await this.find(id);
    const values = this.values(
      this.withFixed(body, stored.row),
      this.declaration.api.update?.partial ? stored.row : undefined,
    );
    validate(values, this.rules(false));
    this.keepFixed(values, stored.row);
    this.sanitized(values);
    await this.references(this.db, values);
    const held = await this.held(this.db, values, false);
    const patch = {
      ...this.columns(values),
      ...this.dateTimes(values, stored.row),
      ...this.statusPatch(body),
      ...this.newSecret(body),
    };
    return recordOf(this.declaration, await this.write({ stored: stored.row, patch, held, ctx }, id), ctx);
  }

  /**
   * An image field's upload (`upload`): the file and its thumbnail (when the field names one) stored, then the row
   * pointed at them under its lock, so two uploads at once each remove exactly the files they replaced. Answers the
   * image's URL.
   */
  async setImage(storage: Storage, key: string, id: string, file: ReceivedFile, ctx: RequestContext) {
    const field = this.declaration.fields[key];
    if (field.type !== 'image') throw new Error(`${this.declaration.name}: ${key} is not an image field`);
    await this.find(id);
    const image = columnOf(key, field);
    const thumbnail = field.thumbnail && columnOf(field.thumbnail, this.declaration.fields[field.thumbnail]);
    const stored = await replaceImage(
      { storage, db: this.db },
      mediaFolderOf(this.declaration.name),
      file,
      (keys) =>
        this.db.transaction(async (tx) => {
          const repository = this.repositoryOf(tx);
          const previous = await repository.findById(id, { lock: true });
          if (!previous) return undefined;
          const updated = await repository.update(id, {
            [image]: keys.imageKey,
            ...(thumbnail && { [thumbnail]: keys.thumbnailKey }),
          });
          await this.audit(tx, ctx, 'upload', previous, updated);
          return {
            imageKey: previous.row[image] as string | null,
            thumbnailKey: thumbnail ? (previous.row[thumbnail] as string | null) : null,
          };
        }),
      { thumbnail: Boolean(thumbnail) },
    );
    if (!stored) throw notFound(this.noun);
    return ctx.mediaUrl(stored.imageKey)!;
  }

  /**
   * A file field's upload: the file stored under the resource's folder, then the row pointed at it under its lock (as
   * an image's, see setImage); the file it replaces is retired. Answers the file's URL.
   */
  async setFile(storage: Storage, key: string, id: string, file: ReceivedFile, ctx: RequestContext) {
    const field = this.declaration.fields[key];
    if (field.type !== 'file') throw new Error(`${this.declaration.name}: ${key} is not a file field`);
    await this.find(id);
    const column = columnOf(key, field);
    const stored = await replaceMedia(
      { storage, db: this.db },
      async () => {
        const fileKey = `${this.declaration.name.toLowerCase()}/${randomUUID()}.${file.ext}`;
        await storage.put(fileKey, await fsp.readFile(file.path), file.mime);
        return { fileKey };
      },
      (keys) =>
        this.db.transaction(async (tx) => {
          const repository = this.repositoryOf(tx);
          const previous = await repository.findById(id, { lock: true });
          if (!previous) return undefined;
          const updated = await repository.update(id, { [column]: keys.fileKey });
          await this.audit(tx, ctx, 'upload', previous, updated);
          return { fileKey: previous.row[column] as string | null };
        }),
    );
    if (!stored) throw notFound(this.noun);
    return ctx.mediaUrl(stored.fileKey)!;
  }

  /**
   * The delete call: the row removed under its lock with an audit entry holding every value it had, in one
   * transaction; then its image, thumbnail and file fields' files. A record another still references answers 409.
   */
  async delete(id: string, storage: Storage, ctx: RequestContext) {
    const removed = await this.db.transaction(async (tx) => {
      const repository = this.repositoryOf(tx);
      const found = await repository.findById(requireId(id, this.noun), { lock: true });
      if (!found) throw notFound(this.noun);
      await this.overrides.delete?.before(tx, { row: found.row, ctx });
      // A record another one still references stays (no 5xx): 409.
      await repository.delete(id).catch((error: unknown) => {
        throw isForeignKeyViolation(error) ? conflict(`${this.noun} is in use and cannot be deleted`) : error;
      });
      const record = recordOf(this.declaration, found, ctx);
      await recordAudit(tx, ctx, {
        action: 'delete',
        resource: this.declaration.name,
        recordIds: [id],
        changes: changesBetween(record, {}),
        record,
      });
      return found.row;
    });
    await removeMedia(storage, ...Object.values(this.uploadColumns().files).map((column) => removed[column] as string));
  }

  /**
   * A revert of a delete: the record put back under its id from the values it had (its body fields and its status),
   * checked as an update is, with the create's audit entry (recorded as the revert). 409 when the id is taken again.
   */
  async recreate(id: string, before: Record<string, unknown>, ctx: RequestContext) {
    // A signing secret is never answered, so no audit entry holds it to put back (a webhook's).
    if (this.fields().some(([, field]) => field.type === 'password' && field.signing))
      throw badRequest(`${this.noun} cannot be put back, as its secret is not kept: add it again`);
    const values = this.values(before);
    validate(values, this.rules(false));
    const key = statusFieldOf(this.declaration);
    const field = key ? this.declaration.fields[key] : undefined;
    const status =
      key && field?.type === 'status' && field.values.includes(before[key] as string)
        ? { [columnOf(key, field)]: before[key] }
        : {};
    return this.db.transaction(async (tx) => {
      const repository = this.repositoryOf(tx);
      if (await repository.findById(requireId(id, this.noun))) throw conflict(`${this.noun} exists again`);
      await this.references(tx, values);
      const held = await this.held(tx, values, true);
      const created = await repository.insert({ ...this.defaults(), ...this.columns(values), ...status, id });
      for (const [key, ids] of Object.entries(held ?? {})) {
        const field = this.declaration.fields[key];
        if (field.type === 'references') await repository.setReferences(id, field, ids);
      }
      await this.audit(tx, ctx, 'create', {}, created);
      return recordOf(this.declaration, created, ctx);
    });
  }

  /** The columns the image fields' uploads set (with their thumbnails), by field: what a revert of one puts back. */
  uploadColumns(): UploadColumns {
    const { fields } = this.declaration;
    return {
      files: Object.fromEntries(
        Object.entries(fields).flatMap(([key, field]) =>
          (field.type === 'image' || field.type === 'file') && field.upload
            ? [key, ...(field.type === 'image' && field.thumbnail ? [field.thumbnail] : [])].map((name) => [
                name,
                columnOf(name, fields[name]),
              ])
            : [],
        ),
      ),
    };
  }

  /** A revert of an upload (see restoreUploadAtVersion). */
  restoreUpload(id: string, restored: Pick<Revertable, 'files' | 'values'>, ctx: RequestContext, version: Date) {
    return restoreUploadAtVersion(this.db, id, version, restored, {
      table: this.repository.table,
      columns: this.uploadColumns(),
      current: (db) => new DeclaredService(db, this.declaration, this.overrides).get(id, ctx),
      lock: async (db) => (await this.repositoryOf(db).findById(id, { lock: true }))?.row,
      update: (db, patch) => this.repositoryOf(db).update(id, patch),
      audit: { resource: this.declaration.name, actor: ctx },
    });
  }

  /** A counter field's count call: raised by one in one statement, so concurrent calls never lose one. */
  async count(key: string, id: string) {
    const views = await this.repository.increment(
      requireId(id, this.noun),
      columnOf(key, this.declaration.fields[key]),
    );
    if (views === undefined) throw notFound(this.noun);
    return views;
  }

  /** One of the declaration's `api.actions`: its override's work on the locked row, in one transaction. */
  async action(name: string, id: string, ctx: RequestContext) {
    const work = this.overrides.actions?.[name];
    if (!work) throw new Error(`${this.declaration.name}: no override for the action ${name}`);
    return this.db.transaction(async (tx) => {
      const found = await this.repositoryOf(tx).findById(requireId(id, this.noun), {
        lock: true,
      });
      if (!found) throw notFound(this.noun);
      return recordOf(this.declaration, { row: await work(tx, { row: found.row, ctx }) }, ctx);
    });
  }

  /**
   * The status call: any value of a toggle; a move the transitions allow, checked on the locked row, as is the
   * body's `expected`.
   */
  async setStatus(id: string, body: Record<string, unknown>, ctx: RequestContext) {
    const key = statusFieldOf(this.declaration)!;
    const field = this.declaration.fields[key];
    if (field.type !== 'status') throw new Error(`${this.declaration.name}: ${key} is not a status field`);
    const column = columnOf(key, field);
    const { invalid, refused } = this.declaration.api.status ?? {};
    // With `expected` (the status the caller saw, by id), a record whose status is something else by now: 409.
    const audit = { resource: this.declaration.name, field: key, noun: this.noun };
    const refuseStaleOf = (tx: Db, found: DeclaredRecord) =>
      refuseStale(tx, body.expected as ExpectedStatuses, { ...found.row, status: found.row[column] }, audit);
    if (!field.transitions) {
      // Checked here rather than by the route's schema, whose message would be a raw one ("must be equal to constant").
      if (!field.values.includes(body[key] as string))
        throw badRequest(invalid ?? `Status must be ${field.values.join(' or ')}`);
      return this.db.transaction(async (tx) => {
        const repository = this.repositoryOf(tx);
        const found = await repository.findById(requireId(id, this.noun), { lock: true });
        if (!found) throw notFound(this.noun);
        await refuseStaleOf(tx, found);
        const updated = await repository.update(id, { [column]: body[key] });
        await this.audit(tx, ctx, 'status', found, updated);
        return recordOf(this.declaration, updated, ctx);
      });
    }
    const transitions = field.transitions as Record<string, readonly string[] | undefined>;
    // The row is locked while the move is checked, so two admins cannot both move it from the same state.
    return this.db.transaction(async (tx) => {
      const repository = this.repositoryOf(tx);
      const found = await repository.findById(requireId(id, this.noun), { lock: true });
      if (!found) throw notFound(this.noun);
      await refuseStaleOf(tx, found);
      // The declared values however spaced or cased ("in progress" or "inProgress").
      const to = statusValueOf(field.values, body[key]);
      if (!to) throw badRequest(invalid ?? `${key} must be one of ${field.values.join(', ')}`);
      const from = String(found.row[column]);
      if (!transitions[from]?.includes(to))
        throw conflict((refused ?? '{from} cannot move to {to}').replace('{from}', from).replace('{to}', to));
      const updated = await repository.update(id, { [column]: to });
      await this.audit(tx, ctx, 'status', found, updated);
      return recordOf(this.declaration, updated, ctx);
    });
  }
}
