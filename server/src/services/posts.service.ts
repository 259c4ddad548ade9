import { addDays, format, setHours, startOfDay } from 'date-fns';
import { messages, normalizeMobileNumber, notInPast, parseDateTime, rules, type Rule } from '#contract/rules';
import type { RequestContext } from '../lib/request-context.js';
import type { Db } from '../db/client.js';
import type { ContentStatus } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../lib/http-errors.js';
import { offsetOf, pagination, type Page } from '../lib/pagination.js';
import { readSpreadsheet, rowError, writeSpreadsheet, type SpreadsheetColumn } from '../lib/spreadsheet.js';
import { collectErrors, isUuid, requireId, trimmed, validate } from '../lib/validate.js';
import { replaceImage } from '../media/images.js';
import type { Storage } from '../media/storage.js';
import type { ReceivedFile } from '../media/upload.js';
import { CategoriesRepository } from '../repositories/categories.repository.js';
import { LanguagesRepository } from '../repositories/languages.repository.js';
import {
  PostsRepository,
  type NewPost,
  type PostRow,
  type PostView,
  type ReportedBy,
} from '../repositories/posts.repository.js';
import { UsersRepository } from '../repositories/users.repository.js';

type MediaContext = Pick<RequestContext, 'mediaUrl'>;

/** The reporter object of every content DTO; `roleID` is the user id, as the reporters screens call it. */
export const reportedByDto = (reporter: ReportedBy) => ({
  roleID: reporter.id,
  firstName: reporter.firstName,
  lastName: reporter.lastName,
  email: reporter.email,
  mobileNumber: reporter.mobileNumber,
});

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
  isScheduled: row.post.status === 'Published' && row.post.postedOn > now,
  postReportedDetails: reportedByDto(row.reporter),
  createdAt: row.post.createdAt.toISOString(),
  updatedAt: row.post.updatedAt.toISOString(),
});

export const postMessages = {
  categoryNotFound: 'Category not found',
  languageNotFound: 'Language not found',
  reporterNotFound: 'Reporter not found',
  rejectedEdit: 'Rejected posts cannot be edited',
  rejectedPublish: 'Rejected posts cannot be published',
  publishedToPending: 'Published posts cannot be moved back to Pending',
  selectPost: 'Select at least one post',
  invalidView: 'Status must be Pending, Published, Rejected or Schedule',
  invalidStatus: 'Status must be Pending or Published',
  invalidCategoryId: 'Invalid category id',
  invalidLanguageId: 'Invalid language id',
};

export interface PostBody {
  postTitle?: string;
  postDescription?: string;
  postLocationDetails?: string;
  postCategory?: string;
  postLanguage?: string;
  postReportedDetails?: string;
  postedOn?: string;
  postStatus?: 'Pending' | 'Published';
}

export interface PostListQuery extends Page {
  category?: string;
  language?: string;
  search?: string;
}

const VIEWS: PostView[] = ['Pending', 'Published', 'Schedule', 'Rejected'];

/** The list a filter path names, in any case; posts, shorts and quotes share the four lists. */
export const contentViewOf = (status: string) => {
  const view = VIEWS.find((name) => name.toLowerCase() === status.toLowerCase());
  if (!view) throw badRequest(postMessages.invalidView);
  return view;
};

const NEW_STATUSES = ['Pending', 'Published'] as const;

/**
 * The stored spelling of a status a create, edit or import may set (posts, shorts, quotes), given in any case;
 * Rejected only comes through the status calls. Undefined for anything else.
 */
export const newStatusOf = (value: unknown) =>
  NEW_STATUSES.find((status) => status.toLowerCase() === String(value ?? 'Pending').toLowerCase());

export const newStatusRule: Rule = (value) =>
  value === undefined || newStatusOf(value) ? undefined : postMessages.invalidStatus;

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
  { key: 'reporterMobileNumber', header: 'Reporter Mobile Number' },
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

/** The pickers work in whole minutes, so an edit form sending back the stored time (to the minute) changes nothing. */
const minuteOf = (date: Date) => Math.floor(date.getTime() / 60_000);
export const sameMinute = (a: Date | undefined, b: Date) => a !== undefined && minuteOf(a) === minuteOf(b);

/** Comma-joined ids from a filter query; blanks are ignored, anything that is not an id is refused. */
export const idList = (value: string | undefined, message: string) => {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (!ids.every(isUuid)) throw badRequest(message);
  return [...new Set(ids)];
};

export class PostsService {
  private readonly posts: PostsRepository;
  private readonly categories: CategoriesRepository;
  private readonly languages: LanguagesRepository;
  private readonly users: UsersRepository;

  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
  ) {
    this.posts = new PostsRepository(db);
    this.categories = new CategoriesRepository(db);
    this.languages = new LanguagesRepository(db);
    this.users = new UsersRepository(db);
  }

  async list(status: string, query: PostListQuery, ctx: MediaContext) {
    const view = contentViewOf(status);
    const categoryIds = idList(query.category, postMessages.invalidCategoryId);
    const languageIds = idList(query.language, postMessages.invalidLanguageId);
    // One clock for the filter and the DTOs, so a post cannot be listed as Published yet flagged as scheduled.
    const now = new Date();
    const { rows, total } = await this.posts.list({
      view,
      categoryIds,
      languageIds,
      search: query.search?.trim() || undefined,
      now,
      offset: offsetOf(query),
      limit: query.limit,
    });
    return { postsData: rows.map((row) => postDto(row, ctx, now)), pagination: pagination(total, query) };
  }

  async get(id: string, ctx: MediaContext) {
    const row = await this.posts.findRow(requireId(id, 'Post'));
    if (!row) throw notFound('Post');
    return postDto(row, ctx);
  }

  async create(body: PostBody, ctx: RequestContext) {
    const values = postValues(body);
    validate(values, newPostRules);
    const reporterId = values.postReportedDetails ?? ctx.userId;
    await this.checkReferences({ categoryId: values.postCategory, languageId: values.postLanguage, reporterId });
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
    const current = await this.posts.findById(requireId(id, 'Post'));
    if (!current) throw notFound('Post');
    if (current.status === 'Rejected') throw conflict(postMessages.rejectedEdit);
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
    if (given.postStatus === 'Pending' && current.status === 'Published')
      throw conflict(postMessages.publishedToPending);
    await this.checkReferences({
      categoryId: given.postCategory,
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
    const post = await this.posts.findById(id);
    if (!post) throw notFound('Post');
    if (post.status === 'Rejected') throw conflict(postMessages.rejectedEdit);
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
  async setStatus(postIDs: string[] | undefined, postStatus: Exclude<ContentStatus, 'Pending'>) {
    const ids = [...new Set((postIDs ?? []).map((id) => id.trim()).filter(Boolean))];
    if (ids.length === 0) throw badRequest(postMessages.selectPost);
    if (!ids.every(isUuid)) throw notFound('Post');
    return this.db.transaction(async (tx) => {
      const posts = new PostsRepository(tx);
      const current = await posts.lockStatuses(ids);
      if (current.length !== ids.length) throw notFound('Post');
      if (postStatus === 'Published' && current.some((post) => post.status === 'Rejected')) {
        throw conflict(postMessages.rejectedPublish);
      }
      const changing = current.filter((post) => post.status !== postStatus).map((post) => post.id);
      if (changing.length > 0) await posts.setStatus(changing, postStatus);
      return changing.length;
    });
  }

  /** Every row is checked before anything is written; any problem refuses the whole file with every row's messages. */
  async import(file: ReceivedFile, ctx: RequestContext) {
    const rows = await readSpreadsheet(file, postImportColumns);
    const distinct = (key: string) => [
      ...new Set(rows.map((row) => row.values[key]).filter((value): value is string => typeof value === 'string')),
    ];
    const categoryRefs = distinct('postCategory');
    const languageRefs = distinct('postLanguage');
    const mobileNumbers = distinct('reporterMobileNumber').map(normalizeMobileNumber).filter(Boolean);
    const [categories, languages, reporters] = await Promise.all([
      this.posts.findCategories('post', categoryRefs.filter(isUuid), categoryRefs),
      this.posts.findLanguages(languageRefs.filter(isUuid), languageRefs),
      this.posts.findUsersByMobileNumbers(mobileNumbers),
    ]);
    const byIdOrName = (found: { id: string; name: string }[]) =>
      new Map(found.flatMap(({ id, name }) => [[id.toLowerCase(), id] as const, [name.toLowerCase(), id] as const]));
    const categoryIds = byIdOrName(categories);
    const languageIds = byIdOrName(languages);
    const reporterIds = new Map(reporters.map(({ id, mobileNumber }) => [mobileNumber, id]));

    const errors: string[] = [];
    const inserts: NewPost[] = [];
    for (const { rowNumber, values } of rows) {
      const problems = collectErrors(values, importRules);
      const lookup = (ids: Map<string, string>, value: unknown, message: string) => {
        if (typeof value !== 'string') return undefined;
        const id = ids.get(value.toLowerCase());
        if (!id) problems.push(message);
        return id;
      };
      const categoryId = lookup(categoryIds, values.postCategory, postMessages.categoryNotFound);
      const languageId = lookup(languageIds, values.postLanguage, postMessages.languageNotFound);
      const mobileNumber = values.reporterMobileNumber;
      const reporterId =
        mobileNumber === undefined
          ? ctx.userId
          : lookup(reporterIds, normalizeMobileNumber(mobileNumber), postMessages.reporterNotFound);
      if (problems.length > 0) {
        errors.push(...problems.map((message) => rowError(rowNumber, message)));
        continue;
      }
      inserts.push({
        title: values.postTitle as string,
        description: values.postDescription as string,
        location: values.postLocationDetails as string,
        categoryId: categoryId!,
        languageId: languageId!,
        reporterId: reporterId!,
        postedOn: values.postedOn === undefined ? new Date() : parseDateTime(values.postedOn)!,
        status: newStatusOf(values.postStatus),
      });
    }
    if (errors.length > 0) throw badRequest(errors);
    await this.db.transaction((tx) => new PostsRepository(tx).insertMany(inserts));
    return inserts.length;
  }

  /** The import columns with one example row, scheduled for tomorrow morning so it passes the not-in-the-past rule. */
  importTemplate() {
    const tomorrowMorning = setHours(addDays(startOfDay(new Date()), 1), 9);
    return writeSpreadsheet(postImportColumns, [
      {
        postTitle: 'City council approves new riverside park',
        postDescription:
          'The council voted to turn the old mill site into a public park, with work starting next month.',
        postLocationDetails: 'Pune',
        postCategory: 'Politics',
        postLanguage: 'English',
        postedOn: format(tomorrowMorning, 'yyyy-MM-dd HH:mm'),
        postStatus: 'Pending',
        reporterMobileNumber: '',
      },
    ]);
  }

  /** Unknown references are bad input (400), not a missing post. Only the references given are checked. */
  private async checkReferences(refs: { categoryId?: string; languageId?: string; reporterId?: string }) {
    const { categoryId, languageId, reporterId } = refs;
    const [category, language, reporter] = await Promise.all([
      isUuid(categoryId) ? this.categories.findById('post', categoryId) : undefined,
      isUuid(languageId) ? this.languages.findById(languageId) : undefined,
      isUuid(reporterId) ? this.users.findById(reporterId) : undefined,
    ]);
    if (categoryId !== undefined && !category) throw badRequest(postMessages.categoryNotFound);
    if (languageId !== undefined && !language) throw badRequest(postMessages.languageNotFound);
    if (reporterId !== undefined && !reporter) throw badRequest(postMessages.reporterNotFound);
  }
}
