import { rules } from '#contract/rules';
import type { Db } from '../db/client.js';
import { badRequest, HttpError, notFound } from '../lib/http-errors.js';
import { requireId, trimmed, validate } from '../lib/validate.js';
import { publishChange } from '../live/publish-change.js';
import { SavedViewsRepository, type SavedView } from './saved-views.repository.js';

const WHAT = 'View';
/**
 * The live events' resource of saved views: a view saved, changed or deleted is announced (its id only), so the
 * views menus open elsewhere, another admin's too, ask for their views again (issue 39).
 */
export const SAVED_VIEWS_RESOURCE = 'savedViews';
export const NOT_OWNER = 'Only the admin who saved this view can change or delete it';
const BAD_LIST = 'list must be the path of a list, e.g. /posts/new-post';
const BAD_QUERY = 'query must be an object of at most 20 text parameters';

export interface SavedViewBody {
  name?: unknown;
  list?: unknown;
  query?: unknown;
  shared?: unknown;
  isDefault?: unknown;
}

const viewDto = (
  view: SavedView,
  owner: { firstName: string; lastName: string },
  adminId: string,
  isDefault: boolean,
) => ({
  viewID: view.id,
  name: view.name,
  list: view.list,
  query: view.query,
  shared: view.shared,
  owner: { adminID: view.ownerId, name: `${owner.firstName} ${owner.lastName}` },
  mine: view.ownerId === adminId,
  isDefault,
  createdAt: view.createdAt.toISOString(),
  updatedAt: view.updatedAt.toISOString(),
});

export const validList = (list: unknown): string => {
  if (typeof list !== 'string' || !/^\/[\w\-/]{0,199}$/.test(list)) throw badRequest(BAD_LIST);
  return list;
};

/** The list's URL parameters as the app keeps them (filter, sort, order, perPage, ...): short text values only. */
const validQuery = (query: unknown): Record<string, string> => {
  if (typeof query !== 'object' || query === null || Array.isArray(query)) throw badRequest(BAD_QUERY);
  const entries = Object.entries(query);
  if (
    entries.length > 20 ||
    entries.some(([key, value]) => typeof value !== 'string' || key.length > 40 || value.length > 2000)
  )
    throw badRequest(BAD_QUERY);
  return Object.fromEntries(entries) as Record<string, string>;
};

const validName = (name: unknown) => {
  const value = trimmed(name);
  validate({ name: value }, rules.savedView);
  return String(value);
};

/** Saved views (issue 30): an admin's own views of a list and the shared ones; only the owner changes a view. */
export class SavedViewsService {
  private readonly views: SavedViewsRepository;

  constructor(
    private readonly db: Db,
    private readonly adminId: string,
  ) {
    this.views = new SavedViewsRepository(db);
  }

  async list(list: unknown) {
    const rows = await this.views.visible(this.adminId, validList(list));
    return rows.map((row) =>
      viewDto(
        row.view,
        { firstName: row.ownerFirstName, lastName: row.ownerLastName },
        this.adminId,
        row.defaultOf !== null,
      ),
    );
  }

  private async one(id: string) {
    const [view] = (await this.list((await this.visibleView(id)).list)).filter((row) => row.viewID === id);
    return view;
  }

  /** A view this admin may see; another admin's unshared view does not exist for them. */
  private async visibleView(id: string) {
    const view = await this.views.find(requireId(id, WHAT));
    if (!view || (view.ownerId !== this.adminId && !view.shared)) throw notFound(WHAT);
    return view;
  }

  private async ownView(id: string) {
    const view = await this.visibleView(id);
    if (view.ownerId !== this.adminId) throw new HttpError(403, NOT_OWNER);
    return view;
  }

  async create(body: SavedViewBody) {
    const fields = {
      name: validName(body.name),
      list: validList(body.list),
      query: validQuery(body.query ?? {}),
      shared: body.shared === true,
    };
    const id = await this.db.transaction(async (tx) => {
      const views = new SavedViewsRepository(tx);
      const view = await views.insert(this.adminId, fields);
      if (body.isDefault === true) await views.setDefault(this.adminId, view.list, view.id);
      await this.announce(tx, view.id, 'create');
      return view.id;
    });
    return this.one(id);
  }

  async update(id: string, body: SavedViewBody) {
    await this.ownView(id);
    const changes = {
      ...(body.name !== undefined && { name: validName(body.name) }),
      ...(body.query !== undefined && { query: validQuery(body.query) }),
      ...(typeof body.shared === 'boolean' && { shared: body.shared }),
    };
    await this.db.transaction(async (tx) => {
      await new SavedViewsRepository(tx).update(id, changes);
      await this.announce(tx, id, 'update');
    });
    return this.one(id);
  }

  /** Any admin may make a view they can see (theirs or a shared one) their own default of its list. */
  async setDefault(id: string, isDefault: boolean) {
    const view = await this.visibleView(id);
    if (isDefault) await this.views.setDefault(this.adminId, view.list, id);
    else await this.views.clearDefault(this.adminId, id);
    return this.one(id);
  }

  async delete(id: string) {
    await this.ownView(id);
    await this.db.transaction(async (tx) => {
      await new SavedViewsRepository(tx).delete(id);
      await this.announce(tx, id, 'delete');
    });
  }

  /** Tells every open stream, with the change's transaction (a default is the admin's own: it is not announced). */
  private announce(tx: Db, id: string, action: 'create' | 'update' | 'delete') {
    return publishChange(tx, { resource: SAVED_VIEWS_RESOURCE, ids: [id], action, actorId: this.adminId });
  }
}
