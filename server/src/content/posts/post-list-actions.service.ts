import { format } from 'date-fns';
import type { Db } from '../../db/client.js';
import { csvRecords } from '../../lib/csv.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { isUuid } from '../../lib/validate.js';
import type { ContentKind, DecidedStatus } from '../content-kind.js';
import { contentViewOf, statusChanges } from '../content-lifecycle.js';
import { postMessages } from './post-messages.js';
import { PostListActionsRepository, type PostExportRow } from './post-list-actions.repository.js';
import { recordAudit, sharedBefore } from '../../audit/audit-recorder.js';
import { ContentRepository } from '../content.repository.js';
import type { RequestContext } from '../../lib/request-context.js';
import {
  conflictsOf,
  staleRecords,
  statusConflict,
  type ExpectedStatuses,
  type StatusConflict,
} from '../../audit/status-conflicts.js';
import { hiddenFieldsOf, languagesOf } from '#contract/permissions';

/** The posts' list filter as the query reads it; the bulk status call by filter and the CSV export take it too. */
export interface PostFilterQuery {
  category?: string;
  language?: string;
  search?: string;
}

export interface PostStatusBody {
  postIDs?: string[];
  match?: PostFilterQuery & { status?: string };
  postStatus: DecidedStatus;
  expected?: ExpectedStatuses;
}

/**
 * The CSV export's columns (the spec's Posts.csv, as the app writes them for selected rows), each with the answer's
 * field it shows: a role hiding that field gets the file without the column (issue 40).
 */
const exportColumns: readonly { header: string; field: string; value: (row: PostExportRow) => string }[] = [
  { header: 'News Title', field: 'postTitle', value: (row) => row.title },
  { header: 'Category', field: 'postCategory', value: (row) => row.category },
  { header: 'Location', field: 'postLocationDetails', value: (row) => row.location },
  { header: 'Language', field: 'postLanguage', value: (row) => row.language },
  { header: 'New Description', field: 'postDescription', value: (row) => row.description },
  { header: 'Posted On', field: 'postedOn', value: (row) => format(row.postedOn, 'yyyy-MM-dd HH:mm') },
];
/** Rows per query of the CSV export: large enough to keep queries few, small enough to keep memory flat. */
const EXPORT_BATCH_SIZE = 1000;

/**
 * What the posts list does beyond the content kind: the CSV export and the status call for many posts, by id or by
 * the list's filter. Both read the filter as the list does (the kind's `list.match`), with one clock.
 */
export class PostListActions {
  private readonly posts: PostListActionsRepository;

  constructor(
    private readonly kind: ContentKind,
    private readonly db: Db,
  ) {
    this.posts = new PostListActionsRepository(kind, db);
  }

  /** The list's filter within the caller's language scope (issue 40). */
  private matchOf(status: string, query: PostFilterQuery, ctx: Pick<RequestContext, 'access'>) {
    const languageScope = ctx.access && languagesOf(ctx.access, this.kind.name);
    return { ...this.kind.match({ ...query }, contentViewOf(status), new Date()), languageScope };
  }

  /**
   * CSV lines (header first) of every post the list with this filter shows, in its order, read a batch at a time as
   * the consumer pulls them. The filter is checked, and the first batch read, before the first line, so a bad filter
   * is a 400 rather than a broken download.
   */
  async *exportCsv(
    status: string,
    query: PostFilterQuery,
    ctx: Pick<RequestContext, 'access'> = {},
    batchSize = EXPORT_BATCH_SIZE,
  ) {
    const batches = this.posts.exportRows(this.matchOf(status, query, ctx), batchSize)[Symbol.asyncIterator]();
    const hidden = ctx.access ? hiddenFieldsOf(ctx.access, this.kind.name) : new Set<string>();
    const columns = exportColumns.filter((column) => !hidden.has(column.field));
    const rows = (batch: PostExportRow[]) => csvRecords(batch.map((row) => columns.map((column) => column.value(row))));
    const first = await batches.next();
    yield csvRecords([columns.map((column) => column.header)]) + (first.done ? '' : rows(first.value));
    for (let next = await batches.next(); !next.done; next = await batches.next()) yield rows(next.value);
  }

  /**
   * All or nothing: every id must exist and every move must be allowed before any row changes. Moving a post to
   * the status it already has is a no-op, so `updatedCount` counts the posts whose status actually changed. Posts
   * whose status is not the one `expected` names are left alone and listed in `conflicts` (409 when all are).
   */
  async setStatus(
    { postIDs, match, postStatus, expected }: PostStatusBody,
    ctx: RequestContext,
  ): Promise<{ updatedCount: number; conflicts?: StatusConflict[] }> {
    if (match && postIDs) throw badRequest(postMessages.idsOrMatch);
    if (match && expected) throw badRequest(postMessages.expectedWithMatch);
    if (match) return { updatedCount: await this.setStatusWhere(match, postStatus, ctx) };
    return this.setStatusOf(postIDs, postStatus, ctx, expected);
  }

  /** One entry for the whole call: the ids it changed, and the status each had (by id) or the filter it took. */
  private async audit(
    db: Db,
    ctx: RequestContext,
    ids: string[],
    postStatus: DecidedStatus,
    detail: { before?: Record<string, string>; match?: unknown },
  ) {
    return recordAudit(db, ctx, {
      action: 'bulkStatus',
      resource: this.kind.keys.item,
      recordIds: ids,
      changes: [{ field: this.kind.fields.status, before: sharedBefore(detail.before), after: postStatus }],
      detail,
      labels: await new ContentRepository(this.kind, db).labelsOf(ids),
    });
  }

  /**
   * Every post the list with this filter shows, however many pages, in one statement. The move must be allowed from
   * the view's status (a Trash list cannot be published); posts already there are left alone and not counted.
   */
  private async setStatusWhere(
    query: NonNullable<PostStatusBody['match']>,
    postStatus: DecidedStatus,
    ctx: RequestContext,
  ) {
    const match = this.matchOf(query.status ?? '', query, ctx);
    statusChanges(match.view === 'Schedule' ? 'Published' : match.view, postStatus, this.kind);
    return this.db.transaction(async (tx) => {
      const ids = await new PostListActionsRepository(this.kind, tx).setStatusWhere(match, postStatus);
      if (ids.length > 0) await this.audit(tx, ctx, ids, postStatus, { match: query });
      return ids.length;
    });
  }

  private async setStatusOf(
    postIDs: string[] | undefined,
    postStatus: DecidedStatus,
    ctx: RequestContext,
    expected: ExpectedStatuses,
  ) {
    const ids = [...new Set((postIDs ?? []).map((id) => id.trim()).filter(Boolean))];
    if (ids.length === 0) throw badRequest(postMessages.selectPost);
    if (!ids.every(isUuid)) throw notFound(this.kind.noun);
    return this.db.transaction(async (tx) => {
      const posts = new PostListActionsRepository(this.kind, tx);
      const scope = ctx.access && languagesOf(ctx.access, this.kind.name);
      const current = await posts.lockStatuses(ids);
      // A post outside the caller's language scope is not found, as one that does not exist (issue 40).
      if (current.length !== ids.length || current.some((post) => scope && !scope.includes(post.languageId)))
        throw notFound(this.kind.noun);
      const stale = staleRecords(expected, current);
      const audit = { resource: this.kind.keys.item, field: this.kind.fields.status };
      const conflicts = stale.length > 0 ? await conflictsOf(tx, audit, stale) : [];
      if (stale.length === current.length) throw statusConflict(this.kind.noun, conflicts);
      const changing = current
        .filter((post) => !stale.includes(post) && statusChanges(post.status, postStatus, this.kind))
        .map((post) => post.id);
      if (changing.length > 0) {
        await posts.setStatus(changing, postStatus);
        const before = Object.fromEntries(
          current.filter((post) => changing.includes(post.id)).map((post) => [post.id, post.status]),
        );
        await this.audit(tx, ctx, changing, postStatus, { before });
      }
      return { updatedCount: changing.length, ...(conflicts.length > 0 && { conflicts }) };
    });
  }
}
