import { messages, notInPast, parseDateTime, rules } from '#contract/rules';
import type { RequestContext } from '../lib/request-context.js';
import type { Db } from '../db/client.js';
import { badRequest, notFound } from '../lib/http-errors.js';
import { offsetOf, pagination, type Page } from '../lib/pagination.js';
import { requireId, trimmed, validate } from '../lib/validate.js';
import { replaceImage } from '../media/images.js';
import type { Storage } from '../media/storage.js';
import type { ReceivedFile } from '../media/upload.js';
import { AdsRepository, type Ad, type AdPhase } from '../repositories/ads.repository.js';
import { endingWithinFilter } from './ending-within.js';

export const adDto = (ad: Ad, ctx: Pick<RequestContext, 'mediaUrl'>) => ({
  adsID: ad.id,
  adsTitle: ad.title,
  adsImageURL: ctx.mediaUrl(ad.imageKey),
  adsThumbnailURL: ctx.mediaUrl(ad.thumbnailKey),
  startDateTime: ad.startAt.toISOString(),
  expiryDateTime: ad.expiryAt.toISOString(),
  adStatus: ad.status,
  createdAt: ad.createdAt.toISOString(),
  updatedAt: ad.updatedAt.toISOString(),
});

export interface AdBody {
  adsTitle?: unknown;
  startDateTime?: unknown;
  expiryDateTime?: unknown;
}

export interface AdListQuery extends Page {
  /** Running ads ending within this many days (the dashboard's figure links here). */
  endingWithin?: number;
}

const phases: Record<string, AdPhase> = { running: 'running', expired: 'expired' };

const createRules = {
  ...rules.ad,
  startDateTime: [...rules.ad.startDateTime, notInPast(messages.startDatePast)],
};
const editedStartRules = { startDateTime: [notInPast(messages.pastDateTime)] };

/** The pickers work in whole minutes, so a start re-sent as yyyy-MM-dd HH:mm is the same start. */
const sameMinute = (a: Date, b: Date) => Math.floor(a.getTime() / 60_000) === Math.floor(b.getTime() / 60_000);

export class AdsService {
  private readonly ads: AdsRepository;

  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
  ) {
    this.ads = new AdsRepository(db);
  }

  /**
   * `status` is the path's running or expired, in any case; both are judged against the current time. `endingWithin`
   * keeps the running ads that end within that many days, as the dashboard counts them.
   */
  async list(status: string, query: AdListQuery, ctx: RequestContext) {
    const phase = phases[status.toLowerCase()];
    if (!phase) throw badRequest('Status must be running or expired');
    const now = new Date();
    const ending = endingWithinFilter('ads', query.endingWithin, now, {
      applies: phase === 'running',
      refusal: 'endingWithin applies to running ads only',
    });
    const { rows, total } = await this.ads.list({
      phase,
      now,
      ending,
      offset: offsetOf(query),
      limit: query.limit,
    });
    const paging = pagination(total, query);
    return {
      ads: rows.map((ad) => adDto(ad, ctx)),
      totalPages: paging.totalPages,
      totalRecords: paging.totalRecords,
      pagination: paging,
    };
  }

  async get(id: string, ctx: RequestContext) {
    return adDto(await this.find(id), ctx);
  }

  async create(body: AdBody) {
    const values = { ...body, adsTitle: trimmed(body.adsTitle) };
    validate(values, createRules);
    const ad = await this.ads.insert({
      title: String(values.adsTitle),
      startAt: parseDateTime(values.startDateTime)!,
      expiryAt: parseDateTime(values.expiryDateTime)!,
    });
    return ad.id;
  }

  /** Fields left out keep their stored values; the merged ad is what gets validated. */
  async update(id: string, body: AdBody, ctx: RequestContext) {
    const ad = await this.find(id);
    const values = {
      adsTitle: body.adsTitle === undefined ? ad.title : trimmed(body.adsTitle),
      startDateTime: body.startDateTime ?? ad.startAt,
      expiryDateTime: body.expiryDateTime ?? ad.expiryAt,
    };
    validate(values, rules.ad);
    const chosenStart = parseDateTime(values.startDateTime)!;
    // An ad that has already started keeps its start; only a newly chosen start must not be in the past.
    const startChanged = !sameMinute(chosenStart, ad.startAt);
    if (startChanged) validate({ startDateTime: chosenStart }, editedStartRules);
    const startAt = startChanged ? chosenStart : ad.startAt;
    const updated = await this.ads.update(id, {
      title: String(values.adsTitle),
      startAt,
      expiryAt: parseDateTime(values.expiryDateTime)!,
    });
    return adDto(updated, ctx);
  }

  async setStatus(id: string, status: Ad['status'], ctx: RequestContext) {
    await this.find(id);
    return adDto(await this.ads.update(id, { status }), ctx);
  }

  async setImage(id: string, file: ReceivedFile, ctx: RequestContext) {
    await this.find(id);
    const stored = await replaceImage(this.storage, 'ads', file, (image) =>
      // The row lock makes two uploads at once each remove exactly the image they replaced.
      this.db.transaction(async (tx) => {
        const ads = new AdsRepository(tx);
        const previous = await ads.findById(id, { forUpdate: true });
        if (previous) await ads.update(id, image);
        return previous;
      }),
    );
    if (!stored) throw notFound('Ad');
    return ctx.mediaUrl(stored.imageKey)!;
  }

  private async find(id: string) {
    const ad = await this.ads.findById(requireId(id, 'Ad'));
    if (!ad) throw notFound('Ad');
    return ad;
  }
}
