import { format, startOfDay, subDays } from 'date-fns';
import { blankRichText, messages, notBeforeToday, parseDateTime, rules } from '#contract/rules';
import type { RequestContext } from '../lib/request-context.js';
import { changesBetween, recordAudit } from '../audit/audit-recorder.js';
import type { Revertable } from '../audit/audited-resources.js';
import { restoreUploadAtVersion, type UploadColumns } from './versioned-update.js';
import type { Db } from '../db/client.js';
import { jobs } from '../db/schema.js';
import { badRequest, notFound } from '../lib/http-errors.js';
import { offsetOf, pagination, type Page } from '../lib/pagination.js';
import { sanitizeRichText } from '../lib/rich-text.js';
import { requireId, trimmed, validate } from '../lib/validate.js';
import { removeMedia, replaceImage } from '../media/images.js';
import type { Storage } from '../media/storage.js';
import type { ReceivedFile } from '../media/upload.js';
import { JobsRepository, type Job, type JobPhase, type NewJob } from '../repositories/jobs.repository.js';
import { endingWithinFilter } from './ending-within.js';

type MediaContext = Pick<RequestContext, 'mediaUrl'>;

/** The columns the image's upload sets, by the answer's field. */
export const jobUploadColumns: UploadColumns = {
  files: { companyImageUrl: 'imageKey', companyThumbnailUrl: 'thumbnailKey' },
};

export const jobMessages = {
  invalidStatus: 'Status must be active or expired',
  endingWithinActiveOnly: 'endingWithin applies to active jobs only',
};

/** yyyy-MM-dd in the server's time zone (TZ), the calendar jobs expire by. */
const dayOf = (date: Date) => format(date, 'yyyy-MM-dd');

export const jobDto = (job: Job, ctx: MediaContext, today = dayOf(new Date())) => ({
  jobID: job.id,
  jobTitle: job.jobTitle,
  location: job.location,
  numberOfOpenings: job.numberOfOpenings,
  jobType: job.jobTypes,
  description: job.description,
  hyperlink: job.hyperlink,
  expiryDate: job.expiryDate,
  experience: job.experience,
  softwareProficiency: job.softwareProficiency,
  technicalProficiency: job.technicalProficiency,
  role: job.role,
  industryType: job.industryType,
  department: job.department,
  education: job.education,
  employmentType: job.employmentType,
  companyImageUrl: ctx.mediaUrl(job.imageKey),
  companyThumbnailUrl: ctx.mediaUrl(job.thumbnailKey),
  views: job.views,
  status: (job.expiryDate >= today ? 'active' : 'expired') as JobPhase,
  createdAt: job.createdAt.toISOString(),
  updatedAt: job.updatedAt.toISOString(),
});

export interface JobBody {
  jobTitle?: unknown;
  location?: unknown;
  numberOfOpenings?: unknown;
  jobType?: unknown;
  description?: unknown;
  hyperlink?: unknown;
  expiryDate?: unknown;
  experience?: unknown;
  softwareProficiency?: unknown;
  technicalProficiency?: unknown;
  role?: unknown;
  industryType?: unknown;
  department?: unknown;
  education?: unknown;
  employmentType?: unknown;
}

export interface JobListQuery extends Page {
  days?: string;
  /** Active jobs expiring within this many days (the dashboard's figure links here). */
  endingWithin?: number;
}

/** The app's tabs load active jobs with status active and expired ones with the 'expiry' mode. */
const phases: Record<string, JobPhase> = { active: 'active', expiry: 'expired', expired: 'expired' };

const listOf = (value: unknown) =>
  value === undefined ? undefined : (Array.isArray(value) ? value : [value]).map((item) => trimmed(item));

/** Proficiencies are typed comma-separated; a list of such strings is split too. */
const commaList = (value: unknown) =>
  listOf(value)
    ?.flatMap((item) => String(item ?? '').split(','))
    .map((item) => item.trim())
    .filter(Boolean);

const distinct = <T>(items: T[] | undefined) => items && [...new Set(items)];
const optionalText = (value: unknown) => (value === undefined || value === null ? undefined : String(value).trim());

/** The body as the rules see it: trimmed text, lists as lists, the description as sent. */
const jobValues = (body: JobBody) => ({
  jobTitle: trimmed(body.jobTitle),
  description: body.description,
  hyperlink: trimmed(body.hyperlink),
  role: trimmed(body.role),
  industryType: trimmed(body.industryType),
  department: trimmed(body.department),
  education: listOf(body.education),
  expiryDate: trimmed(body.expiryDate),
  jobType: distinct(listOf(body.jobType)),
  numberOfOpenings: body.numberOfOpenings === null ? undefined : trimmed(body.numberOfOpenings),
  location: optionalText(body.location),
  experience: optionalText(body.experience),
  employmentType: optionalText(body.employmentType),
  softwareProficiency: commaList(body.softwareProficiency),
  technicalProficiency: commaList(body.technicalProficiency),
});

type JobValues = ReturnType<typeof jobValues>;

/**
 * The description is checked as sent (required) and again once sanitised: markup that sanitising empties,
 * like "<p> </p>" or a lone script, is "empty or just spaces".
 */
const sanitizedDescription = (description: unknown) => {
  const html = sanitizeRichText(String(description));
  validate({ description: html }, { description: [blankRichText] });
  return html;
};

const emptyToNull = (value: string | undefined) => (value ? value : null);

/** Validated values as columns; the description is already sanitised. */
const columnsOf = (values: JobValues, description: string): NewJob => ({
  jobTitle: String(values.jobTitle),
  location: emptyToNull(values.location),
  numberOfOpenings:
    values.numberOfOpenings === undefined || values.numberOfOpenings === '' ? null : Number(values.numberOfOpenings),
  jobTypes: values.jobType as string[],
  description,
  hyperlink: String(values.hyperlink),
  expiryDate: dayOf(parseDateTime(values.expiryDate)!),
  experience: emptyToNull(values.experience),
  softwareProficiency: values.softwareProficiency ?? [],
  technicalProficiency: values.technicalProficiency ?? [],
  role: String(values.role),
  industryType: String(values.industryType),
  department: String(values.department),
  education: (values.education as string[]).map(String),
  employmentType: emptyToNull(values.employmentType),
});

const createRules = { ...rules.job, expiryDate: [...rules.job.expiryDate, notBeforeToday(messages.jobExpiryPast)] };
const changedExpiryRules = {
  ...rules.job,
  expiryDate: [...rules.job.expiryDate, notBeforeToday(messages.jobExpiryPastEdit)],
};

const sameDay = (date: Date | undefined, day: string) => date !== undefined && dayOf(date) === day;

export class JobsService {
  private readonly jobs: JobsRepository;

  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
  ) {
    this.jobs = new JobsRepository(db);
  }

  /**
   * `days` (1, 7, 15 or 30; 1 is today) narrows active jobs to those posted in that many calendar days and
   * expired jobs to those that expired in them: a job expires when its expiry day ends. `endingWithin` keeps the
   * active jobs whose expiry day is today or one of the N-1 days after, as the dashboard counts them.
   */
  async list(status: string, query: JobListQuery, ctx: MediaContext) {
    const phase = phases[status.trim().toLowerCase()];
    if (!phase) throw badRequest(jobMessages.invalidStatus);
    const days = query.days?.trim() || undefined;
    validate({ days }, rules.jobDateFilter);
    const now = new Date();
    const expiring = endingWithinFilter('jobs', query.endingWithin, now, {
      applies: phase === 'active',
      refusal: jobMessages.endingWithinActiveOnly,
    });
    const today = dayOf(now);
    const { rows, total } = await this.jobs.list({
      phase,
      today,
      createdSince: days && phase === 'active' ? startOfDay(subDays(now, Number(days) - 1)) : undefined,
      expiredSince: days && phase === 'expired' ? dayOf(subDays(now, Number(days))) : undefined,
      expiring,
      offset: offsetOf(query),
      limit: query.limit,
    });
    return { jobs: rows.map((job) => jobDto(job, ctx, today)), pagination: pagination(total, query) };
  }

  async get(id: string, ctx: MediaContext) {
    return jobDto(await this.find(id), ctx);
  }

  async create(body: JobBody, ctx: RequestContext) {
    const values = jobValues(body);
    validate(values, createRules);
    const description = sanitizedDescription(values.description);
    return this.db.transaction(async (tx) => {
      const created = await new JobsRepository(tx).insert(columnsOf(values, description));
      const changes = changesBetween({}, jobDto(created, ctx));
      await recordAudit(tx, ctx, { action: 'create', resource: 'jobs', recordIds: [created.id], changes });
      return created.id;
    });
  }

  /**
   * Fields left out keep their values and the merged job is validated as a whole. Blank education entries are
   * dropped, as the edit form does before sending. Only a changed expiry day must not be in the past, so an
   * expired job can be corrected without reopening it.
   */
  async update(id: string, body: JobBody, ctx: MediaContext) {
    const current = await this.find(id);
    const given = jobValues(body);
    const stored: JobValues = {
      jobTitle: current.jobTitle,
      description: current.description,
      hyperlink: current.hyperlink,
      role: current.role,
      industryType: current.industryType,
      department: current.department,
      education: current.education,
      expiryDate: current.expiryDate,
      jobType: current.jobTypes,
      numberOfOpenings: current.numberOfOpenings === null ? undefined : current.numberOfOpenings,
      location: current.location ?? undefined,
      experience: current.experience ?? undefined,
      employmentType: current.employmentType ?? undefined,
      softwareProficiency: current.softwareProficiency,
      technicalProficiency: current.technicalProficiency,
    };
    const merged = Object.fromEntries(
      Object.entries(stored).map(([field, value]) => [
        field,
        body[field as keyof JobBody] === undefined ? value : given[field as keyof JobValues],
      ]),
    ) as JobValues;
    if (body.education !== undefined)
      merged.education = given.education?.filter((entry) => String(entry ?? '').trim() !== '');
    const expiryChanged =
      body.expiryDate !== undefined && !sameDay(parseDateTime(merged.expiryDate), current.expiryDate);
    validate(merged, expiryChanged ? changedExpiryRules : rules.job);
    const description = body.description === undefined ? current.description : sanitizedDescription(merged.description);
    const updated = await this.jobs.update(id, columnsOf(merged, description));
    if (!updated) throw notFound('Job');
    return jobDto(updated, ctx);
  }

  /** A revert of the image's upload (see restoreUploadAtVersion). */
  restoreUpload(id: string, restored: Pick<Revertable, 'files' | 'values'>, ctx: RequestContext, version: Date) {
    return restoreUploadAtVersion(this.db, id, version, restored, {
      table: jobs,
      columns: jobUploadColumns,
      current: (db) => new JobsService(db, this.storage).get(id, ctx),
      lock: (db) => new JobsRepository(db).findById(id, { forUpdate: true }),
      update: (db, patch) => new JobsRepository(db).update(id, patch),
      audit: { resource: 'jobs', actor: ctx },
    });
  }

  async setImage(id: string, file: ReceivedFile, ctx: RequestContext) {
    await this.find(id);
    const stored = await replaceImage({ storage: this.storage, db: this.db }, 'jobs', file, (image) =>
      // The row lock makes two uploads at once each remove exactly the image they replaced.
      this.db.transaction(async (tx) => {
        const jobs = new JobsRepository(tx);
        const previous = await jobs.findById(id, { forUpdate: true });
        if (!previous) return undefined;
        const updated = await jobs.update(id, image);
        const changes = changesBetween(jobDto(previous, ctx), updated ? jobDto(updated, ctx) : {});
        await recordAudit(tx, ctx, { action: 'upload', resource: 'jobs', recordIds: [id], changes });
        return previous;
      }),
    );
    if (!stored) throw notFound('Job');
    return ctx.mediaUrl(stored.imageKey)!;
  }

  /** The image goes once the row is gone, so a failed delete never leaves a job pointing at a missing file. */
  async delete(id: string, ctx: RequestContext) {
    const removed = await this.db.transaction(async (tx) => {
      const gone = await new JobsRepository(tx).delete(requireId(id, 'Job'));
      if (!gone) throw notFound('Job');
      const changes = changesBetween(jobDto(gone, ctx), {});
      await recordAudit(tx, ctx, { action: 'delete', resource: 'jobs', recordIds: [id], changes });
      return gone;
    });
    await removeMedia(this.storage, removed.imageKey, removed.thumbnailKey);
  }

  async addView(id: string) {
    const views = await this.jobs.addView(requireId(id, 'Job'));
    if (views === undefined) throw notFound('Job');
    return views;
  }

  private async find(id: string) {
    const job = await this.jobs.findById(requireId(id, 'Job'));
    if (!job) throw notFound('Job');
    return job;
  }
}
