import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { recorder } from '../../test/calls';
import { server } from '../../test/server';
import { renderScreen, signIn } from '../../test/render';
import { Dashboard } from './Dashboard';

const days = Array.from({ length: 30 }, (_, i) => ({
  day: `2026-11-${String(i + 1).padStart(2, '0')}`,
  posts: i === 29 ? 4 : 1,
  shorts: i % 2,
  quotes: 0,
}));

const summary = {
  newReporters: 3,
  pendingPosts: 12,
  pendingShorts: 1,
  pendingQuotes: 0,
  ticketsInProgress: 2,
  ticketsUnderReview: 5,
  openTickets: 7,
  runningAds: 4,
  adsEndingSoon: 1,
  magazinesExpiringSoon: 2,
  jobsExpiringSoon: 6,
  soonDays: 7,
  published: days,
  generatedAt: '2026-11-30T09:00:00.000Z',
};

describe('Dashboard', () => {
  beforeEach(signIn);

  it('links each figure to the list that shows it, from one call sent with the token', async () => {
    const { calls, on } = recorder();
    server.use(on('get', '/dashboard/summary', () => HttpResponse.json({ dashboard: summary })));
    renderScreen(<Dashboard />, { path: '/dashboard' });
    const waiting = await screen.findByRole('region', { name: 'Waiting for you' });
    await within(waiting).findByRole('link', { name: '3 New Reporters' });
    // Each card is named by what it shows: its figure and text, and the tickets' detail line.
    const figures = [
      ['3 New Reporters', '/reporters/new-reporter?filter={}'],
      ['12 Pending Posts', '/posts/new-post?filter={}'],
      ['1 Pending Short Video', '/short-video/pending?filter={}'],
      ['0 Pending Quotes', '/daily-quotes/pending?filter={}'],
      ['7 Open Tickets 2 in progress, 5 under review', '/settings/reporter-tickets'],
      ['4 Running Ads', '/settings/add-management'],
      ['1 Ad ending within 7 days', '/settings/add-management?filter={"status":"running","endingWithin":7}'],
      ['2 Magazines expiring within 7 days', '/magazines/active?filter={"endingWithin":7}'],
      ['6 Jobs expiring within 7 days', '/jobs/active?filter={"endingWithin":7}'],
    ];
    const links = within(waiting).getAllByRole('link');
    expect(links.map((link) => decodeURIComponent(link.getAttribute('href') ?? ''))).toEqual(
      figures.map(([, href]) => href),
    );
    figures.forEach(([name], index) => expect(within(waiting).getByRole('link', { name })).toBe(links[index]));
    expect(within(waiting).getByText('2 in progress, 5 under review')).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'GET', path: '/dashboard/summary', search: '', auth: 'Bearer test-token', body: undefined },
    ]);
  });

  it('shows only the figures answered: those of lists the admin may not open are left out by the server', async () => {
    const { newReporters, runningAds, adsEndingSoon, ...desk } = summary;
    expect([newReporters, runningAds, adsEndingSoon]).toEqual([3, 4, 1]);
    server.use(recorder().on('get', '/dashboard/summary', () => HttpResponse.json({ dashboard: desk })));
    renderScreen(<Dashboard />, { path: '/dashboard' });
    const waiting = await screen.findByRole('region', { name: 'Waiting for you' });
    await within(waiting).findByRole('link', { name: '12 Pending Posts' });
    expect(within(waiting).getAllByRole('link')).toHaveLength(6);
    expect(within(waiting).queryByRole('link', { name: /New Reporters|Running Ads|Ad ending/ })).toBeNull();
  });

  it("filters the 'within N days' lists to the N of the answer", async () => {
    server.use(
      recorder().on('get', '/dashboard/summary', () => HttpResponse.json({ dashboard: { ...summary, soonDays: 5 } })),
    );
    renderScreen(<Dashboard />, { path: '/dashboard' });
    const link = await screen.findByRole('link', { name: '6 Jobs expiring within 5 days' });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toBe('/jobs/active?filter={"endingWithin":5}');
  });

  it("states the last 30 days' published totals with the chart", async () => {
    server.use(recorder().on('get', '/dashboard/summary', () => HttpResponse.json({ dashboard: summary })));
    renderScreen(<Dashboard />, { path: '/dashboard' });
    const chart = await screen.findByRole('figure', { name: 'Published in the last 30 days' });
    expect(await within(chart).findByText('33 posts, 15 short videos and 0 daily quotes')).toBeInTheDocument();
    // The chart's own chunk arrives after the figures, with a legend of the three kinds.
    expect(await within(chart).findByText('Short videos', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('does not show a failed load as zeros', async () => {
    server.use(
      recorder().on('get', '/dashboard/summary', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    renderScreen(<Dashboard />, { path: '/dashboard' });
    expect(await screen.findByText('The dashboard could not be loaded.', {}, { timeout: 12_000 })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText(/^0 /)).not.toBeInTheDocument();
  }, 20_000);
});
