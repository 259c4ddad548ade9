import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { limits, messages, notInPast, parseDateTime, rules, sameMinute } from '#contract/rules';
import { novelCategories } from '#contract/resources/categories';
import type { RequestContext } from '../lib/request-context.js';
import { changesBetween, recordAudit } from '../audit/audit-recorder.js';
import type { Revertable } from '../audit/audited-resources.js';
import { restoreUploadAtVersion, type UploadColumns } from '../services/versioned-update.js';
import type { Db } from '../db/client.js';
import { novels } from '../db/schema.js';
import { badRequest, notFound } from '../lib/http-errors.js';
import { offsetOf, pagination, type Page } from '../lib/pagination.js';
import { isUuid, requireId, trimmed, validate } from '../lib/validate.js';
import { removeMedia, replaceImage } from '../media/images.js';
import { contentTypes } from '../media/media-types.js';
import { pdfMessages, pdfRule } from '../media/pdf.js';
import { readablePdfPages } from '../media/pdf-render.js';
import type { Storage } from '../media/storage.js';
import type { FileRule, ReceivedFile, ReceivedForm } from '../media/upload.js';
import { DeclaredRepository } from '../resources/declared.repository.js';
import {
  NovelsRepository,
  type Novel,
  type NovelChapter,
  type NovelPhase,
  type NovelRow,
} from '../repositories/novels.repository.js';

type MediaContext = Pick<RequestContext, 'mediaUrl'>;

/** The columns the cover's upload sets, by the answer's field. */
export const novelUploadColumns: UploadColumns = {
  files: { coverImage: 'coverKey', coverThumbnail: 'coverThumbnailKey' },
};

/** Spec section 9: at most 6 novels per category group on the Active and Upcoming tabs. */
export const NOVELS_PER_GROUP = 6;

export const novelMessages = {
  invalidStatus: 'Status must be active or upcoming',
  categoryNotFound: 'Category not found',
  chapterBeyondTotal: (chapter: number, total: number) =>
    `Chapter ${chapter}: No Of Chapters is ${total}, so there is no chapter ${chapter}`,
};

export const novelDto = (row: NovelRow, chapters: NovelChapter[], ctx: MediaContext, now: Date) => ({
  novelID: row.novel.id,
  title: row.novel.title,
  novelCategory: { novelCategoryID: row.category.id, novelCategoryName: row.category.name },
  startDateTime: row.novel.startAt.toISOString(),
  status: (row.novel.startAt > now ? 'upcoming' : 'active') as NovelPhase,
  // Coming Soon belongs to an upcoming novel; once the start has come the novel is simply active.
  comingSoon: row.novel.comingSoon && row.novel.startAt > now,
  totalChapters: row.novel.totalChapters,
  coverImage: ctx.mediaUrl(row.novel.coverKey),
  coverThumbnail: ctx.mediaUrl(row.novel.coverThumbnailKey),
  chapters: chapters.map((chapter) => ({
    chapterNumber: chapter.chapterNumber,
    fileName: chapter.fileName,
    pdfUrl: ctx.mediaUrl(chapter.fileKey)!,
  })),
  createdAt: row.novel.createdAt.toISOString(),
  updatedAt: row.novel.updatedAt.toISOString(),
});

export interface NovelBody {
  title?: unknown;
  novelCategory?: unknown;
  startDateTime?: unknown;
  comingSoon?: unknown;
  totalChapters?: unknown;
}

export interface NovelListQuery {
  search?: string;
}

export interface CategoryNovelsQuery extends Page {
  search?: string;
  status?: string;
}

const phaseOf = (status: string): NovelPhase => {
  const phase = status.trim().toLowerCase();
  if (phase !== 'active' && phase !== 'upcoming') throw badRequest(novelMessages.invalidStatus);
  return phase;
};

const isChecked = (value: unknown) => value === true || value === 'true';
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A newly chosen start may not lie in the past; on edit an unchanged start is not checked again. */
const newStartRules = [...rules.novel.startDateTime, notInPast(messages.pastDateTime)];

const CHAPTER_FIELD = /^chapter([1-9]\d{0,3})$/;

/** The rule of a `chapterN` upload field; its messages name the chapter so a list of problems stays readable. */
export const chapterFileRule = (field: string): FileRule | undefined => {
  const match = CHAPTER_FIELD.exec(field);
  if (!match) return undefined;
  const label = `Chapter ${match[1]}: `;
  return pdfRule(limits.chapterPdfMaxBytes, label + messages.chapterFileSize, label + pdfMessages.type);
};

/** The uploaded name without any path, as the chapter's link text. */
const displayName = (file: ReceivedFile, chapter: number) =>
  path
    .basename((file.fileName ?? '').replace(/\\/g, '/'))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .slice(0, 200) || `chapter${chapter}.pdf`;

/** One problem goes to a toast, several to the app's Upload Errors list. */
const refuse = (problems: string[]) => badRequest(problems.length === 1 ? problems[0] : problems);

export class NovelsService {
  private readonly novels: NovelsRepository;
  private readonly categories: DeclaredRepository;

  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
  ) {
    this.novels = new NovelsRepository(db);
    this.categories = new DeclaredRepository(db, novelCategories);
  }

  /** The Active or Upcoming tab: categories with matches by name, each with its total and first 6 novels. */
  async listGrouped(status: string, query: NovelListQuery, ctx: MediaContext) {
    const phase = phaseOf(status);
    const now = new Date();
    const { groups, rows } = await this.novels.grouped(
      { phase, search: query.search?.trim() || undefined, now },
      NOVELS_PER_GROUP,
    );
    const dtos = await this.dtos(rows, ctx, now);
    return {
      novelsData: groups.map((group) => ({
        categoryName: group.name,
        novelCategoryID: group.id,
        totalNovels: group.total,
        novels: dtos.filter((novel) => novel.novelCategory.novelCategoryID === group.id),
      })),
      totalRecords: groups.reduce((sum, group) => sum + group.total, 0),
    };
  }

  /** The View All page of one novel category, paged (30 first, then the next page appended). */
  async listCategory(categoryId: string, query: CategoryNovelsQuery, ctx: MediaContext) {
    const category = (await this.categories.findById(requireId(categoryId, 'Category')))?.row;
    if (!category) throw notFound('Category');
    const status = query.status?.trim();
    const now = new Date();
    const { rows, total } = await this.novels.listInCategory(
      category.id,
      { phase: status ? phaseOf(status) : undefined, search: query.search?.trim() || undefined, now },
      { offset: offsetOf(query), limit: query.limit },
    );
    return {
      novelCategoryID: category.id,
      categoryName: String(category.name),
      novelsData: await this.dtos(rows, ctx, now),
      pagination: pagination(total, query),
    };
  }

  async get(id: string, ctx: MediaContext) {
    const row = await this.novels.findRow(requireId(id, 'Novel'));
    if (!row) throw notFound('Novel');
    const [dto] = await this.dtos([row], ctx, new Date());
    return dto;
  }

  async create(body: NovelBody, ctx: RequestContext) {
    const values = {
      title: trimmed(body.title),
      novelCategory: trimmed(body.novelCategory),
      startDateTime: body.startDateTime,
      comingSoon: body.comingSoon,
      totalChapters: blankToUndefined(trimmed(body.totalChapters)),
    };
    // The chapter count usually arrives with the chapter files; when given here it follows the same rule.
    const { totalChapters: chapterRules, ...createRules } = rules.novel;
    validate(values, {
      ...createRules,
      startDateTime: newStartRules,
      ...(values.totalChapters === undefined ? {} : { totalChapters: chapterRules }),
    });
    await this.checkCategory(values.novelCategory);
    return this.db.transaction(async (tx) => {
      const { id } = await new NovelsRepository(tx).insert({
        title: String(values.title),
        categoryId: String(values.novelCategory),
        startAt: parseDateTime(values.startDateTime)!,
        comingSoon: isChecked(values.comingSoon),
        totalChapters: values.totalChapters === undefined ? 0 : Number(values.totalChapters),
      });
      const created = await new NovelsService(tx, this.storage).get(id, ctx);
      await recordAudit(tx, ctx, {
        action: 'create',
        resource: 'novels',
        recordIds: [id],
        changes: changesBetween({}, created),
      });
      return id;
    });
  }

  /**
   * Fields left out keep their values. A lower chapter count removes the chapters above it (their files go
   * once the change is committed); a higher one leaves the new chapters to be uploaded.
   */
  async update(id: string, body: NovelBody, ctx: MediaContext) {
    const current = await this.find(id);
    const now = new Date();
    const chosenStart = body.startDateTime === undefined ? undefined : parseDateTime(body.startDateTime);
    const startChanged = body.startDateTime !== undefined && !(chosenStart && sameMinute(chosenStart, current.startAt));
    const merged = {
      title: body.title === undefined ? current.title : trimmed(body.title),
      novelCategory: body.novelCategory === undefined ? current.categoryId : trimmed(body.novelCategory),
      startDateTime: startChanged ? body.startDateTime : current.startAt,
      // Left out, the box keeps its value only while the (possibly new) start is still ahead.
      comingSoon: body.comingSoon ?? (current.comingSoon && (chosenStart ?? current.startAt) > now),
      totalChapters: body.totalChapters === undefined ? undefined : trimmed(body.totalChapters),
    };
    const { totalChapters: chapterRules, ...editRules } = rules.novel;
    validate(merged, {
      ...editRules,
      ...(startChanged ? { startDateTime: newStartRules } : {}),
      ...(merged.totalChapters === undefined ? {} : { totalChapters: chapterRules }),
    });
    if (body.novelCategory !== undefined) await this.checkCategory(merged.novelCategory);

    const removedKeys = await this.db.transaction(async (tx) => {
      const novels = new NovelsRepository(tx);
      if (!(await novels.findById(id, { forUpdate: true }))) throw notFound('Novel');
      const totalChapters = merged.totalChapters === undefined ? undefined : Number(merged.totalChapters);
      await novels.update(id, {
        title: String(merged.title),
        categoryId: String(merged.novelCategory),
        startAt: startChanged ? parseDateTime(merged.startDateTime)! : current.startAt,
        comingSoon: isChecked(merged.comingSoon),
        totalChapters,
      });
      return totalChapters === undefined ? [] : novels.deleteChaptersAfter(id, totalChapters);
    });
    await removeMedia(this.storage, ...removedKeys);
    return this.get(id, ctx);
  }

  /** A revert of the cover's upload (see restoreUploadAtVersion). */
  restoreUpload(id: string, restored: Pick<Revertable, 'files' | 'values'>, ctx: RequestContext, version: Date) {
    return restoreUploadAtVersion(this.db, id, version, restored, {
      table: novels,
      columns: novelUploadColumns,
      current: (db) => new NovelsService(db, this.storage).get(id, ctx),
      lock: (db) => new NovelsRepository(db).findById(id, { forUpdate: true }),
      update: (db, patch) => new NovelsRepository(db).update(id, patch),
      audit: { resource: 'novels', actor: ctx },
    });
  }

  async setCover(id: string, file: ReceivedFile, ctx: RequestContext) {
    await this.find(id);
    const stored = await replaceImage({ storage: this.storage, db: this.db }, 'novels', file, (image) =>
      // The row lock makes two uploads at once each remove exactly the cover they replaced.
      this.db.transaction(async (tx) => {
        const novels = new NovelsRepository(tx);
        const previous = await novels.findById(id, { forUpdate: true });
        if (!previous) return undefined;
        const service = new NovelsService(tx, this.storage);
        const before = await service.get(id, ctx);
        await novels.update(id, { coverKey: image.imageKey, coverThumbnailKey: image.thumbnailKey });
        const changes = changesBetween(before, await service.get(id, ctx));
        await recordAudit(tx, ctx, { action: 'upload', resource: 'novels', recordIds: [id], changes });
        return { imageKey: previous.coverKey, thumbnailKey: previous.coverThumbnailKey };
      }),
    );
    if (!stored) throw notFound('Novel');
    return ctx.mediaUrl(stored.imageKey)!;
  }

  /** Answers 404 before a large upload is received for a novel that does not exist. */
  async requireExisting(id: string) {
    await this.find(id);
  }

  /**
   * Sets the chapter count and stores the chapter PDFs of a received form, all or nothing: every file must be
   * a readable PDF, no file may lie beyond the count, and every chapter up to the count must have a file after
   * this upload (chapters uploaded before may be left out). Only then are the files stored and the chapters
   * written in one transaction; replaced and removed chapter files are deleted after it commits.
   */
  async uploadChapters(id: string, form: ReceivedForm, ctx: RequestContext) {
    const novel = await this.find(id);
    const countValue = blankToUndefined(trimmed(form.fields.totalChapters)) ?? (novel.totalChapters || undefined);
    validate({ totalChapters: countValue }, { totalChapters: rules.novel.totalChapters });
    const total = Number(countValue);

    const uploads = Object.values(form.files)
      .map((file) => ({ chapterNumber: Number(CHAPTER_FIELD.exec(file.field)![1]), file }))
      .sort((a, b) => a.chapterNumber - b.chapterNumber);
    const beyond = uploads.filter((upload) => upload.chapterNumber > total);
    if (beyond.length > 0)
      throw refuse(beyond.map((upload) => novelMessages.chapterBeyondTotal(upload.chapterNumber, total)));

    const pageCounts = await readablePdfPages(uploads.map((upload) => upload.file.path));
    const unreadable = uploads
      .filter((_, i) => !pageCounts[i])
      .map((upload) => `Chapter ${upload.chapterNumber}: ${pdfMessages.unreadable}`);
    if (unreadable.length > 0) throw refuse(unreadable);

    const missingAfterUpload = (existing: NovelChapter[]) => {
      const present = new Set([...existing, ...uploads].map((chapter) => chapter.chapterNumber));
      const missing: string[] = [];
      for (let chapter = 1; chapter <= total; chapter += 1) {
        if (!present.has(chapter)) missing.push(`Chapter ${chapter}: ${messages.chapterFileRequired}`);
      }
      return missing;
    };
    const missing = missingAfterUpload(await this.novels.chaptersOf([id]));
    if (missing.length > 0) throw refuse(missing);

    const stored = uploads.map((upload) => ({
      chapterNumber: upload.chapterNumber,
      fileKey: `novels/${randomUUID()}.pdf`,
      fileName: displayName(upload.file, upload.chapterNumber),
      path: upload.file.path,
    }));
    let staleKeys: string[];
    try {
      for (const chapter of stored) await this.storage.putFile(chapter.fileKey, chapter.path, contentTypes.pdf);
      staleKeys = await this.db.transaction(async (tx) => {
        const novels = new NovelsRepository(tx);
        if (!(await novels.findById(id, { forUpdate: true }))) throw notFound('Novel');
        const service = new NovelsService(tx, this.storage);
        const before = await service.get(id, ctx);
        // Checked again under the lock: a change committed since the first check must not leave a gap.
        const existing = await novels.chaptersOf([id]);
        const stillMissing = missingAfterUpload(existing);
        if (stillMissing.length > 0) throw refuse(stillMissing);
        const replaced = existing
          .filter((chapter) => stored.some((upload) => upload.chapterNumber === chapter.chapterNumber))
          .map((chapter) => chapter.fileKey);
        await novels.putChapters(
          id,
          stored.map(({ chapterNumber, fileKey, fileName }) => ({ chapterNumber, fileKey, fileName })),
        );
        const removed = await novels.deleteChaptersAfter(id, total);
        await novels.update(id, { totalChapters: total });
        await recordAudit(tx, ctx, {
          action: 'upload',
          resource: 'chapters',
          recordIds: [id],
          changes: changesBetween(before, await service.get(id, ctx)),
          detail: { chapters: stored.map((chapter) => chapter.chapterNumber), totalChapters: total },
        });
        return [...replaced, ...removed];
      });
    } catch (error) {
      await removeMedia(this.storage, ...stored.map((chapter) => chapter.fileKey));
      throw error;
    }
    await removeMedia(this.storage, ...staleKeys);
    return this.get(id, ctx);
  }

  private async dtos(rows: NovelRow[], ctx: MediaContext, now: Date) {
    const chapters = await this.novels.chaptersOf(rows.map((row) => row.novel.id));
    return rows.map((row) =>
      novelDto(
        row,
        chapters.filter((chapter) => chapter.novelId === row.novel.id),
        ctx,
        now,
      ),
    );
  }

  /** An unknown category is bad input (400), not a missing novel. */
  private async checkCategory(categoryId: unknown) {
    const category = isUuid(categoryId) ? await this.categories.findById(categoryId) : undefined;
    if (!category) throw badRequest(novelMessages.categoryNotFound);
  }

  private async find(id: string): Promise<Novel> {
    const novel = await this.novels.findById(requireId(id, 'Novel'));
    if (!novel) throw notFound('Novel');
    return novel;
  }
}
