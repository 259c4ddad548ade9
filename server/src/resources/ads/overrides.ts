import { Type } from 'typebox';
import { and, desc, gt, lte } from 'drizzle-orm';
import { messages, notInPast, parseDateTime } from '#contract/rules';
import { ads } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import { contextOf } from '../../lib/request-context.js';
import { requireId, validate } from '../../lib/validate.js';
import { imageRule, replaceImage, type ImageKeys } from '../../media/images.js';
import { withUploadedFile } from '../../media/upload.js';
import { adsEndingIn } from '../../repositories/ending-within.js';
import { IdParams, EndingWithin, errorResponses } from '../../routes/schemas.js';
import { endingWithinFilter } from '../../services/ending-within.js';
import type { ResourceOverrides } from '../declared-overrides.js';
import { DeclaredRepository } from '../declared.repository.js';

/** The pickers work in whole minutes, so a start re-sent as yyyy-MM-dd HH:mm is the same start. */
const sameMinute = (a: Date, b: Date) => Math.floor(a.getTime() / 60_000) === Math.floor(b.getTime() / 60_000);

/** endingWithin keeps running ads only; on the expired list it is refused with this. */
const endingWithinRefusal = 'endingWithin applies to running ads only';

const editedStartRules = { startDateTime: [notInPast(messages.pastDateTime)] };

/**
 * What ads do beyond a declared resource: the running and expired lists are judged against the time of the call
 * (so no job has to move ads between them), an edit keeps a start it did not change, and the image is uploaded
 * by a call of its own.
 */
export const adsOverrides: Pick<ResourceOverrides, 'list' | 'update' | 'routes'> = {
  list: {
    viewDescription: 'running or expired',
    query: { endingWithin: EndingWithin('running ads that end within N × 24 hours from now') },
    answer: {
      schema: { totalPages: Type.Integer(), totalRecords: Type.Integer() },
      values: ({ totalPages, totalRecords }) => ({ totalPages, totalRecords }),
    },
    views: {
      // Not yet expired, newest start first (ads_start_idx); endingWithin keeps those the dashboard counts.
      running: (query, now) => {
        const ending = endingWithinFilter('ads', query.endingWithin as number | undefined, now, {
          applies: true,
          refusal: endingWithinRefusal,
        });
        return {
          where: and(gt(ads.expiryAt, now), ending ? adsEndingIn(ending) : undefined),
          orderBy: [desc(ads.startAt), desc(ads.id)],
        };
      },
      // Latest expiry first (ads_expiry_idx).
      expired: (query, now) => {
        endingWithinFilter('ads', query.endingWithin as number | undefined, now, {
          applies: false,
          refusal: endingWithinRefusal,
        });
        return { where: lte(ads.expiryAt, now), orderBy: [desc(ads.expiryAt), desc(ads.id)] };
      },
    },
  },

  // An ad that has already started keeps its start; only a newly chosen start must not be in the past.
  update: ({ values, stored, patch }) => {
    const chosenStart = parseDateTime(values.startDateTime)!;
    const storedStart = stored.startAt as Date;
    if (sameMinute(chosenStart, storedStart)) return { ...patch, startAt: storedStart };
    validate({ startDateTime: chosenStart }, editedStartRules);
    return patch;
  },

  routes: async (app, declaration) => {
    app.put(
      '/ads/upload/:id',
      {
        schema: {
          tags: [declaration.api.tag],
          summary: "Upload or replace an ad's image (multipart field adsImage: .png, .jpg or .jpeg under 2 MB)",
          consumes: ['multipart/form-data'],
          params: IdParams,
          response: { 201: Type.Object({ message: Type.String(), adsImageURL: Type.String() }), ...errorResponses },
        },
      },
      async (request, reply) => {
        const id = requireId((request.params as { id: string }).id, 'Ad');
        const adsImageURL = await withUploadedFile(
          request,
          'adsImage',
          imageRule,
          messages.imageRequired,
          async (file) => {
            if (!(await new DeclaredRepository(app.db, declaration).findById(id))) throw notFound('Ad');
            const stored = await replaceImage(app.storage, 'ads', file, (image) =>
              // The row lock makes two uploads at once each remove exactly the image they replaced.
              app.db.transaction(async (tx) => {
                const repository = new DeclaredRepository(tx, declaration);
                const previous = await repository.findById(id, { lock: true });
                if (previous) await repository.update(id, { ...image });
                return previous?.row as ImageKeys | undefined;
              }),
            );
            if (!stored) throw notFound('Ad');
            return contextOf(request).mediaUrl(stored.imageKey)!;
          },
        );
        return reply.status(201).send({ message: 'Image uploaded successfully', adsImageURL });
      },
    );
  },
};
