import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TObject, TProperties } from 'typebox';
import type { Rule } from '#contract/rules';
import type { CategoryKind, ContentStatus } from '../db/schema.js';
import type { Db } from '../db/client.js';
import type { UploadColumns } from '../resources/versioned-update.js';
import type { FileRule, ReceivedFile } from '../media/upload.js';
import type { Storage } from '../media/storage.js';
import type { RequestContext } from '../lib/request-context.js';
import type { SpreadsheetColumn } from '../media/spreadsheet.js';
import type { ContentView } from './content-views.js';
import type { ReportedBy } from './content-references.repository.js';

/**
 * A content kind (spec section 4): posts, short videos and daily quotes are three declarations of this one shape,
 * and one route factory (content.routes.ts), one service and one repository serve them all. What a kind really
 * does differently is named here as an override and lives in that kind's folder.
 */

/** The lifecycle every kind shares: what a create, edit or import may set, what a status call sets, what is final. */
export const contentTransitions = {
  created: ['Pending', 'Published'],
  decided: ['Published', 'Rejected'],
  final: 'Rejected',
} as const satisfies { created: ContentStatus[]; decided: ContentStatus[]; final: ContentStatus };

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

export type MediaContext = Pick<RequestContext, 'mediaUrl'>;

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
}

/** What a media upload may do with the kind's items; the content service provides it. */
export interface ContentItems {
  readonly kind: ContentKind;
  readonly storage: Storage;
  readonly db: Db;
  /** 404 for an unknown id, 409 for a Rejected item. */
  findEditable(id: string): Promise<Record<string, unknown>>;
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

export interface ContentMedia {
  /** The multipart field. */
  field: string;
  rule: FileRule;
  missingMessage: string;
  message: string;
  summary: string;
  description?: string;
  /** The 201 answer without its message. */
  response: TProperties;
  /**
   * The item's columns an upload sets, by the answer's field: its files (answered as URLs) and values derived from
   * the file (a video's duration). A revert of the upload puts them back.
   */
  sets: UploadColumns;
  /** Stores the file, points the item at it, removes what it replaced; answers `response`'s fields. */
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

export interface ContentKind<Item extends Record<string, unknown> = Record<string, unknown>> {
  /** The item in a 404 and in id checks: 'Short Video' gives 'Short Video not found'. */
  name: string;
  /** The OpenAPI tag. */
  tag: string;
  /** The spec's paths (section 7) under /api, in its `{id}` syntax. */
  paths: {
    create: string;
    media: string;
    import: string;
    template: string;
    list: string;
    get: string;
    update: string;
    /** The one-item status call; a kind without it declares `routes.status`. */
    status?: string;
    reporter: string;
  };
  /** Answer keys: the item (get, update, status), the id (create), the list's items, the reporter groups' suffix. */
  keys: { item: string; id: string; list: string; reporterGroups: string };
  messages: {
    created: string;
    updated: string;
    statusUpdated: string;
    rejectedEdit: string;
    rejectedPublish: string;
    publishedToPending: string;
  };
  /** The item's table and its trigger-kept counts per status (and per category and language when the kind has them). */
  store: {
    table: ContentTable;
    counts: { table: PgTable; status: PgColumn; total: PgColumn; categoryId?: PgColumn; languageId?: PgColumn };
    /** The column a list's `search` looks in. */
    search?: PgColumn;
    /** Rows per insert statement of an import (keeps each statement's parameter count small). */
    insertBatch: number;
  };
  /** Body fields and the columns they set. */
  fields: {
    status: string;
    reporter: string;
    /** The posting time: Schedule is a Published item whose time has not come yet. */
    time: { field: string; column: keyof Item & string };
    category?: { field: string; kind: CategoryKind };
    language?: { field: string };
    /** Text fields, body field to column. */
    text?: Record<string, keyof Item & string>;
    /** A date set once on create (now when left out) and read-only after. */
    createdDate?: { field: string; column: keyof Item & string };
  };
  /** The section-5 rules of a new item; an edit checks the fields it merges, a kept time only as a valid date. */
  rules: Record<string, Rule[]>;
  schemas: { item: TObject; create: TObject; update: TObject };
  docs: { create: string; update: string; status?: string; reporter: string };
  list: {
    summary: string;
    description?: string;
    query: TProperties;
    /** Reads the list's query (400 for a bad filter); `limit` is the page size. */
    match(query: Record<string, unknown>, view: ContentView, now: Date): ContentMatch & { limit: number };
  };
  media: ContentMedia;
  import: {
    field: string;
    summary: string;
    description: string;
    columns: SpreadsheetColumn[];
    /** Rules of a row beyond `rules` and the status. */
    rules?: Record<string, Rule[]>;
    templateSummary: string;
    templateName: string;
    example(): Record<string, string>;
  };
  /** The DTO without `isScheduled`, which the service adds from the lifecycle. */
  dto(row: ContentRow<Item>, ctx: MediaContext): Record<string, unknown>;
  /** Hand-written routes: `afterList` after the list call, `status` instead of the one-item status call. */
  routes?: { afterList?: ContentRoutes; status?: ContentRoutes };
}

/**
 * A kind's declaration, checked against its table's row type (a mistyped column is a compile error), for the
 * generic layer, which reads rows by the declared column names.
 */
export const contentKind = <Item extends Record<string, unknown>>(kind: ContentKind<Item>) =>
  kind as unknown as ContentKind;

/** A spec path (`/posts/get/{id}`) as Fastify routes it (`/posts/get/:id`). */
export const routePath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
