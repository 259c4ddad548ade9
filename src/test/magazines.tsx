import { HttpResponse } from 'msw';
import type { Recorder } from './calls';
import { renderSections } from './render';
import { server } from './server';
import { sections } from '../appSections';
// The section's screens, loaded with the test file so that no test's first findBy waits for their transform.
import '../sections/magazines';

/** Test helpers for the Magazines section: magazines shaped as the API answers them, and the section's routes. */

const pageOf = (id: string, pageNumber: number) => ({
  pageNumber,
  imageUrl: `https://cdn.example.com/${id}-p${pageNumber}.webp`,
  width: 1200,
  height: 1697,
});

export const magazine = (n: number, overrides: Record<string, unknown> = {}) => ({
  magazineID: `m-${n}`,
  name: `Shop ${n}`,
  startDate: '2030-01-01',
  expiryDate: '2030-01-05',
  offerAvailableDays: 5,
  magazine: [1, 2, 3].map((p) => pageOf(`m-${n}`, p)),
  pdfUrl: `https://cdn.example.com/m-${n}.pdf`,
  renderStatus: 'done',
  renderedPages: 3,
  totalPages: 3,
  renderError: null,
  createdAt: '2029-12-01T00:00:00.000Z',
  updatedAt: '2029-12-01T00:00:00.000Z',
  ...overrides,
});
export type Magazine = ReturnType<typeof magazine>;

/** Answers each status's list call with `rows[status]` (whatever is there when asked) and the get call. */
export const serveMagazines = (rec: Recorder, rows: Record<string, Magazine[]>) =>
  server.use(
    rec.on('get', '/magazines/filter/:status', ({ params }) => {
      const magazinesData = rows[String(params.status)] ?? [];
      const totalRecords = magazinesData.length;
      const pagination = { totalPages: Math.ceil(totalRecords / 15), totalRecords, currentPage: 1, limit: 15 };
      return HttpResponse.json({
        magazines: { magazinesData, totalPages: pagination.totalPages, totalRecords, pagination },
      });
    }),
    rec.on('get', '/magazines/get/:id', ({ params }) => {
      const row = Object.values(rows)
        .flat()
        .find((candidate) => candidate.magazineID === params.id);
      return row ? HttpResponse.json({ magazines: row }) : HttpResponse.json({ message: 'Not found' }, { status: 404 });
    }),
  );

/** Renders the Magazines section at `path` (a tab's route, with its query). */
export const renderMagazines = (path: string) => renderSections([sections.magazines], { path });
