import { HttpResponse } from 'msw';
import type { Recorder } from './calls';
import { renderSections } from './render';
import { server } from './server';
import { sections } from '../appSections';
// The section's screens, loaded with the test file so that no test's first findBy waits for their transform.
import '../declared';

/** Test helpers for the jobs tabs: jobs shaped as the API answers them, and the tabs as the section routes them. */

export const job = (n: number, overrides: Record<string, unknown> = {}) => ({
  jobID: `j-${n}`,
  jobTitle: `Acme${n}`,
  location: `Pune${n}`,
  numberOfOpenings: 3,
  jobType: ['Remote', 'Full Time'],
  description: `<p>Write <strong>news</strong> ${n}</p>`,
  hyperlink: `https://jobs.example.com/${n}`,
  expiryDate: '2099-01-31',
  experience: '2 years',
  softwareProficiency: ['Word', 'Excel'],
  technicalProficiency: ['SEO'],
  role: `Editor${n}`,
  industryType: 'Media',
  department: 'Newsroom',
  education: ['BA Journalism'],
  employmentType: 'Permanent',
  companyImageUrl: `https://cdn.example.com/jobs/${n}.png`,
  companyThumbnailUrl: `https://cdn.example.com/jobs/${n}.webp`,
  views: 7,
  status: 'active',
  createdAt: '2029-01-01T00:00:00.000Z',
  updatedAt: '2029-01-01T00:00:00.000Z',
  ...overrides,
});
export type Job = ReturnType<typeof job>;

/** Answers each mode's list call with `rows[status]` (paged by 12) and the get call. */
export const serveJobs = (rec: Recorder, rows: Record<string, Job[]>, { total }: { total?: number } = {}) =>
  server.use(
    rec.on('get', '/jobs/filter/:status', ({ params }) => {
      const matching = rows[String(params.status)] ?? [];
      const totalRecords = total ?? matching.length;
      return HttpResponse.json({
        jobs: {
          jobs: matching,
          pagination: { totalPages: Math.ceil(totalRecords / 12), totalRecords, currentPage: 1, limit: 12 },
        },
      });
    }),
    rec.on('get', '/jobs/get/:id', ({ params }) => {
      const row = Object.values(rows)
        .flat()
        .find((candidate) => candidate.jobID === params.id);
      return row ? HttpResponse.json({ Jobs: row }) : HttpResponse.json({ message: 'Job not found' }, { status: 404 });
    }),
  );

/** Renders the Jobs section at `path` (a tab's route, with its query). */
export const renderJobs = (path: string) => renderSections([sections.jobs], { path });

/** The list calls of one mode, as their query strings. */
export const listCalls = (rec: Recorder, status: string) =>
  rec.calls.filter((c) => c.method === 'GET' && c.path === `/jobs/filter/${status}`).map((c) => c.search);
