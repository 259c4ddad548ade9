import { HttpResponse } from 'msw';
import type { Recorder } from './calls';
import { renderSections } from './render';
import { server } from './server';
import { sections } from '../appSections';
// The sections' screens, loaded with the test file so that no test's first findBy waits for their transform.
import '../sections/content/daily-quotes';
import '../sections/content/short-videos';

/** Test helpers for the Short Video and Daily Quotes tabs: items shaped as the API answers them, and the sections. */

export const short = (n: number, overrides: Record<string, unknown> = {}) => ({
  shortID: `s-${n}`,
  shortVideoURL: `https://cdn.example.com/s-${n}.mp4`,
  shortPosterURL: `https://cdn.example.com/s-${n}.jpg`,
  shortDurationSeconds: 65,
  shortCategory: { shortCategoryID: 'sc-1', shortCategoryName: 'Sports' },
  shortPostedOn: '2030-01-02T10:30:00.000Z',
  shortStatus: 'Published',
  isScheduled: false,
  shortReportedDetails: null,
  createdAt: '2029-01-01T00:00:00.000Z',
  updatedAt: '2029-01-01T00:00:00.000Z',
  ...overrides,
});

export const quote = (n: number, overrides: Record<string, unknown> = {}) => ({
  dailyQuoteID: `q-${n}`,
  dailyQuoteMediaURL: `https://cdn.example.com/q-${n}.jpg`,
  dailyQuoteThumbnailURL: `https://cdn.example.com/q-${n}-thumb.webp`,
  dailyQuotePublishDate: '2029-12-30T10:00:00.000Z',
  scheduledDate: '2030-01-02T10:30:00.000Z',
  dailyQuoteStatus: 'Published',
  isScheduled: false,
  dailyQuoteReportedDetails: null,
  createdAt: '2029-01-01T00:00:00.000Z',
  updatedAt: '2029-01-01T00:00:00.000Z',
  ...overrides,
});

type Rows = Record<string, Record<string, unknown>[]>;

/** Answers each status's short list call with `rows[status]` (total `total` when given), the get call and the category lookup. */
export const serveShorts = (rec: Recorder, rows: Rows, { total }: { total?: number } = {}) =>
  server.use(
    rec.on('get', '/shorts/filter/:status', ({ params }) => {
      const matching = rows[String(params.status)] ?? [];
      const totalRecords = total ?? matching.length;
      return HttpResponse.json({
        shorts: { shortsData: matching, pagination: { totalPages: Math.ceil(totalRecords / 10), totalRecords } },
      });
    }),
    rec.on('get', '/shorts/get/:id', ({ params }) => {
      const row = Object.values(rows)
        .flat()
        .find((candidate) => candidate.shortID === params.id);
      return row ? HttpResponse.json({ shorts: row }) : HttpResponse.json({ message: 'Not found' }, { status: 404 });
    }),
    rec.on('get', '/shorts/category/filter/:status', () =>
      HttpResponse.json({
        shortCategories: {
          shortCategories: [
            { shortCategoryID: 'sc-1', shortCategoryName: 'Sports', shortCategoryStatus: 'Active' },
            { shortCategoryID: 'sc-2', shortCategoryName: 'Travel', shortCategoryStatus: 'Active' },
          ],
          pagination: { totalPages: 1, totalRecords: 2 },
        },
      }),
    ),
  );

/** Answers each status's quote list call with `rows[status]` (total `total` when given) and the get call. */
export const serveQuotes = (rec: Recorder, rows: Rows, { total }: { total?: number } = {}) =>
  server.use(
    rec.on('get', '/dailyQuotes/filter/:status', ({ params }) => {
      const matching = rows[String(params.status)] ?? [];
      const totalRecords = total ?? matching.length;
      return HttpResponse.json({
        dailyQuotes: { dailyQuotes: matching, pagination: { totalPages: Math.ceil(totalRecords / 15), totalRecords } },
      });
    }),
    rec.on('get', '/dailyQuotes/get/:id', ({ params }) => {
      const row = Object.values(rows)
        .flat()
        .find((candidate) => candidate.dailyQuoteID === params.id);
      return row
        ? HttpResponse.json({ dailyQuotes: row })
        : HttpResponse.json({ message: 'Not found' }, { status: 404 });
    }),
  );

/** Renders the Short Video and Daily Quotes sections at `path` (a tab's route, with its query). */
export const renderMediaSections = (path: string) =>
  renderSections([sections.shortVideos, sections.dailyQuotes], { path });

/** The list calls of one path prefix and status, as their query strings. */
export const listCalls = (rec: Recorder, prefix: '/shorts' | '/dailyQuotes', status: string) =>
  rec.calls.filter((c) => c.method === 'GET' && c.path === `${prefix}/filter/${status}`).map((c) => c.search);
