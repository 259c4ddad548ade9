import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TObject, TProperties } from 'typebox';
import { contentTransitions, type ContentDeclaration } from '#contract/content/content-declaration';
import type { Db } from '../db/client.js';
import type { UploadColumns } from '../declared/versioned-update.js';
import type { FileRule, ReceivedFile } from '../media/upload.js';
import type { Storage } from '../media/storage.js';
import type { RequestContext } from '../lib/request-context.js';
import type { ContentView } from './content-views.js';
import { contentSchemasOf, mediaAnswerOf } from './content-schemas.js';
import type { ReportedBy } from './content-references.repository.js';

/**
 * A content kind (spec section 4) as the server runs it: its declaration in contract/content, read by one route
 * factory (content.routes.ts), one service and one repository for all three kinds, plus what only the server knows
 * (its table, how a list query reads, how its media is stored, its DTO). What a kind really does differently is
 * named here as an override and lives in that kind's folder.
 */

/** The status a create, edit or import may set; Rejected only comes through the status calls. */
export type NewStatus = (typeof contentTransitions.created)[number];
export type DecidedStatus = (typeof contentTransitions.decided)[number];

/** A kind's Drizzle table: the columns the lifecycle reads, and a category and language when the kind has them. */
export type ContentTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  reporterId: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
  categoryId?: PgColumn;
  languageId?: PgColumn;
};

/** A row as the repository reads it: the item with what its DTO shows of its category, language and reporter. */
export interface ContentRow<Item = Record<string, unknown>> {
  item: Item;
  category?: { id: string; name: string };
  language?: { id: string; name: string };
  reporter: ReportedBy;
}

export type MediaContext = Pick<RequestContext, 'mediaUrl' | 'access'>;

/** Which items a list or an action by filter takes, all pages together, read at the time `now`. */
export interface ContentMatch {
  view: ContentView;
  now: Date;
  categoryIds?: string[];
  languageIds?: string[];
  /** Contains-search on the kind's search column. */
  search?: string;
  /** Bounds on the posting time: `from` inclusive, `to` exclusive. */
  from?: Date;
  to?: Date;
  /** Only items in these languages: the caller's language scope (issue 40); undefined, all. */
  languageScope?: readonly string[];
  /** The review desk's filter (issue 44): items assigned to this admin, or to nobody. */
  assigned?: { adminId: string } | 'nobody';
}

/** What a media upload may do with the kind's items; the content service provides it. */
export interface ContentItems {
  readonly kind: ContentKind;
  readonly storage: Storage;
  readonly db: Db;
  /** 404 for an unknown id, 409 for a Rejected item. */
  findEditable(id: string, ctx?: MediaContext): Promise<Record<string, unknown>>;
  /**
   * Points the item at newly stored media, recorded as an upload in the audit log: locked and re-read, the item as
   * it was, or undefined when it was rejected meanwhile (nothing changed then).
   */
  replaceMedia(
    id: string,
    patch: Record<string, unknown>,
    ctx: RequestContext,
  ): Promise<Record<string, unknown> | undefined>;
}

/** How the server stores a kind's media. */
export interface ContentMediaStore {
  rule: FileRule;
  /**
   * The item's columns an upload sets, by the answer's field: its files (answered as URLs) and values derived from
   * the file (a video's duration). A revert of the upload puts them back.
   */
  sets: UploadColumns;
  /** Stores the file, points the item at it, removes what it replaced; answers the declared media answer. */
  attach(
    items: ContentItems,
    id: string,
    file: ReceivedFile,
    ctx: RequestContext,
    log: FastifyBaseLogger,
  ): Promise<Record<string, unknown>>;
}

/** Hand-written routes of a kind, added to its plugin where the declaration names them. */
export type ContentRoutes = (app: Parameters<FastifyPluginAsyncTypebox>[0], kind: ContentKind) => void;

/** What the server adds to a kind's declaration. */
export interface ContentEngine<Item extends Record<string, unknown> = Record<string, unknown>> {
  /** The item's table and its trigger-kept counts per status (and per category and language when the kind has them). */
  store: {
    table: ContentTable;
    counts: { table: PgTable; status: PgColumn; total: PgColumn; categoryId?: PgColumn; languageId?: PgColumn };
    /** The column a list's `search` looks in. */
    search?: PgColumn;
    /** Rows per insert statement of an import (keeps each statement's parameter count small). */
    insertBatch: number;
  };
  /** Reads the list's query (400 for a bad filter); `limit` is the page size. */
  match(query: Record<string, unknown>, view: ContentView, now: Date): ContentMatch & { limit: number };
  media: ContentMediaStore;
  /** The import template's example row. */
  example(): Record<string, string>;
  /** The DTO without `isScheduled`, which the service adds from the lifecycle. */
  dto(row: ContentRow<Item>, ctx: MediaContext): Record<string, unknown>;
  /** Hand-written routes: `afterList` after the list call, `status` instead of the one-item status call. */
  routes?: { afterList?: ContentRoutes; status?: ContentRoutes };
}

/** A kind as the engine reads it: the declaration, the server's part, and the request and answer schemas. */
export interface ContentKind extends ContentDeclaration, Omit<ContentEngine, 'media'> {
  media: ContentDeclaration['media'] & ContentMediaStore & { response: TProperties };
  schemas: { item: TObject; create: TObject; createRequired: string[]; update: TObject; listQuery: TProperties };
}

/** The declared columns, which must be columns of the kind's table (a mistyped one is a compile error). */
type DeclaredColumns<Item> = {
  fields: {
    time: { column: keyof Item & string };
    text?: Readonly<Record<string, keyof Item & string>>;
    createdDate?: { column: keyof Item & string };
  };
};

/**
 * A kind from its declaration (contract/content) and the server's part, checked against its table's row type, for
 * the generic layer, which reads rows by the declared column names.
 */
export const contentKind = <Item extends Record<string, unknown>>(
  declaration: ContentDeclaration & DeclaredColumns<Item>,
  engine: ContentEngine<Item>,
): ContentKind => ({
  ...declaration,
  ...(engine as unknown as ContentEngine),
  media: { ...declaration.media, ...engine.media, response: mediaAnswerOf(declaration) },
  schemas: contentSchemasOf(declaration),
});

/** A spec path (`/posts/get/{id}`) as Fastify routes it (`/posts/get/:id`). */
export const routePath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
