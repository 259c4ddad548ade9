import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ads } from '#contract/resources/ads';
import { novelCategories, postCategories, shortCategories } from '#contract/resources/categories';
import { languages } from '#contract/resources/languages';
import { reporterTickets } from '#contract/resources/reporter-tickets';
import { renderScreen, signIn } from '../test/render';
import { api, server } from '../test/server';
import { ListScreen } from './ListScreen';

/**
 * Spec section 3's status fields of the declared resources, fed to the screens with the spec's own values (not the
 * declarations'), so that a declaration that drifts from the spec's wire values shows up here.
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
