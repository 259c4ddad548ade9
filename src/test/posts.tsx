import { HttpResponse } from 'msw';
import type { Recorder } from './calls';
import { renderSections } from './render';
import { server } from './server';
import { sections } from '../appSections';
// The section's screens, loaded with the test file so that no test's first findBy waits for their transform.
import '../sections/content/posts';

/** Test helpers for the posts tabs: posts shaped as the API answers them, and the tabs as the section routes them. */

export const post = (n: number, overrides: Record<string, unknown> = {}) => ({
  postID: `p-${n}`,
  postTitle: `Title${n} one two three four five six`,
  postDescription: `Desc${n} a b c d e f g h i j k l`,
  postLocationDetails: `Delhi${n}`,
  postCategory: { postCategoryID: 'c-1', postCategoryName: 'Politics' },
  postLanguage: { languageID: 'l-1', languageName: 'English' },
  postedOn: '2030-01-02T10:30:00.000Z',
  postImageURL: 'https://cdn.example.com/p.jpg',
  postThumbnailURL: null,
  postStatus: 'Published',
  isScheduled: false,
  postReportedDetails: null,
  createdAt: '2029-01-01T00:00:00.000Z',
  updatedAt: '2029-01-01T00:00:00.000Z',
  ...overrides,
});
export type Post = ReturnType<typeof post>;

/** Answers each status's list call with `rows[status]`, the get call, and the language and category lookups. */
export const servePosts = (rec: Recorder, rows: Record<string, Post[]>, { total }: { total?: number } = {}) =>
  server.use(
    rec.on('get', '/posts/filter/:status', ({ params }) => {
      const matching = rows[String(params.status)] ?? [];
      const totalRecords = total ?? matching.length;
      return HttpResponse.json({
        posts: { postsData: matching, pagination: { totalPages: Math.ceil(totalRecords / 15), totalRecords } },
      });
    }),
    rec.on('get', '/posts/get/:id', ({ params }) => {
      const row = Object.values(rows)
        .flat()
        .find((candidate) => candidate.postID === params.id);
      return row
        ? HttpResponse.json({ posts: row })
        : HttpResponse.json({ message: 'Post not found' }, { status: 404 });
    }),
    rec.on('get', '/language/get', () =>
      HttpResponse.json({
        languageData: {
          activeLanguages: [
            { languageID: 'l-1', languageName: 'English', languageStatus: 'Active' },
            { languageID: 'l-2', languageName: 'Hindi', languageStatus: 'Active' },
          ],
          inActiveLanguages: [{ languageID: 'l-3', languageName: 'Tamil', languageStatus: 'Inactive' }],
        },
      }),
    ),
    rec.on('get', '/post/category/filter/:status', () =>
      HttpResponse.json({
        postCategories: {
          postCategories: [
            { postCategoryID: 'c-1', postCategoryName: 'Politics', postCategoryStatus: 'Active' },
            { postCategoryID: 'c-2', postCategoryName: 'Sports', postCategoryStatus: 'Active' },
          ],
          pagination: { totalPages: 1, totalRecords: 2 },
        },
      }),
    ),
  );

/** Renders the Posts section at `path` (a tab's route, with its query). */
export const renderPosts = (path: string) => renderSections([sections.posts], { path });

/** The list calls of one status, as their query strings. */
export const listCalls = (rec: Recorder, status: string) =>
  rec.calls.filter((c) => c.method === 'GET' && c.path === `/posts/filter/${status}`).map((c) => c.search);
