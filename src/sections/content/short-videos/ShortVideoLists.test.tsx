import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { recorder, type Recorder } from '../../../test/calls';
import { currentLocation, signIn } from '../../../test/render';
import { listCalls, renderMediaSections, serveShorts, short } from '../../../test/media-content';

let rec: Recorder;

beforeEach(() => {
  signIn();
  rec = recorder();
});

const cards = () => screen.getAllByRole('button', { name: /video,/ });

describe('Short Video tabs', () => {
  it('shows the four tabs as routes', async () => {
    serveShorts(rec, {});
    renderMediaSections('/short-video/published');
    const tabs = await screen.findByRole('tablist', { name: 'Short Video' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => [tab.textContent, tab.getAttribute('href')]),
    ).toEqual([
      ['Published', '/short-video/published'],
      ['Scheduled', '/short-video/scheduled'],
      ['Pending', '/short-video/pending'],
      ['Rejected', '/short-video/rejected'],
    ]);
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Rejected' }));
    await waitFor(() => expect(currentLocation()).toBe('/short-video/rejected'));
    await waitFor(() => expect(listCalls(rec, '/shorts', 'Rejected')).toEqual(['page=1&limit=15']));
  });

  it.each([
    ['/short-video/published', 'Published', '2 Published Videos'],
    ['/short-video/scheduled', 'Schedule', '2 Scheduled Videos'],
    ['/short-video/pending', 'Pending', '2 Pending Videos'],
  ])('%s lists status %s 10 per page with count, Import and the filter', async (path, status, count) => {
    serveShorts(rec, {
      [status]: [short(1), short(2, { shortCategory: { shortCategoryID: 'sc-2', shortCategoryName: 'Travel' } })],
    });
    renderMediaSections(path);
    expect(await screen.findByRole('status', { name: count }, { timeout: 5000 })).toBeInTheDocument();
    expect(listCalls(rec, '/shorts', status)).toEqual(['page=1&limit=10']);
    expect(cards()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Import' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: '+ Add new video' })).toHaveLength(
      path.endsWith('published') ? 1 : 0,
    );
  });

  it("Rejected has only the count and the grid, 15 to a page; 'Scheduled Video' for one", async () => {
    serveShorts(rec, {
      Rejected: [short(1, { shortStatus: 'Rejected' })],
      Schedule: [short(2, { isScheduled: true })],
    });
    renderMediaSections('/short-video/rejected');
    expect(await screen.findByRole('status', { name: '1 Rejected Video' })).toBeInTheDocument();
    expect(listCalls(rec, '/shorts', 'Rejected')).toEqual(['page=1&limit=15']);
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Filter' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Scheduled' }));
    expect(await screen.findByRole('status', { name: '1 Scheduled Video' })).toBeInTheDocument();
  });

  it('cards show the poster and fetch no video until played, with the category tag and real figures only', async () => {
    serveShorts(rec, { Published: [short(1)] });
    renderMediaSections('/short-video/published');
    const card = (await screen.findByRole('button', { name: /^Open Sports video,/ })).closest('li')!;
    const video = card.querySelector('video')!;
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.getAttribute('poster')).toBe('https://cdn.example.com/s-1.jpg');
    expect(video.getAttribute('src')).toBe('https://cdn.example.com/s-1.mp4');
    expect([video.getAttribute('width'), video.getAttribute('height')]).toEqual(['360', '640']);
    expect(within(card).getByText('Sports')).toBeInTheDocument();
    expect(within(card).getByText('Duration: 1:05')).toBeInTheDocument();
    expect(within(card).queryByText('35')).toBeNull();
  });

  it("says 'No Short Videos available' when empty, with a full stop on Scheduled", async () => {
    serveShorts(rec, {});
    renderMediaSections('/short-video/pending');
    expect(await screen.findByText('No Short Videos available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Scheduled' }));
    expect(await screen.findByText('No Short Videos available.')).toBeInTheDocument();
  });

  it('filters by one category (radio) into the URL, and Clear All removes it', async () => {
    serveShorts(rec, { Published: [short(1)] });
    renderMediaSections('/short-video/published');
    await screen.findByRole('status', { name: '1 Published Video' });
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const menu = await screen.findByRole('dialog', { name: 'Filter' });
    await userEvent.click(within(menu).getByRole('radio', { name: 'Travel' }));
    await waitFor(() => expect(listCalls(rec, '/shorts', 'Published')).toContain('page=1&limit=10&category=sc-2'));
    expect(currentLocation()).toContain('"category":"sc-2"');
    await userEvent.click(within(menu).getByRole('radio', { name: 'Sports' }));
    await waitFor(() => expect(listCalls(rec, '/shorts', 'Published')).toContain('page=1&limit=10&category=sc-1'));
    await userEvent.click(within(menu).getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(listCalls(rec, '/shorts', 'Published').at(-1)).toBe('page=1&limit=10'));
  });

  it('pages with numbers, ellipsis, Previous and Next; the page is in the URL', async () => {
    serveShorts(rec, { Published: [short(1)] }, { total: 95 });
    renderMediaSections('/short-video/published');
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('…')).toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listCalls(rec, '/shorts', 'Published')).toContain('page=2&limit=10'));
    expect(currentLocation()).toContain('page=2');
  });
});
