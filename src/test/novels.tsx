import { HttpResponse } from 'msw';
import type { Recorder } from './calls';
import { renderSections } from './render';
import { server } from './server';
import { sections } from '../appSections';
// The section's screens, loaded with the test file so that no test's first findBy waits for their transform.
import '../declared';

/** Test helpers for the Novels section: novels shaped as the API answers them, and the section's routes. */

export const novel = (n: number, overrides: Record<string, unknown> = {}) => ({
  novelID: `n-${n}`,
  title: `Novel ${n}`,
  novelCategory: { novelCategoryID: 'c-1', novelCategoryName: 'Romance' },
  startDateTime: '2025-01-02T10:30:00.000Z',
  status: 'active',
  comingSoon: false,
  totalChapters: 2,
  coverImage: `https://cdn.example.com/n${n}.jpg`,
  coverThumbnail: `https://cdn.example.com/n${n}.webp`,
  chapters: [
    { chapterNumber: 1, fileName: 'one.pdf', pdfUrl: `https://cdn.example.com/n${n}-1.pdf` },
    { chapterNumber: 2, fileName: 'two.pdf', pdfUrl: `https://cdn.example.com/n${n}-2.pdf` },
  ],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});
export type Novel = ReturnType<typeof novel>;

export interface NovelGroup {
  categoryName: string;
  novelCategoryID: string;
  totalNovels: number;
  novels: Novel[];
}

/** Answers the grouped list call of each status with `groups[status]`, the get call, and the category lookups. */
export const serveNovels = (rec: Recorder, groups: Record<string, NovelGroup[]>) =>
  server.use(
    rec.on('get', '/novels/filter/:status', ({ params }) => {
      const novelsData = groups[String(params.status)] ?? [];
      const totalRecords = novelsData.reduce((sum, group) => sum + group.totalNovels, 0);
      return HttpResponse.json({ novels: { novelsData, totalRecords } });
    }),
    rec.on('get', '/novels/get/:id', ({ params }) => {
      const row = Object.values(groups)
        .flat()
        .flatMap((group) => group.novels)
        .find((candidate) => candidate.novelID === params.id);
      return row ? HttpResponse.json({ novels: row }) : HttpResponse.json({ message: 'Not found' }, { status: 404 });
    }),
    rec.on('get', '/novel/category/filter/:status', () =>
      HttpResponse.json({
        novelCategories: {
          novelCategories: [
            { novelCategoryID: 'c-1', novelCategoryName: 'Romance', novelCategoryStatus: 'Active' },
            { novelCategoryID: 'c-2', novelCategoryName: 'Thriller', novelCategoryStatus: 'Active' },
          ],
          pagination: { totalPages: 1, totalRecords: 2 },
        },
      }),
    ),
    rec.on('get', '/novel/category/get/:id', ({ params }) =>
      HttpResponse.json({
        novelCategoryData: { novelCategoryID: params.id, novelCategoryName: 'Romance', novelCategoryStatus: 'Active' },
      }),
    ),
  );

/** Renders the Novels section at `path` (a tab's route or a category page, with its query). */
export const renderNovels = (path: string) => renderSections([sections.novels], { path });
