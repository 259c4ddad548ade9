import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ads } from '#contract/resources/ads';
import { novelCategories, postCategories, shortCategories } from '#contract/resources/categories';
import { languages } from '#contract/resources/languages';
import { reporterTickets } from '#contract/resources/reporter-tickets';
import { recorder } from '../test/calls';
import { quote, renderMediaSections, serveQuotes, serveShorts, short } from '../test/media-content';
import { post, renderPosts, servePosts } from '../test/posts';
import { renderScreen, signIn } from '../test/render';
import { renderReporters, reporter, serveReporters } from '../test/reporters';
import { api, server } from '../test/server';
import { ListScreen } from './ListScreen';

/**
 * Spec section 3's status fields, fed to the screens with the spec's own values (not the declarations' or our
 * server's), so that a screen that drifts from the spec's wire values shows up here: the declared resources' first,
 * then the hand-written sections' (reporters and the three content kinds).
 */
describe("section 3's status values, as the spec writes them", () => {
  beforeEach(signIn);

  const categoryKinds = [
    { field: 'postCategory', list: 'postCategories', prefix: '/post/category', kind: 'news', tab: 'News' },
    {
      field: 'shortCategory',
      list: 'shortCategories',
      prefix: '/shorts/category',
      kind: 'short-videos',
      tab: 'Short Videos',
    },
    { field: 'novelCategory', list: 'novelCategories', prefix: '/novel/category', kind: 'novels', tab: 'Novels' },
  ];

  it.each(categoryKinds)('the $field status Active and Inactive show as the switch on and off', async (kind) => {
    const rows = ['Active', 'Inactive'].map((status) => ({
      [`${kind.field}ID`]: `${kind.field}-${status}`,
      [`${kind.field}Name`]: `${status} one`,
      [`${kind.field}Status`]: status,
    }));
    server.use(
      http.get(api(`${kind.prefix}/filter/:status`), () =>
        HttpResponse.json({
          [kind.list]: {
            [kind.list]: rows,
            pagination: { totalPages: 1, totalRecords: 2 },
          },
        }),
      ),
    );
    renderScreen(<ListScreen declarations={[postCategories, shortCategories, novelCategories]} />, {
      path: `/settings/categories?filter=${encodeURIComponent(JSON.stringify({ kind: kind.kind }))}`,
    });
    expect(await screen.findByRole('switch', { name: 'Active one status' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Inactive one status' })).not.toBeChecked();
    expect(screen.getByRole('tab', { name: kind.tab })).toHaveAttribute('aria-selected', 'true');
  });

  it('languageStatus Active and Inactive show under their tabs as the switch on and off', async () => {
    const language = (status: string) => ({
      languageID: status,
      languageName: `${status} one`,
      languageStatus: status,
    });
    server.use(
      http.get(api('/language/get'), () =>
        HttpResponse.json({
          languageData: { activeLanguages: [language('Active')], inActiveLanguages: [language('Inactive')] },
        }),
      ),
    );
    renderScreen(<ListScreen declarations={[languages]} />, { path: '/settings/languages' });
    expect(await screen.findByRole('switch', { name: 'Active one status' })).toBeChecked();
    await userEvent.click(screen.getByRole('tab', { name: 'Inactive Languages' }));
    expect(await screen.findByRole('switch', { name: 'Inactive one status' })).not.toBeChecked();
  });

  it('adStatus Active and Inactive show as the switch on and off', async () => {
    const ad = (status: string) => ({
      adsID: status,
      adsTitle: `${status} one`,
      adsImageURL: null,
      adsThumbnailURL: null,
      startDateTime: '2030-01-02T10:30:00.000Z',
      expiryDateTime: '2030-02-03T18:00:00.000Z',
      adStatus: status,
      updatedAt: '2029-01-01T00:00:00.000Z',
    });
    server.use(
      http.get(api('/ads/filter/:status'), () =>
        HttpResponse.json({
          ads: {
            ads: [ad('Active'), ad('Inactive')],
            totalPages: 1,
            totalRecords: 2,
            pagination: { totalPages: 1, totalRecords: 2, currentPage: 1, limit: 15 },
          },
        }),
      ),
    );
    renderScreen(<ListScreen declarations={[ads]} />, { path: '/settings/add-management' });
    expect(await screen.findByRole('switch', { name: 'Active one status' }, { timeout: 5000 })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Inactive one status' })).not.toBeChecked();
  });

  it('reporterTicketStatus in progress, underReview and resolved show in their groups with their moves', async () => {
    const ticket = (status: string, n: number) => ({
      reporterTicketID: `t-${n}`,
      description: `Ticket ${n}`,
      ticketImageURL: null,
      reporterTicketStatus: status,
      roleID: { roleID: `r-${n}`, profilePic: null, firstName: 'Asha', lastName: `Rao ${n}` },
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    });
    server.use(
      http.get(api('/reporter/tickets/get'), () =>
        HttpResponse.json({
          reporterTicketsList: {
            inProgressTickets: [ticket('in progress', 1)],
            underReviewTickets: [ticket('underReview', 2)],
            resolvedTickets: [ticket('resolved', 3)],
          },
        }),
      ),
    );
    renderScreen(<ListScreen declarations={[reporterTickets]} />, { path: '/settings/reporter-tickets' });
    const card = (group: string, name: string) =>
      within(screen.getByRole('region', { name: group })).getByRole('article', { name });
    await screen.findByRole('article', { name: 'Asha Rao 1' });
    const buttons = (article: HTMLElement) =>
      within(article)
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(buttons(card('In Progress', 'Asha Rao 1'))).toEqual(['Review', 'Resolve']);
    expect(buttons(card('Under Review', 'Asha Rao 2'))).toEqual(['Resolve']);
    expect(buttons(card('Resolved', 'Asha Rao 3'))).toEqual([]);
    expect(within(card('Resolved', 'Asha Rao 3')).getByText('Closed')).toBeInTheDocument();
  });
});

describe("section 3's status values of the hand-written sections, as the spec writes them", () => {
  beforeEach(signIn);

  const row = (name: string) => screen.getByText(name).closest('tr')!;

  it('reporter status Pending, Active, Inactive and Trash: each in its tab with its actions', async () => {
    const rec = recorder();
    serveReporters(
      rec,
      ['Pending', 'Active', 'Inactive', 'Trash'].map((status, i) => reporter(i + 1, { status, firstName: status })),
    );
    const tabs = [
      { path: '/reporters/new-reporter', name: 'Pending', actions: ['Approve', 'Reject'], toggle: undefined },
      { path: '/reporters/reporter', name: 'Active', actions: ['Edit Active Last2'], toggle: true },
      { path: '/reporters/inactive-reporter', name: 'Inactive', actions: [], toggle: false },
      { path: '/reporters/trash-reporter', name: 'Trash', actions: [], toggle: undefined },
    ];
    for (const tab of tabs) {
      const { unmount } = renderReporters(tab.path);
      await screen.findByText(tab.name, { selector: 'td, td *' }, { timeout: 5000 });
      const cells = within(row(tab.name));
      for (const action of tab.actions) expect(cells.getByRole('button', { name: action })).toBeInTheDocument();
      const toggle = cells.queryByRole('switch');
      expect(toggle === null ? undefined : (toggle as HTMLInputElement).checked).toBe(tab.toggle);
      unmount();
    }
  });

  const past = '2025-01-02T10:30:00.000Z';
  const ahead = '2030-01-02T10:30:00.000Z';
  /** A record as the spec's API sends it: its status and time, no `isScheduled` (our server's addition). */
  const wire = ({ isScheduled: _ours, ...record }: Record<string, unknown>) => record;
  const contentKinds = [
    {
      field: 'postStatus',
      noun: 'Post',
      open: /^View Title1/,
      tabs: {
        Pending: '/posts/new-post',
        Published: '/posts/post',
        Schedule: '/posts/schedule-post',
        Rejected: '/posts/trash',
      },
      serve: (status: string, record: Record<string, unknown>) =>
        servePosts(recorder(), { [status]: [record as ReturnType<typeof post>] }),
      item: (postStatus: string, postedOn: string) => wire(post(1, { postStatus, postedOn })),
      render: renderPosts,
    },
    {
      field: 'shortStatus',
      noun: 'Video',
      open: /^Open Sports video,/,
      tabs: {
        Pending: '/short-video/pending',
        Published: '/short-video/published',
        Schedule: '/short-video/scheduled',
        Rejected: '/short-video/rejected',
      },
      serve: (status: string, record: Record<string, unknown>) => serveShorts(recorder(), { [status]: [record] }),
      item: (shortStatus: string, shortPostedOn: string) => wire(short(1, { shortStatus, shortPostedOn })),
      render: renderMediaSections,
    },
    {
      field: 'dailyQuoteStatus',
      noun: 'Quote',
      open: /^Daily quote,/,
      tabs: {
        Pending: '/daily-quotes/pending',
        Published: '/daily-quotes/published',
        Schedule: '/daily-quotes/scheduled',
        Rejected: '/daily-quotes/rejected',
      },
      serve: (status: string, record: Record<string, unknown>) => serveQuotes(recorder(), { [status]: [record] }),
      item: (dailyQuoteStatus: string, scheduledDate: string) => wire(quote(1, { dailyQuoteStatus, scheduledDate })),
      render: renderMediaSections,
    },
  ];

  it.each(contentKinds)(
    '$field Pending, Published (past and ahead) and Rejected: titled by their state, with its actions',
    async (kind) => {
      const states = [
        {
          list: 'Pending',
          status: 'Pending',
          time: ahead,
          title: 'Pending',
          shown: ['Publish', 'Reject'],
          hidden: ['Delete'],
        },
        {
          list: 'Published',
          status: 'Published',
          time: past,
          title: 'Published',
          shown: ['Delete'],
          hidden: ['Publish', 'Reject'],
        },
        {
          list: 'Schedule',
          status: 'Published',
          time: ahead,
          title: 'Scheduled',
          shown: [],
          hidden: ['Publish', 'Reject'],
        },
        {
          list: 'Rejected',
          status: 'Rejected',
          time: past,
          title: 'Trash',
          shown: [],
          hidden: ['Edit', 'Delete', 'Publish', 'Reject'],
        },
      ] as const;
      for (const state of states) {
        kind.serve(state.list, kind.item(state.status, state.time));
        const { unmount } = kind.render(kind.tabs[state.list]);
        await userEvent.click(await screen.findByRole('button', { name: kind.open }, { timeout: 5000 }));
        const dialog = await screen.findByRole('dialog');
        expect(within(dialog).getByRole('heading', { name: `${state.title} ${kind.noun}` })).toBeInTheDocument();
        for (const name of state.shown) expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
        for (const name of state.hidden) expect(within(dialog).queryByRole('button', { name })).toBeNull();
        unmount();
      }
    },
  );
});
