import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { limits, messages, rules } from '#contract/rules';
import { novels as novelsDeclaration } from '#contract/resources/novels';
import { changesBetween, recordAudit } from '../audit/audit-recorder.js';
import type { Db } from '../db/client.js';
import { novelChapters, novels } from '../db/schema.js';
import { badRequest, notFound } from '../lib/http-errors.js';
import type { RequestContext } from '../lib/request-context.js';
import { trimmed, validate } from '../lib/validate.js';
import { removeMedia } from '../media/images.js';
import { contentTypes } from '../media/media-types.js';
import { pdfMessages, pdfRule } from '../media/pdf.js';
import { readablePdfPages } from '../media/pdf-render.js';
import type { Storage } from '../media/storage.js';
import type { FileRule, ReceivedFile, ReceivedForm } from '../media/upload.js';
import { DeclaredRepository } from '../declared/declared.repository.js';
import { recordOf } from '../declared/declared.service.js';

const CHAPTER_FIELD = /^chapter([1-9]\d{0,3})$/;

export const chapterBeyondTotal = (chapter: number, total: number) =>
  `Chapter ${chapter}: No Of Chapters is ${total}, so there is no chapter ${chapter}`;

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

const chaptersOf = (db: Db, novelId: string) =>
  db.select().from(novelChapters).where(eq(novelChapters.novelId, novelId)).orderBy(asc(novelChapters.chapterNumber));

/** Removes the chapters numbered above `last`; answers their file keys. */
export const removeChaptersAfter = async (db: Db, novelId: string, last: number) => {
  const removed = await db
    .delete(novelChapters)
    .where(and(eq(novelChapters.novelId, novelId), gt(novelChapters.chapterNumber, last)))
    .returning({ fileKey: novelChapters.fileKey });
  return removed.map((chapter) => chapter.fileKey);
};

/** The novel as its calls answer it; 404 when there is none. */
export const novelOf = async (db: Db, id: string, ctx: Pick<RequestContext, 'mediaUrl'>, lock = false) => {
  const found = await new DeclaredRepository(db, novelsDeclaration).findById(id, { lock });
  if (!found) throw notFound('Novel');
  return recordOf(novelsDeclaration, found, ctx);
};

/**
 * Sets the chapter count and stores the chapter PDFs of a received form, all or nothing: every file must be a
 * readable PDF, no file may lie beyond the count, and every chapter up to the count must have a file after this
 * upload (chapters uploaded before may be left out). Only then are the files stored and the chapters written in one
 * transaction; replaced and removed chapter files are deleted after it commits.
 */
export const uploadChapters = async (db: Db, storage: Storage, id: string, form: ReceivedForm, ctx: RequestContext) => {
  const novel = await novelOf(db, id, ctx);
  const given = trimmed(form.fields.totalChapters);
  const countValue = given === '' || given === null || given === undefined ? novel.totalChapters || undefined : given;
  validate({ totalChapters: countValue }, { totalChapters: rules.novel.totalChapters });
  const total = Number(countValue);

  const uploads = Object.values(form.files)
    .map((file) => ({ chapterNumber: Number(CHAPTER_FIELD.exec(file.field)![1]), file }))
    .sort((a, b) => a.chapterNumber - b.chapterNumber);
  const beyond = uploads.filter((upload) => upload.chapterNumber > total);
  if (beyond.length > 0) throw refuse(beyond.map((upload) => chapterBeyondTotal(upload.chapterNumber, total)));

  const pageCounts = await readablePdfPages(uploads.map((upload) => upload.file.path));
  const unreadable = uploads
    .filter((_, i) => !pageCounts[i])
    .map((upload) => `Chapter ${upload.chapterNumber}: ${pdfMessages.unreadable}`);
  if (unreadable.length > 0) throw refuse(unreadable);

  const missingAfterUpload = (existing: { chapterNumber: number }[]) => {
    const present = new Set([...existing, ...uploads].map((chapter) => chapter.chapterNumber));
    const missing: string[] = [];
    for (let chapter = 1; chapter <= total; chapter += 1) {
      if (!present.has(chapter)) missing.push(`Chapter ${chapter}: ${messages.chapterFileRequired}`);
    }
    return missing;
  };
  const missing = missingAfterUpload(await chaptersOf(db, id));
  if (missing.length > 0) throw refuse(missing);

  const stored = uploads.map((upload) => ({
    chapterNumber: upload.chapterNumber,
    fileKey: `novels/${randomUUID()}.pdf`,
    fileName: displayName(upload.file, upload.chapterNumber),
    path: upload.file.path,
  }));
  let staleKeys: string[];
  try {
    for (const chapter of stored) await storage.putFile(chapter.fileKey, chapter.path, contentTypes.pdf);
    staleKeys = await db.transaction(async (tx) => {
      const before = await novelOf(tx, id, ctx, true);
      // Checked again under the lock: a change committed since the first check must not leave a gap.
      const existing = await chaptersOf(tx, id);
      const stillMissing = missingAfterUpload(existing);
      if (stillMissing.length > 0) throw refuse(stillMissing);
      const replaced = existing
        .filter((chapter) => stored.some((upload) => upload.chapterNumber === chapter.chapterNumber))
        .map((chapter) => chapter.fileKey);
      if (stored.length > 0)
        await tx
          .insert(novelChapters)
          .values(
            stored.map(({ chapterNumber, fileKey, fileName }) => ({ chapterNumber, fileKey, fileName, novelId: id })),
          )
          .onConflictDoUpdate({
            target: [novelChapters.novelId, novelChapters.chapterNumber],
            set: { fileKey: sql`excluded.file_key`, fileName: sql`excluded.file_name`, updatedAt: new Date() },
          });
      const removed = await removeChaptersAfter(tx, id, total);
      await tx.update(novels).set({ totalChapters: total, updatedAt: new Date() }).where(eq(novels.id, id));
      const after = await novelOf(tx, id, ctx);
      await recordAudit(tx, ctx, {
        action: 'upload',
        resource: 'chapters',
        recordIds: [id],
        changes: changesBetween(before, after),
        record: after,
        detail: { chapters: stored.map((chapter) => chapter.chapterNumber), totalChapters: total },
      });
      return [...replaced, ...removed];
    });
  } catch (error) {
    await removeMedia(storage, ...stored.map((chapter) => chapter.fileKey));
    throw error;
  }
  await removeMedia(storage, ...staleKeys);
  return novelOf(db, id, ctx);
};
