import { HttpResponse } from 'msw';
import type { Recorder } from './calls';
import { renderSections } from './render';
import { server } from './server';
import { sections } from '../appSections';
// The section's screens, loaded with the test file so that no test's first findBy waits for their transform.
import '../sections/reporters';

/** Test helpers for the reporters tabs: records shaped as the API answers them, and the tabs as App.tsx routes them. */

export const reporter = (n: number, overrides: Record<string, unknown> = {}) => ({
  roleID: `r-${n}`,
  firstName: `First${n}`,
  middleName: null,
  lastName: `Last${n}`,
  mobileNumber: `98765432${String(n).padStart(2, '0')}`,
  email: `reporter${n}@example.com`,
  role: 'Reporter',
  status: 'Active',
  publishedPostCount: n,
  trashedPostCount: 0,
  ...overrides,
});
export type Reporter = ReturnType<typeof reporter>;

/**
 * Answers the list call of each status with its rows (`total` says how many match in all, for paging) and the get
 * call with the matching row.
 */
export const serveReporters = (rec: Recorder, rows: Reporter[], { total }: { total?: number } = {}) =>
  server.use(
    rec.on('get', '/reporters/get/:status', ({ params }) => {
      const matching = rows.filter((row) => row.status === params.status);
      return HttpResponse.json({
        reporters: {
          reporters: matching,
          reportersCount: total ?? matching.length,
          pagination: {
            totalPages: Math.ceil((total ?? matching.length) / 15),
            totalRecords: total ?? matching.length,
          },
        },
      });
    }),
    rec.on('get', '/reporter/get/:id', ({ params }) => {
      const row = rows.find((candidate) => candidate.roleID === params.id);
      return row
        ? HttpResponse.json({ reporter: row })
        : HttpResponse.json({ message: 'Reporter not found' }, { status: 404 });
    }),
  );

/** Renders the Reporters section at `path` (a tab's route, with its query), on the window's history as in the app. */
export const renderReporters = (path: string) =>
  renderSections([sections.reporters], {
    path,
    addressBar: true,
    routes: { '/view-reporter/:id/news': <h1>Reporter detail</h1> },
  });

/** The list calls of one status, as `path?query`. */
export const listCalls = (rec: Recorder, status: string) =>
  rec.calls.filter((c) => c.method === 'GET' && c.path === `/reporters/get/${status}`).map((c) => c.search);
