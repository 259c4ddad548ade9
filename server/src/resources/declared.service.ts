import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import { nounOf, statusFieldOf, type FieldDeclaration, type ResourceDeclaration } from '#contract/resource';
import { parseDateTime, type Rule } from '#contract/rules';
import type { Db } from '../db/client.js';
import { badRequest, conflict, isUniqueViolation, notFound } from '../lib/http-errors.js';
import { offsetOf, pagination, type Page } from '../lib/pagination.js';
import type { RequestContext } from '../lib/request-context.js';
import { containsPattern } from '../lib/search.js';
import { requireId, trimmed, validate } from '../lib/validate.js';
import { versionOf } from '../lib/versions.js';
import { saveAtVersion } from '../services/versioned-update.js';
import { changesBetween, recordAudit } from '../audit/audit-recorder.js';
import type { Overrides } from './declared-overrides.js';
import { DeclaredRepository, type DeclaredRecord, type DeclaredRow } from './declared.repository.js';
import { columnOf } from './declared-table.js';

type MediaContext = Pick<RequestContext, 'mediaUrl'>;

/** Fields a create or update body sets. */
export const isInput = (field: FieldDeclaration) => field.type === 'text' || field.type === 'datetime';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : null);

/** A record as the resource's calls answer it: the id, every field, and updatedAt (the version of a save). */
export const recordOf = (declaration: ResourceDeclaration, { row, reporter }: DeclaredRecord, ctx: MediaContext) => {
  const record: Record<string, unknown> = { [declaration.id]: row.id };
  for (const [key, field] of Object.entries(declaration.fields)) {
    const value = row[columnOf(key, field)];
    switch (field.type) {
      case 'text':
      case 'status':
        record[key] = value;
        break;
      case 'datetime':
      case 'timestamp':
        record[key] = iso(value);
        break;
      case 'image':
        record[key] = ctx.mediaUrl(value as string | null);
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
export class DeclaredService {
  private readonly repository: DeclaredRepository;

  constructor(
    private readonly db: Db,
    private readonly declaration: ResourceDeclaration,
    private readonly overrides: Overrides = {},
  ) {
    this.repository = new DeclaredRepository(db, declaration);
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
    const where = and(view.where, this.search(query.search));
    const [found, total] = await Promise.all([
      this.repository.list({ where, orderBy: view.orderBy, offset: offsetOf(page), limit: page.limit }),
      this.repository.count(where),
    ]);
    const paging = pagination(total, page);
    return {
      [list.key]: found.map(record),
      ...this.overrides.list?.answer?.values(paging),
      pagination: paging,
    };
  }

  /** The path's `{status}`: one of the override's views, else 'All' or a status value (as the list allows). */
  private view(status: string, query: DeclaredListQuery): { where?: SQL; orderBy?: SQL[] } {
    const wanted = status.toLowerCase();
    const custom = this.overrides.list?.views;
    if (custom) {
      const name = Object.keys(custom).find((view) => view.toLowerCase() === wanted);
      if (!name) throw badRequest(`Status must be ${Object.keys(custom).join(' or ')}`);
      return custom[name](query, new Date());
    }
    const key = statusFieldOf(this.declaration);
    const field = key ? this.declaration.fields[key] : undefined;
    const values = field?.type === 'status' ? field.values : [];
    const views = this.declaration.api.list?.views ?? ['All', ...values];
    const view = views.find((candidate) => candidate.toLowerCase() === wanted);
    if (!view) throw badRequest(`Status must be ${views.join(' or ')}`);
    if (view === 'All' || !key || !field) return {};
    return { where: eq(this.repository.column(columnOf(key, field)), view) };
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

  /** The body's fields, trimmed; on an update that keeps left-out fields, those come from the stored row. */
  private values(body: Record<string, unknown>, stored?: DeclaredRow) {
    return Object.fromEntries(
      this.fields()
        .filter(([, field]) => isInput(field))
        .map(([key, field]) => {
          const given = body[key];
          if (given === undefined && stored) return [key, stored[columnOf(key, field)]];
          return [key, field.type === 'text' ? trimmed(given) : given];
        }),
    );
  }

  private rules(creating: boolean) {
    const fieldRules: Record<string, Rule[]> = {};
    for (const [key, field] of this.fields()) {
      const list = [...(field.rules ?? []), ...(creating ? (field.createRules ?? []) : [])];
      if (list.length > 0) fieldRules[key] = list;
    }
    return fieldRules;
  }

  /** Checked values as columns. */
  private columns(values: Record<string, unknown>) {
    const patch: Record<string, unknown> = {};
    for (const [key, field] of this.fields()) {
      if (!(key in values)) continue;
      const value = values[key];
      if (field.type === 'datetime') patch[columnOf(key, field)] = parseDateTime(value) ?? null;
      else if (value !== undefined && value !== null) patch[columnOf(key, field)] = String(value);
    }
    return patch;
  }

  /** A duplicate of a unique field is a 409 with its message. */
  private async unique<T>(save: () => Promise<T>) {
    try {
      return await save();
    } catch (error) {
      const unique = this.fields().find(([, field]) => field.type === 'text' && field.unique)?.[1];
      if (unique?.type === 'text' && unique.unique && isUniqueViolation(error)) throw conflict(unique.unique);
      throw error;
    }
  }

  /** The new record, or only its id when the create call answers that. */
  async create(body: Record<string, unknown>, ctx: RequestContext) {
    const values = this.values(body);
    validate(values, this.rules(true));
    const created = await this.unique(() =>
      this.db.transaction(async (tx) => {
        const inserted = await new DeclaredRepository(tx, this.declaration).insert(this.columns(values));
        await this.audit(tx, ctx, 'create', {}, inserted);
        return inserted;
      }),
    );
    return this.declaration.api.create?.answer === 'id' ? created.row.id : recordOf(this.declaration, created, ctx);
  }

  /** The audit entry of a create or status change, from the record before and after as its calls answer it. */
  private audit(db: Db, ctx: RequestContext, action: string, before: DeclaredRecord | object, after: DeclaredRecord) {
    const dto = (found: DeclaredRecord | object) => ('row' in found ? recordOf(this.declaration, found, ctx) : {});
    return recordAudit(db, ctx, {
      action,
      resource: this.declaration.name,
      recordIds: [after.row.id],
      changes: changesBetween(dto(before), dto(after)),
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
      update: (db) => new DeclaredService(db, this.declaration, this.overrides).save(id, body, ctx),
      audit: { resource: this.declaration.name, actor: ctx },
    });
  }

  private async save(id: string, body: Record<string, unknown>, ctx: MediaContext) {
    const stored = await this.find(id);
    const values = this.values(body, this.declaration.api.update?.partial ? stored.row : undefined);
    validate(values, this.rules(false));
    const checked = this.columns(values);
    const patch = this.overrides.update?.({ values, stored: stored.row, patch: checked }) ?? checked;
    return recordOf(this.declaration, await this.unique(() => this.repository.update(id, patch)), ctx);
  }

  /** The status call: any value of a toggle; a move the transitions allow, checked on the locked row. */
  async setStatus(id: string, body: Record<string, unknown>, ctx: RequestContext) {
    const key = statusFieldOf(this.declaration)!;
    const field = this.declaration.fields[key];
    if (field.type !== 'status') throw new Error(`${this.declaration.name}: ${key} is not a status field`);
    const column = columnOf(key, field);
    if (!field.transitions) {
      return this.db.transaction(async (tx) => {
        const repository = new DeclaredRepository(tx, this.declaration);
        const found = await repository.findById(requireId(id, this.noun), { lock: true });
        if (!found) throw notFound(this.noun);
        const updated = await repository.update(id, { [column]: body[key] });
        await this.audit(tx, ctx, 'status', found, updated);
        return recordOf(this.declaration, updated, ctx);
      });
    }
    const transitions = field.transitions as Record<string, readonly string[] | undefined>;
    const { invalid, refused } = this.declaration.api.status ?? {};
    // The row is locked while the move is checked, so two admins cannot both move it from the same state.
    return this.db.transaction(async (tx) => {
      const repository = new DeclaredRepository(tx, this.declaration);
      const found = await repository.findById(requireId(id, this.noun), { lock: true });
      if (!found) throw notFound(this.noun);
      // The stored names and prose ("in progress"), in any case.
      const wanted = typeof body[key] === 'string' ? body[key].replace(/[\s_-]+/g, '').toLowerCase() : '';
      const to = field.values.find((value) => value.toLowerCase() === wanted);
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
