import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { recorder, type Recorder } from '../test/calls';
import { novel, renderNovels, serveNovels } from '../test/novels';
import { currentLocation, signIn } from '../test/render';
import { server } from '../test/server';
import { startingWith } from '../test/names';

let rec: Recorder;

beforeEach(() => {
  signIn();
  rec = recorder();
});

const romance = {
  categoryName: 'Romance',
  novelCategoryID: 'c-1',
  totalNovels: 8,
  novels: [1, 2, 3, 4, 5, 6].map((n) => novel(n)),
};
const thriller = {
  categoryName: 'Thriller',
  novelCategoryID: 'c-2',
  totalNovels: 1,
  novels: [novel(7, { novelCategory: { novelCategoryID: 'c-2', novelCategoryName: 'Thriller' } })],
};

const groupCalls = (status: string) =>
  rec.calls.filter((c) => c.path === `/novels/filter/${status}`).map((c) => c.search);

describe('Novels tabs', () => {
  it('groups the novels by category with View All links, and counts every novel', async () => {
    serveNovels(rec, { active: [romance, thriller] });
    renderNovels('/novels/active');
    const group = await screen.findByRole('region', { name: 'Romance' }, { timeout: 5000 });
    expect(within(group).getAllByRole('button', { name: /^Novel \d / })).toHaveLength(6);
    expect(within(group).getByRole('link', { name: 'View All Romance' })).toHaveAttribute(
      'href',
      `/novel-category/c-1?filter=${encodeURIComponent('{"status":"active"}')}`,
    );
    expect(screen.getByRole('region', { name: 'Thriller' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '9 Active Novels' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ Add Novel' })).toBeInTheDocument();
  });

  it("shows 'No Novels Found' and has no '+ Add Novel' on Upcoming", async () => {
    serveNovels(rec, { upcoming: [] });
    renderNovels('/novels/upcoming');
    expect(await screen.findByText('No Novels Found', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Add Novel' })).toBeNull();
    expect(groupCalls('upcoming')[0]).toBe('page=1&limit=100');
  });

  it('searches by name after a 1000 ms pause, keeps it in the URL, and clears it', async () => {
    serveNovels(rec, { active: [romance] });
    renderNovels('/novels/active');
    const box = await screen.findByRole('searchbox', { name: 'Search by Novel Name ...' }, { timeout: 5000 });
    await userEvent.type(box, 'moon');
    await waitFor(() => expect(groupCalls('active').at(-1)).toBe('page=1&limit=100&search=moon'), { timeout: 3000 });
    expect(currentLocation()).toContain('"search":"moon"');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(groupCalls('active').at(-1)).toBe('page=1&limit=100'));
  });

  it('opens View Novel with the cover, chapter count, date and a link per chapter PDF', async () => {
    serveNovels(rec, { active: [romance] });
    renderNovels('/novels/active');
    await userEvent.click(await screen.findByRole('button', { name: startingWith('Novel 2') }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'View Novel' });
    expect(await within(dialog).findByText('2 Chapters')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Chapter 1: one.pdf' })).toHaveAttribute(
      'href',
      'https://cdn.example.com/n2-1.pdf',
    );
    expect(within(dialog).getByRole('link', { name: 'Chapter 2: two.pdf' })).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByText(/^Published On: 2025-01-02 \d\d:30$/)).toBeInTheDocument();
  });
});

describe('View All (/novel-category/{id})', () => {
  const page = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => novel(from + i, { title: `Book ${from + i}`, novelID: `b-${from + i}` }));

  const serveCategory = (total: number) =>
    server.use(
      rec.on('get', '/novels/category/:id', ({ request }) => {
        const current = Number(new URL(request.url).searchParams.get('page'));
        const rows = page((current - 1) * 30 + 1, Math.max(0, Math.min(30, total - (current - 1) * 30)));
        return HttpResponse.json({
          novels: {
            novelCategoryID: 'c-1',
            categoryName: 'Romance',
            novelsData: rows,
            pagination: { totalPages: Math.ceil(total / 30), totalRecords: total, currentPage: current, limit: 30 },
          },
        });
      }),
    );

  const categoryCalls = () => rec.calls.filter((c) => c.path === '/novels/category/c-1').map((c) => c.search);

  it('shows 30, Show More adds the next 30 from the next page, Show Less goes back to 30', async () => {
    serveNovels(rec, {});
    serveCategory(45);
    renderNovels(`/novel-category/c-1?filter=${encodeURIComponent('{"status":"upcoming"}')}`);
    expect(await screen.findByRole('button', { name: startingWith('Book 30') }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: startingWith('Book 31') })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Romance' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Upcoming Novels' })).toHaveAttribute('href', '/novels/upcoming');
    expect(categoryCalls()).toEqual(['page=1&limit=30&status=upcoming']);

    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(await screen.findByRole('button', { name: startingWith('Book 45') })).toBeInTheDocument();
    expect(categoryCalls()).toEqual(['page=1&limit=30&status=upcoming', 'page=2&limit=30&status=upcoming']);
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(screen.queryByRole('button', { name: startingWith('Book 31') })).toBeNull();
    expect(screen.getByRole('button', { name: startingWith('Book 30') })).toBeInTheDocument();
  });

  it("says 'No Novels available' for a category without novels", async () => {
    serveNovels(rec, {});
    serveCategory(0);
    renderNovels('/novel-category/c-1');
    expect(await screen.findByText('No Novels available', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Active Novels' })).toHaveAttribute('href', '/novels/active');
  });
});
