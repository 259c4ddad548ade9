import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recorder, writes, type Recorder } from '../../../test/calls';
import { stubObjectUrls } from '../../../test/objectUrl';
import { findToast, signIn } from '../../../test/render';
import { server } from '../../../test/server';
import { post, renderPosts, servePosts } from '../../../test/posts';

let rec: Recorder;
let urls: ReturnType<typeof stubObjectUrls>;
const downloads: { filename: string | null; blob: Blob }[] = [];

beforeEach(() => {
  signIn();
  rec = recorder();
  downloads.length = 0;
  urls = stubObjectUrls();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ filename: this.getAttribute('download'), blob: urls.blob(this.getAttribute('href'))! });
  });
});
afterEach(() => {
  urls.restore();
  vi.restoreAllMocks();
});

const selectRow = (location: string) =>
  userEvent.click(within(screen.getByRole('row', { name: new RegExp(`\\b${location}\\b`) })).getByRole('checkbox'));

const csvOf = async (blob: Blob) =>
  Papa.parse<string[]>((await blob.text()).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

const conflict = (id: string) => ({ id, status: 'Rejected', by: 'Asha Rao', at: '2029-01-02T00:00:00.000Z' });

describe('Selected posts', () => {
  it.each([
    [['Delhi1', 'Delhi2'], ['p-1', 'p-2'], 'Posts Moved to Trash'],
    [['Delhi1'], 'p-1', 'Post moved to Trash'],
  ])(
    'delete %j after confirmation sends one status call Rejected when the Undo has run out',
    async (rows, ids, toast) => {
      servePosts(rec, { Schedule: [post(1, { isScheduled: true }), post(2, { isScheduled: true })] });
      server.use(rec.on('put', '/posts/status/', () => HttpResponse.json({ message: 'ok', updatedCount: 2 })));
      renderPosts('/posts/schedule-post');
      await screen.findByText('Delhi1');
      for (const row of rows) await selectRow(row);
      await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
      const confirm = await screen.findByRole('dialog', { name: 'Are You Sure Want To Delete?' });
      expect(within(confirm).getByText('Confirm To Delete Selected Posts')).toBeInTheDocument();
      await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
      const shown = await findToast(toast);
      expect(within(shown).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
      expect(writes(rec)).toEqual([]);
      await waitFor(() => expect(writes(rec)).toHaveLength(1), { timeout: 8000 });
      expect(writes(rec)).toEqual([
        expect.objectContaining({
          method: 'PUT',
          path: '/posts/status/',
          // With the status each row showed (issue 36).
          body: {
            postIDs: ids,
            postStatus: 'Rejected',
            expected: Object.fromEntries([ids].flat().map((id) => [id, 'Published'])),
          },
        }),
      ]);
    },
  );

  it.each([
    [
      'one of them',
      200,
      { message: 'Post status updated successfully', updatedCount: 1, conflicts: [conflict('p-2')] },
      '1 changed; 1 skipped because someone else had changed it since you saw it',
    ],
    [
      'both of them',
      409,
      {
        message: '2 posts were changed by someone else since you saw them. Reload to see them as they are.',
        conflicts: [conflict('p-1'), conflict('p-2')],
      },
      '0 changed; 2 skipped because someone else had changed them since you saw them',
    ],
  ])(
    'delete when someone else has changed %s meanwhile: the toast says how many changed and how many were skipped',
    async (_case, status, answer, toast) => {
      servePosts(rec, { Published: [post(1), post(2)] });
      server.use(rec.on('put', '/posts/status/', () => HttpResponse.json(answer, { status })));
      renderPosts('/posts/post');
      await screen.findByText('Delhi1');
      await selectRow('Delhi1');
      await selectRow('Delhi2');
      await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
      const confirm = await screen.findByRole('dialog', { name: 'Are You Sure Want To Delete?' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
      expect(await findToast(toast, { timeout: 15_000 })).toBeInTheDocument();
      expect(writes(rec)).toEqual([
        expect.objectContaining({
          body: {
            postIDs: ['p-1', 'p-2'],
            postStatus: 'Rejected',
            expected: { 'p-1': 'Published', 'p-2': 'Published' },
          },
        }),
      ]);
    },
  );

  it('Undo: the call is never sent', async () => {
    servePosts(rec, { Published: [post(1), post(2)] });
    renderPosts('/posts/post');
    await screen.findByText('Delhi1');
    await selectRow('Delhi2');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are You Sure Want To Delete?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    const shownAt = Date.now();
    await userEvent.click(within(await findToast('Post moved to Trash')).getByRole('button', { name: 'Undo' }));
    // Past the time the call would have gone.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, shownAt + 5600 - Date.now())));
    expect(writes(rec)).toEqual([]);
  });

  it('Export writes Posts.csv on the client with the spec columns', async () => {
    servePosts(rec, { Published: [post(1), post(2)] });
    renderPosts('/posts/post');
    await screen.findByText('Delhi1');
    await selectRow('Delhi2');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].filename).toBe('Posts.csv');
    const [header, row, ...rest] = await csvOf(downloads[0].blob);
    expect(header).toEqual(['News Title', 'Category', 'Location', 'Language', 'New Description', 'Posted On']);
    expect(row.slice(0, 5)).toEqual([
      'Title2 one two three four five six',
      'Politics',
      'Delhi2',
      'English',
      'Desc2 a b c d e f g h i j k l',
    ]);
    expect(row[5]).toMatch(/^2030-01-0[12] \d\d:\d\d$/);
    expect(rest).toEqual([]);
    expect(writes(rec)).toEqual([]);
  });

  it('select all N matching: Export is the server file for the filter, Delete one status call by filter', async () => {
    const rows = Array.from({ length: 15 }, (_, i) => post(i + 1));
    servePosts(rec, { Published: rows }, { total: 40 });
    server.use(
      rec.on(
        'get',
        '/posts/export/:status',
        () => new HttpResponse('News Title\r\n', { headers: { 'Content-Type': 'text/csv' } }),
      ),
      rec.on('put', '/posts/status/', () => HttpResponse.json({ message: 'ok', updatedCount: 40 })),
    );
    renderPosts(`/posts/post?filter=${encodeURIComponent(JSON.stringify({ search: 'Delhi', category: ['c-1'] }))}`);
    await screen.findByText('Delhi15');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select all 40 matching' }));
    expect(screen.getByText('All 40 matching posts selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].filename).toBe('Posts.csv');
    expect(rec.calls.filter((c) => c.path.startsWith('/posts/export/'))).toEqual([
      expect.objectContaining({ path: '/posts/export/Published', search: 'search=Delhi&category=c-1' }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are You Sure Want To Delete?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await findToast('Posts Moved to Trash')).toBeInTheDocument();
    await waitFor(() => expect(writes(rec)).toHaveLength(1), { timeout: 8000 });
    expect(writes(rec)[0].body).toEqual({
      match: { status: 'Published', search: 'Delhi', category: ['c-1'] },
      postStatus: 'Rejected',
    });
  });
});
