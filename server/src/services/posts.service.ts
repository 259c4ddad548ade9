import { format } from 'date-fns';
import { messages, notInPast, parseDateTime, rules } from '#contract/rules';
import type { RequestContext } from '../lib/request-context.js';
import type { Db } from '../db/client.js';
import type { ContentStatus } from '../db/schema.js';
import { csvRecords } from '../lib/csv.js';
import { badRequest, conflict, notFound } from '../lib/http-errors.js';
import { offsetOf, pagination, type Page } from '../lib/pagination.js';
import { readSpreadsheet, writeSpreadsheet, type SpreadsheetColumn } from '../lib/spreadsheet.js';
import { collectErrors, isUuid, requireId, trimmed, validate } from '../lib/validate.js';
import { replaceImage } from '../media/images.js';
import type { Storage } from '../media/storage.js';
import type { ReceivedFile } from '../media/upload.js';
import {
  PostsRepository,
  type NewPost,
  type PostExportRow,
  type PostMatch,
  type PostRow,
} from '../repositories/posts.repository.js';
import {
  ContentReferences,
  checkRows,
  contentMessages,
  contentViewOf,
  exampleTime,
  idList,
  isScheduled,
  newStatusOf,
  newStatusRule,
  refuseBackToPending,
  reportedByDto,
  reporterColumn,
  reporterGroups,
  requireEditable,
  sameMinute,
  statusChanges,
  type ContentKind,
  type NewStatus,
} from './content-lifecycle.js';

type MediaContext = Pick<RequestContext, 'mediaUrl'>;

export const postDto = (row: PostRow, ctx: MediaContext, now = new Date()) => ({
  postID: row.post.id,
  postTitle: row.post.title,
  postDescription: row.post.description,
  postLocationDetails: row.post.location,
  postCategory: { postCategoryID: row.category.id, postCategoryName: row.category.name },
  postLanguage: { languageID: row.language.id, languageName: row.language.name },
  postedOn: row.post.postedOn.toISOString(),
  postImageURL: ctx.mediaUrl(row.post.imageKey),
  postThumbnailURL: ctx.mediaUrl(row.post.thumbnailKey),
  postStatus: row.post.status,
  isScheduled: isScheduled(row.post.status, row.post.postedOn, now),
  postReportedDetails: reportedByDto(row.reporter),
  createdAt: row.post.createdAt.toISOString(),
  updatedAt: row.post.updatedAt.toISOString(),
});

export const postMessages = {
  rejectedEdit: 'Rejected posts cannot be edited',
  rejectedPublish: 'Rejected posts cannot be published',
  publishedToPending: 'Published posts cannot be moved back to Pending',
  selectPost: 'Select at least one post',
  idsOrMatch: 'Send either postIDs or match, not both',
  invalidLanguageId: 'Invalid language id',
};

const postKind: ContentKind = { name: 'Post', messages: postMessages };

export interface PostBody {
  postTitle?: string;
  postDescription?: string;
  postLocationDetails?: string;
  postCategory?: string;
  postLanguage?: string;
  postReportedDetails?: string;
  postedOn?: string;
  postStatus?: NewStatus;
}

export interface PostFilterQuery {
  category?: string;
  language?: string;
  search?: string;
}

export interface PostListQuery extends Page, PostFilterQuery {}

export interface PostStatusBody {
  postIDs?: string[];
  match?: PostFilterQuery & { status?: string };
  postStatus: Exclude<ContentStatus, 'Pending'>;
}

/** The CSV export's header row (the spec's Posts.csv columns, as the app writes them for selected rows). */
const exportHeader = ['News Title', 'Category', 'Location', 'Language', 'New Description', 'Posted On'];
/** Rows per query of the CSV export: large enough to keep queries few, small enough to keep memory flat. */
const EXPORT_BATCH_SIZE = 1000;

/**
 * The one reading of a list filter: the list, the bulk status call by filter and the export all use it. One clock
 * (`now`) splits Published from Schedule for the whole call.
 */
const postMatchOf = (status: string, query: PostFilterQuery, now = new Date()): PostMatch => ({
  view: contentViewOf(status),
  categoryIds: idList(query.category, contentMessages.invalidCategoryId),
  languageIds: idList(query.language, postMessages.invalidLanguageId),
  search: query.search?.trim() || undefined,
  now,
});

/** A post's time may not lie in the past when it is set; an unchanged time on edit is not re-checked. */
const newPostRules = {
  ...rules.post,
  postedOn: [...rules.post.postedOn, notInPast(messages.pastDateTime)],
};

const importRules = { ...newPostRules, postStatus: [newStatusRule] };

export const postImportColumns: SpreadsheetColumn[] = [
  { key: 'postTitle', header: 'News Title', required: true },
  { key: 'postDescription', header: 'News Description', required: true },
  { key: 'postLocationDetails', header: 'Location', required: true },
  { key: 'postCategory', header: 'Category', required: true },
  { key: 'postLanguage', header: 'Language', required: true },
  { key: 'postedOn', header: 'Posted On' },
  { key: 'postStatus', header: 'Status' },
  reporterColumn,
];

/** Trimmed body values; a blank time or reporter means "not given" (now / the caller on create, unchanged on edit). */
const postValues = (body: PostBody) => ({
  postTitle: trimmed(body.postTitle) as string | undefined,
  postDescription: trimmed(body.postDescription) as string | undefined,
  postLocationDetails: trimmed(body.postLocationDetails) as string | undefined,
  postCategory: trimmed(body.postCategory) as string | undefined,
  postLanguage: trimmed(body.postLanguage) as string | undefined,
  postReportedDetails: (trimmed(body.postReportedDetails) as string | undefined) || undefined,
  postedOn: (trimmed(body.postedOn) as string | undefined) || undefined,
  postStatus: body.postStatus,
});

export class PostsService {
  private readonly posts: PostsRepository;
  private readonly references: ContentReferences;

  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
  ) {
    this.posts = new PostsRepository(db);
    this.references = new ContentReferences(db);
  }

  async list(status: string, query: PostListQuery, ctx: MediaContext) {
    // One clock for the filter and the DTOs, so a post cannot be listed as Published yet flagged as scheduled.
    const match = postMatchOf(status, query);
    const { rows, total } = await this.posts.list({ ...match, offset: offsetOf(query), limit: query.limit });
    return { postsData: rows.map((row) => postDto(row, ctx, match.now)), pagination: pagination(total, query) };
  }

  /**
   * CSV lines (header first) of every post the list with this filter shows, in its order, read a batch at a time as
   * the consumer pulls them. The filter is checked, and the first batch read, before the first line, so a bad filter
   * is a 400 rather than a broken download.
   */
  async *exportCsv(status: string, query: PostFilterQuery, batchSize = EXPORT_BATCH_SIZE) {
    const batches = this.posts.exportRows(postMatchOf(status, query), batchSize)[Symbol.asyncIterator]();
    const rows = (batch: PostExportRow[]) =>
      csvRecords(
        batch.map((row) => [
          row.title,
          row.category,
          row.location,
          row.language,
          row.description,
          format(row.postedOn, 'yyyy-MM-dd HH:mm'),
        ]),
      );
    const first = await batches.next();
    yield csvRecords([exportHeader]) + (first.done ? '' : rows(first.value));
    for (let next = await batches.next(); !next.done; next = await batches.next()) yield rows(next.value);
  }

  async get(id: string, ctx: MediaContext) {
    const row = await this.posts.findRow(requireId(id, 'Post'));
    if (!row) throw notFound('Post');
    return postDto(row, ctx);
  }

  /** One reporter's posts by status, each group capped at `limit`, newest first. */
  byReporter(reporterId: string, limit: number, ctx: MediaContext) {
    return reporterGroups(this.db, reporterId, async (status, now) =>
      (await this.posts.listByReporter(reporterId, status, limit)).map((row) => postDto(row, ctx, now)),
    );
  }

  async create(body: PostBody, ctx: RequestContext) {
    const values = postValues(body);
    validate(values, newPostRules);
    const reporterId = values.postReportedDetails ?? ctx.userId;
    await this.references.check({
      category: { kind: 'post', id: values.postCategory },
      languageId: values.postLanguage,
      reporterId,
    });
    const { id } = await this.posts.insert({
      title: values.postTitle!,
      description: values.postDescription!,
      location: values.postLocationDetails!,
      categoryId: values.postCategory!,
      languageId: values.postLanguage!,
      reporterId,
      postedOn: values.postedOn ? parseDateTime(values.postedOn)! : new Date(),
      status: values.postStatus ?? 'Pending',
    });
    return id;
  }

  /** Fields left out keep their stored values; the merged post is validated as a whole. */
  async update(id: string, body: PostBody, ctx: MediaContext) {
    const current = requireEditable(await this.posts.findById(requireId(id, 'Post')), postKind);
    const given = postValues(body);
    const postedOnChanged =
      given.postedOn !== undefined && !sameMinute(parseDateTime(given.postedOn), current.postedOn);
    const merged = {
      postTitle: given.postTitle ?? current.title,
      postDescription: given.postDescription ?? current.description,
      postLocationDetails: given.postLocationDetails ?? current.location,
      postCategory: given.postCategory ?? current.categoryId,
      postLanguage: given.postLanguage ?? current.languageId,
      postedOn: postedOnChanged ? given.postedOn : current.postedOn,
    };
    validate(merged, postedOnChanged ? newPostRules : rules.post);
    refuseBackToPending(given.postStatus, current.status, postKind);
    await this.references.check({
      category: { kind: 'post', id: given.postCategory },
      languageId: given.postLanguage,
      reporterId: given.postReportedDetails,
    });
    const updated = await this.posts.updateEditable(id, {
      title: merged.postTitle,
      description: merged.postDescription,
      location: merged.postLocationDetails,
      categoryId: merged.postCategory,
      languageId: merged.postLanguage,
      reporterId: given.postReportedDetails,
      postedOn: postedOnChanged ? parseDateTime(given.postedOn) : undefined,
      status: given.postStatus,
    });
    if (!updated) throw conflict(postMessages.rejectedEdit);
    return this.get(id, ctx);
  }

  async setImage(id: string, file: ReceivedFile, ctx: MediaContext) {
    const post = requireEditable(await this.posts.findById(id), postKind);
    const stored = await replaceImage(this.storage, 'posts', file, async (image) =>
      (await this.posts.updateEditable(id, image)) ? post : undefined,
    );
    if (!stored) throw conflict(postMessages.rejectedEdit);
    return ctx.mediaUrl(stored.imageKey);
  }

  /**
   * All or nothing: every id must exist and every move must be allowed before any row changes. Moving a post to
   * the status it already has is a no-op, so `updatedCount` counts the posts whose status actually changed.
   */
  async setStatus({ postIDs, match, postStatus }: PostStatusBody) {
    if (match && postIDs) throw badRequest(postMessages.idsOrMatch);
    if (match) return this.setStatusWhere(match, postStatus);
    return this.setStatusOf(postIDs, postStatus);
  }

  /**
   * Every post the list with this filter shows, however many pages, in one statement. The move must be allowed from
   * the view's status (a Trash list cannot be published); posts already there are left alone and not counted.
   */
  private async setStatusWhere(query: NonNullable<PostStatusBody['match']>, postStatus: PostStatusBody['postStatus']) {
    const match = postMatchOf(query.status ?? '', query);
    statusChanges(match.view === 'Schedule' ? 'Published' : match.view, postStatus, postKind);
    return this.posts.setStatusWhere(match, postStatus);
  }

  private async setStatusOf(postIDs: string[] | undefined, postStatus: PostStatusBody['postStatus']) {
    const ids = [...new Set((postIDs ?? []).map((id) => id.trim()).filter(Boolean))];
    if (ids.length === 0) throw badRequest(postMessages.selectPost);
    if (!ids.every(isUuid)) throw notFound('Post');
    return this.db.transaction(async (tx) => {
      const posts = new PostsRepository(tx);
      const current = await posts.lockStatuses(ids);
      if (current.length !== ids.length) throw notFound('Post');
      const changing = current
        .filter((post) => statusChanges(post.status, postStatus, postKind))
        .map((post) => post.id);
      if (changing.length > 0) await posts.setStatus(changing, postStatus);
      return changing.length;
    });
  }

  async import(file: ReceivedFile, ctx: RequestContext) {
    const rows = await readSpreadsheet(file, postImportColumns);
    const references = await this.references.forImport(rows, ctx.userId, {
      category: { kind: 'post', key: 'postCategory' },
      languageKey: 'postLanguage',
    });
    const inserts = checkRows(rows, (values, problems): NewPost => {
      problems.push(...collectErrors(values, importRules));
      const categoryId = references.category(values.postCategory, problems);
      const languageId = references.language(values.postLanguage, problems);
      const reporterId = references.reporter(values.reporterMobileNumber, problems);
      return {
        title: values.postTitle as string,
        description: values.postDescription as string,
        location: values.postLocationDetails as string,
        categoryId: categoryId!,
        languageId: languageId!,
        reporterId: reporterId!,
        postedOn: values.postedOn === undefined ? new Date() : parseDateTime(values.postedOn)!,
        status: newStatusOf(values.postStatus),
      };
    });
    await this.db.transaction((tx) => new PostsRepository(tx).insertMany(inserts));
    return inserts.length;
  }

  /** The import columns with one example row. */
  importTemplate() {
    return writeSpreadsheet(postImportColumns, [
      {
        postTitle: 'City council approves new riverside park',
        postDescription:
          'The council voted to turn the old mill site into a public park, with work starting next month.',
        postLocationDetails: 'Pune',
        postCategory: 'Politics',
        postLanguage: 'English',
        postedOn: exampleTime(),
        postStatus: 'Pending',
        reporterMobileNumber: '',
      },
    ]);
  }
}
