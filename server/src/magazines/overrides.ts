import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { recordAudit } from '../audit/audit-recorder.js';
import type { Db } from '../db/client.js';
import { magazinePages, magazineRenders, magazines, type MagazineRenderStatus } from '../db/schema.js';
import { badRequest, notFound } from '../lib/http-errors.js';
import { removeMedia } from '../media/images.js';
import { contentTypes } from '../media/media-types.js';
import { verifyPdf } from '../media/pdf-render.js';
import type { ResourceOverrides } from '../declared/declared-overrides.js';
import type { RenderedPdf } from '../declared/declared.repository.js';
import { MagazineRendersRepository } from './render-queue.js';
import { magazineKeys } from './renderer.js';

/** More pages than a magazine plausibly has; bounds the work and storage one upload can cause. */
export const MAGAZINE_MAX_PAGES = 300;

/** The states an upload passes through before it becomes the shown render (or fails). */
const latestStatuses = ['pending', 'rendering', 'failed'] as const satisfies MagazineRenderStatus[];
type LatestRenderStatus = (typeof latestStatuses)[number];

const shown = alias(magazineRenders, 'shown_render');
const latest = alias(magazineRenders, 'latest_render');

/**
 * Each magazine's pages and render state. The pages shown are those of the latest finished render; while a
 * magazine's first upload renders, that upload's pages done so far. A replacement shows only once complete, so a
 * reader never gets a mix; until then the state is the replacement's (or the last failed upload's).
 */
const states = async (db: Db, ids: string[]) => {
  const found = await db
    .select({
      id: magazines.id,
      shown: { id: shown.id, totalPages: shown.totalPages },
      latest: {
        id: latest.id,
        status: latest.status,
        renderedPages: latest.renderedPages,
        totalPages: latest.totalPages,
        error: latest.error,
      },
    })
    .from(magazines)
    .leftJoin(shown, and(eq(shown.magazineId, magazines.id), eq(shown.status, 'done')))
    .leftJoin(latest, and(eq(latest.magazineId, magazines.id), inArray(latest.status, [...latestStatuses])))
    .where(inArray(magazines.id, ids));
  const shownOf = (row: (typeof found)[number]) =>
    row.shown?.id
      ? row.shown
      : row.latest?.id && row.latest.status !== 'failed'
        ? { id: row.latest.id, totalPages: row.latest.totalPages! }
        : null;
  const shownIds = found.flatMap((row) => shownOf(row)?.id ?? []);
  const pages =
    shownIds.length === 0
      ? []
      : await db
          .select()
          .from(magazinePages)
          .where(inArray(magazinePages.renderId, shownIds))
          .orderBy(asc(magazinePages.renderId), asc(magazinePages.pageNumber));
  const result = new Map<string, RenderedPdf>();
  for (const row of found) {
    const render = shownOf(row);
    const state: Omit<RenderedPdf, 'pages' | 'pdfKey'> = row.latest?.status
      ? {
          renderStatus: row.latest.status as LatestRenderStatus,
          renderedPages: row.latest.renderedPages!,
          totalPages: row.latest.totalPages!,
          renderError: row.latest.error,
        }
      : render
        ? { renderStatus: 'done', renderedPages: render.totalPages, totalPages: render.totalPages, renderError: null }
        : { renderStatus: 'none', renderedPages: 0, totalPages: 0, renderError: null };
    result.set(row.id, {
      pages: render ? pages.filter((page) => page.renderId === render.id) : [],
      pdfKey: render ? magazineKeys.pdf(render.id) : null,
      ...state,
    });
  }
  return result;
};

/**
 * What magazines do beyond a declared resource: their pages and render state, and the upload, which checks the PDF
 * (it must parse, and have 1 to 300 pages), stores it and queues its render, replacing an upload still in progress.
 * The magazine keeps showing its current pages until the new ones are all rendered.
 */
export const magazinesOverrides: Pick<ResourceOverrides, 'render'> = {
  render: {
    states,
    upload: async (app, id, file, ctx) => {
      const { numPages } = await verifyPdf(file.path);
      if (numPages > MAGAZINE_MAX_PAGES) throw badRequest(`A magazine can have at most ${MAGAZINE_MAX_PAGES} pages`);
      const renderId = randomUUID();
      const pdfKey = magazineKeys.pdf(renderId);
      await app.storage.putFile(pdfKey, file.path, contentTypes.pdf);
      let queued = false;
      try {
        queued = await app.db.transaction(async (tx) => {
          // Locked, so that two uploads at once queue one after the other; gone if deleted meanwhile.
          const [found] = await tx
            .select({ id: magazines.id, name: magazines.name })
            .from(magazines)
            .where(eq(magazines.id, id))
            .for('update');
          if (!found) return false;
          const renders = new MagazineRendersRepository(tx);
          await renders.supersede(id);
          await renders.insert({ id: renderId, magazineId: id, totalPages: numPages });
          await tx.update(magazines).set({ updatedAt: new Date() }).where(eq(magazines.id, id));
          await recordAudit(tx, ctx, {
            action: 'upload',
            resource: 'magazines',
            recordIds: [id],
            detail: { renderId, fileName: file.fileName, totalPages: numPages },
            record: found,
          });
          return true;
        });
      } finally {
        if (!queued) await removeMedia(app.storage, pdfKey);
      }
      if (!queued) throw notFound('Magazine');
    },
    queued: (app) => app.magazineRenderer.wake(),
  },
};
