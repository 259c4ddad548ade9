import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TProperties } from 'typebox';
import type { OverrideName, ResourceDeclaration } from '#contract/resource';
import type { Db } from '../db/client.js';
import type { pagination } from '../lib/pagination.js';
import type { RequestContext } from '../lib/request-context.js';
import type { ReceivedFile } from '../media/upload.js';
import type { DeclaredRow, RenderStates } from './declared.repository.js';

/** What one of a list override's views keeps and in which order. */
export interface ListView {
  where?: SQL;
  orderBy: SQL[];
  /** The view's count where the resource keeps one cheaper than counting its rows (reporters' trigger-kept totals). */
  total?: (db: Db) => Promise<number>;
}

/** A create (no `stored`) or update about to be written: its column patch, the references it sets, its caller. */
export interface SaveChange {
  stored?: DeclaredRow;
  patch: Record<string, unknown>;
  /** The records each references field is to hold, by field (those the save sets; see DeclaredService.held). */
  held?: Record<string, string[]>;
  ctx: RequestContext;
}

/**
 * The hand-written parts of a resource that really differs, each in server/src/<name>/. The declaration's
 * `overrides` names them; the generic routes and service call them at these points.
 */
export interface ResourceOverrides {
  /** A paginated list whose `{status}` views are not status values (e.g. ads: running and expired, by time). */
  list: {
    /** Each view the path's `{status}` accepts (in any case), given the query and the time of the call. */
    views: Record<string, (query: Record<string, unknown>, now: Date) => ListView>;
    /** OpenAPI description of `{status}`. */
    viewDescription?: string;
    /** A `{status}` that is none of the views; "Status must be A or B" when not given. */
    invalid?: string;
    /** Further query parameters. */
    query?: TProperties;
    /** Further keys of the answer, next to the page (before `pagination`). */
    answer?: { schema: TProperties; values: (page: ReturnType<typeof pagination>) => Record<string, unknown> };
  };
  /**
   * Runs in the transaction of a create or update: `before` the row is written (checks that lock rows, e.g. the last
   * active admin), `after` with the row written (what changes with it: sessions ended, account events).
   */
  save: {
    before?: (tx: Db, change: SaveChange) => Promise<void>;
    /** May answer media keys it let go of (files of rows it removed), deleted once the transaction is done. */
    after?: (tx: Db, change: SaveChange & { row: DeclaredRow }) => Promise<void | string[]>;
  };
  /** Runs in the transaction of a delete, on the locked row before it goes: a refusal (a built-in role). */
  delete: {
    before: (tx: Db, change: { row: DeclaredRow; ctx: RequestContext }) => Promise<void>;
  };
  /**
   * Calls the engine does not build, registered by the resource itself: a list marked `custom` (novels grouped by
   * category) and calls of its own (a novel's chapter upload).
   */
  routes: (app: FastifyInstance) => Promise<void>;
  /** The work of each call of the declaration's `api.actions`, on the locked row in its transaction; answers the row. */
  actions: Record<string, (tx: Db, change: { row: DeclaredRow; ctx: RequestContext }) => Promise<DeclaredRow>>;
  /** The rendering of a `renderedPdf` field's uploads (a magazine's pages). */
  render: {
    /** Each record's rendered PDF, by id (one query per list, however many records). */
    states: RenderStates;
    /** Checks the PDF the upload call received for an existing record, stores it and queues its render. */
    upload: (app: FastifyInstance, id: string, file: ReceivedFile, ctx: RequestContext) => Promise<void>;
    /** Starts the render once the upload's answer is read (so that it answers the render as queued). */
    queued: (app: FastifyInstance) => void;
  };
}

export type Overrides = Partial<ResourceOverrides>;

/**
 * The overrides a declaration names, from the server's map; a name without its code, or code the declaration does
 * not name, stops the server at start (a programming error, found by any test).
 */
export const overridesOf = (declaration: ResourceDeclaration, provided: Record<string, Overrides>): Overrides => {
  const overrides = provided[declaration.name] ?? {};
  const named = [...(declaration.overrides ?? [])].sort();
  const given = Object.keys(overrides).sort() as OverrideName[];
  if (named.join() !== given.join())
    throw new Error(`${declaration.name}: the declaration names overrides [${named}], the server provides [${given}]`);
  return overrides;
};
