import { randomUUID } from 'node:crypto';
import { dayOf, messages, notBeforeTodayUtc, rules, todayUtc } from '#contract/rules';
import type { RequestContext } from '../lib/request-context.js';
import { changesBetween, recordAudit } from '../audit/audit-recorder.js';
import type { Db } from '../db/client.js';
import { badRequest, notFound } from '../lib/http-errors.js';
import { offsetOf, pagination, type Page } from '../lib/pagination.js';
import { requireId, trimmed, validate } from '../lib/validate.js';
import { removeMedia } from '../media/images.js';
import { contentTypes } from '../media/media-types.js';
import { verifyPdf } from '../media/pdf-render.js';
import type { Storage } from '../media/storage.js';
import type { ReceivedFile } from '../media/upload.js';
import { MagazineRendersRepository } from '../magazines/magazine-renders.repository.js';
import { MagazinesRepository, type MagazinePhase, type MagazineRow } from '../repositories/magazines.repository.js';
import { endingWithinFilter } from '../lib/ending-within.js';
import { magazineKeys } from '../magazines/magazine-renderer.js';

/** More pages than a magazine plausibly has; bounds the work and storage one upload can cause. */
export const MAGAZINE_MAX_PAGES = 300;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const shiftDay = (day: string, days: number) => new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);

/**
 * Days the offer can still be used: from today (or the start, when that is later) through the expiry day, both
 * counted; 0 once expired. A magazine running today only is 1 day.
 */
export const offerAvailableDays = (startDate: string, expiryDate: string, today: string) =>
  Math.max(0, dayNumber(expiryDate) - Math.max(dayNumber(today), dayNumber(startDate)) + 1);

/** Where the latest upload stands: none yet, queued, rendering (renderedPages of totalPages), done or failed. */
const renderState = ({ latest, shown }: MagazineRow) =>
  latest
    ? {
        renderStatus: latest.status,
        renderedPages: latest.renderedPages,
        totalPages: latest.totalPages,
        renderError: latest.error,
      }
    : shown
      ? {
          renderStatus: 'done' as const,
          renderedPages: shown.totalPages,
          totalPages: shown.totalPages,
          renderError: null,
        }
      : { renderStatus: 'none' as const, renderedPages: 0, totalPages: 0, renderError: null };

export const magazineDto = (row: MagazineRow, ctx: Pick<RequestContext, 'mediaUrl'>, today = todayUtc()) => ({
  magazineID: row.magazine.id,
  name: row.magazine.name,
  startDate: row.magazine.startDate,
  expiryDate: row.magazine.expiryDate,
  offerAvailableDays: offerAvailableDays(row.magazine.startDate, row.magazine.expiryDate, today),
  magazine: row.pages.map((page) => ({
    pageNumber: page.pageNumber,
    imageUrl: ctx.mediaUrl(page.imageKey)!,
    width: page.width,
    height: page.height,
  })),
  pdfUrl: row.shown ? ctx.mediaUrl(magazineKeys.pdf(row.shown.id)) : null,
  ...renderState(row),
  createdAt: row.magazine.createdAt.toISOString(),
  updatedAt: row.magazine.updatedAt.toISOString(),
});

export interface MagazineBody {
  name?: unknown;
  startDate?: unknown;
  expiryDate?: unknown;
}

export interface MagazineQuery extends Page {
  days?: string;
  /** Active magazines expiring within this many days (the dashboard's figure links here). */
  endingWithin?: number;
}

/** 'expiry' is the app's name for the expired mode. */
const phases: Record<string, MagazinePhase> = { active: 'active', expired: 'expired', expiry: 'expired' };

const changedStartRules = { startDate: [notBeforeTodayUtc(messages.startDatePast)] };

export class MagazinesService {
  private readonly magazines: MagazinesRepository;

  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
  ) {
    this.magazines = new MagazinesRepository(db);
  }

  /**
   * Active magazines expire today or later, expired ones before today (UTC). `days` (1, 7, 15 or 30) keeps active
   * magazines that started in the last that many days, today included (1 is today), and expired magazines whose
   * expiry is one of that many days before today (1 is yesterday). `endingWithin` keeps the active magazines whose
   * expiry day is today or one of the N-1 days after, as the dashboard counts them; it goes with `days`.
   */
  async list(status: string, query: MagazineQuery, ctx: RequestContext) {
    const phase = phases[status.toLowerCase()];
    if (!phase) throw badRequest('Status must be active or expired');
    const days = query.days?.trim() || undefined;
    validate({ days }, rules.magazineDateFilter);
    const now = new Date();
    const expiring = endingWithinFilter('magazines', query.endingWithin, now, {
      applies: phase === 'active',
      refusal: 'endingWithin applies to active magazines only',
    });
    const today = now.toISOString().slice(0, 10);
    const since = days ? shiftDay(today, phase === 'active' ? 1 - Number(days) : -Number(days)) : undefined;
    const { rows, total } = await this.magazines.list({
      phase,
      today,
      since,
      expiring,
      offset: offsetOf(query),
      limit: query.limit,
    });
    const paging = pagination(total, query);
    return {
      magazinesData: rows.map((row) => magazineDto(row, ctx, today)),
      totalPages: paging.totalPages,
      totalRecords: paging.totalRecords,
      pagination: paging,
    };
  }

  async get(id: string, ctx: RequestContext) {
    return magazineDto(await this.findRow(id), ctx);
  }

  async renderProgress(id: string) {
    const row = await this.findRow(id);
    return { magazineID: row.magazine.id, ...renderState(row) };
  }

  async create(body: MagazineBody, ctx: RequestContext) {
    const values = { ...body, name: trimmed(body.name) };
    validate(values, rules.magazineCreate);
    return this.db.transaction(async (tx) => {
      const magazine = await new MagazinesRepository(tx).insert({
        name: String(values.name),
        startDate: dayOf(values.startDate)!,
        expiryDate: dayOf(values.expiryDate)!,
      });
      const changes = changesBetween({}, await new MagazinesService(tx, this.storage).get(magazine.id, ctx));
      await recordAudit(tx, ctx, { action: 'create', resource: 'magazines', recordIds: [magazine.id], changes });
      return magazine.id;
    });
  }

  /** Fields left out keep their values; a start date that is changed must not be in the past. */
  async update(id: string, body: MagazineBody, ctx: RequestContext) {
    const magazine = await this.find(id);
    const values = {
      name: body.name === undefined ? magazine.name : trimmed(body.name),
      startDate: body.startDate ?? magazine.startDate,
      expiryDate: body.expiryDate ?? magazine.expiryDate,
    };
    validate(values, rules.magazine);
    const startDate = dayOf(values.startDate)!;
    if (startDate !== magazine.startDate) validate({ startDate }, changedStartRules);
    await this.magazines.update(id, { name: String(values.name), startDate, expiryDate: dayOf(values.expiryDate)! });
    return this.get(id, ctx);
  }

  /** Answers 404 for an unknown magazine before its upload is received. */
  async assertExists(id: string) {
    await this.find(id);
  }

  /**
   * Checks the PDF (it must parse, and have 1 to 300 pages), stores it and queues its render, replacing an upload
   * still in progress. The magazine keeps showing its current pages until the new ones are all rendered.
   */
  async upload(id: string, file: ReceivedFile, ctx: RequestContext) {
    await this.find(id);
    const { numPages } = await verifyPdf(file.path);
    if (numPages > MAGAZINE_MAX_PAGES) throw badRequest(`A magazine can have at most ${MAGAZINE_MAX_PAGES} pages`);
    const renderId = randomUUID();
    const pdfKey = magazineKeys.pdf(renderId);
    await this.storage.putFile(pdfKey, file.path, contentTypes.pdf);
    let queued = false;
    try {
      queued = await this.db.transaction(async (tx) => {
        const magazines = new MagazinesRepository(tx);
        if (!(await magazines.findById(id, { forUpdate: true }))) return false;
        const renders = new MagazineRendersRepository(tx);
        await renders.supersede(id);
        await renders.insert({ id: renderId, magazineId: id, totalPages: numPages });
        await magazines.update(id, {});
        await recordAudit(tx, ctx, {
          action: 'upload',
          resource: 'magazines',
          recordIds: [id],
          detail: { renderId, fileName: file.fileName, totalPages: numPages },
        });
        return true;
      });
    } finally {
      if (!queued) await removeMedia(this.storage, pdfKey);
    }
    if (!queued) throw notFound('Magazine');
    return this.get(id, ctx);
  }

  private async find(id: string) {
    const magazine = await this.magazines.findById(requireId(id, 'Magazine'));
    if (!magazine) throw notFound('Magazine');
    return magazine;
  }

  private async findRow(id: string) {
    const row = await this.magazines.findRow(requireId(id, 'Magazine'));
    if (!row) throw notFound('Magazine');
    return row;
  }
}
