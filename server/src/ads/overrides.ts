import { Type } from 'typebox';
import { and, desc, gt, lte } from 'drizzle-orm';
import { ads } from '../db/schema.js';
import { EndingWithin } from '../lib/http-schemas.js';
import { adsEndingIn, endingWithinFilter } from '../lib/ending-within.js';
import type { ResourceOverrides } from '../declared/declared-overrides.js';

/** endingWithin keeps running ads only; on the expired list it is refused with this. */
const endingWithinRefusal = 'endingWithin applies to running ads only';

/**
 * What ads do beyond a declared resource: the running and expired lists are judged against the time of the call, so
 * no job has to move ads between them.
 */
export const adsOverrides: Pick<ResourceOverrides, 'list'> = {
  list: {
    viewDescription: 'running or expired; other casings work too',
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
};
