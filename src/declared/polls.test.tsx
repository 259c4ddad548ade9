import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../dataProvider';
import { entries } from '../dataProvider/entries';
import { en } from '../i18n/en';
import { firstScreen } from '../i18n/first-screen';
import { recorder, type Recorder, writes } from '../test/calls';
import { polls } from '../../server/test/fixtures/polls';
import { ADMIN, findToast, renderScreen, signIn } from '../test/render';
import { server } from '../test/server';
import { ListScreen } from './ListScreen';
import { settingsPageOf, withDeclaredSettingsPages } from './pages';
import { resourceConfigOf } from '../dataProvider/resourceConfig';
import { declaredTexts } from '../declaration/texts';

/**
 * README's "Add a resource" tutorial, app half: the Polls declaration alone gives the list, the dialog with its
 * rule, the status switch and the Settings page. Registered here as the generated index would register it.
 */
const render = () =>
  renderScreen(<ListScreen declarations={[polls]} />, {
    path: '/settings/polls',
    dataProvider: createDataProvider({ ...entries, polls: resourceConfigOf(polls) }),
    i18nProvider: polyglotI18nProvider(
      () => mergeTranslations(englishMessages, firstScreen, en, { app: { resources: declaredTexts([polls]) } }),
      'en',
      [],
      { allowMissing: true },
    ),
  });

const poll = (n: number, status = 'Active') => ({
  pollID: `p-${n}`,
  pollQuestion: `Question ${n}?`,
  pollStatus: status,
});

let rec: Recorder;

beforeEach(() => {
  signIn();
  rec = recorder();
  server.use(
    rec.on('get', '/polls/filter/:status', () =>
      HttpResponse.json({
        polls: { polls: [poll(1), poll(2, 'Inactive')], pagination: { totalPages: 1, totalRecords: 2 } },
      }),
    ),
  );
});

describe('Polls, declared and nothing else (app half of the tutorial)', () => {
  it('is a Settings page at /settings/polls with the tab Polls', () => {
    expect(settingsPageOf(polls)).toMatchObject({ path: '/settings/polls', tab: 'app.resources.polls.settings_tab' });
    const placed = settingsPageOf(polls);
    // Registered, its page follows the pages placed by hand; placed, it is not added twice.
    expect(withDeclaredSettingsPages([], [polls]).map(({ path, tab }) => ({ path, tab }))).toEqual([
      { path: '/settings/polls', tab: 'app.resources.polls.settings_tab' },
    ]);
    expect(withDeclaredSettingsPages([placed], [polls])).toEqual([placed]);
    expect(declaredTexts([polls]).polls).toMatchObject({ settings_tab: 'Polls' });
  });

  it('lists the rows of GET /polls/filter/All?page=1&limit=10 with the Question and Status columns', async () => {
    render();
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Question 1?')).toBeInTheDocument();
    expect(within(table).getByText('Question 2?')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Question', 'Status', 'Actions']);
    expect(screen.getByRole('status', { name: '2 Polls' })).toBeInTheDocument();
    expect(rec.calls).toEqual([
      {
        method: 'GET',
        path: '/polls/filter/All',
        search: 'page=1&limit=10',
        auth: `Bearer ${ADMIN.token}`,
        body: undefined,
      },
    ]);
  });

  it('searches the question: the search box sends search=', async () => {
    render();
    await screen.findByText('Question 1?');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search question' }), 'lunch');
    await waitFor(() => expect(rec.calls.at(-1)?.search).toBe('page=1&limit=10&search=lunch'), { timeout: 3000 });
  });

  it("refuses an empty question with the rule's message and sends nothing", async () => {
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Poll' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Poll' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Question is required')).toBeInTheDocument();
    expect(writes(rec)).toEqual([]);
  });

  it('creates a poll with POST /polls/create and the trimmed question', async () => {
    server.use(
      rec.on('post', '/polls/create', () =>
        HttpResponse.json({ message: 'Poll Added successfully', poll: poll(3) }, { status: 201 }),
      ),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Poll' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Poll' });
    await userEvent.type(within(dialog).getByLabelText('Question'), ' Tea or coffee? ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await findToast('Poll Added successfully')).toBeInTheDocument();
    expect(writes(rec).map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/polls/create', body: { pollQuestion: 'Tea or coffee?' } },
    ]);
  });

  it("the toggle sends PUT /polls/status/{id} with { pollStatus } and says 'Poll is Inactive'", async () => {
    server.use(rec.on('put', '/polls/status/:id', () => HttpResponse.json({ message: 'Poll is Inactive' })));
    render();
    const toggle = await screen.findByRole('switch', { name: 'Question 1? status' });
    expect(toggle).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Question 2? status' })).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await findToast('Poll is Inactive')).toBeInTheDocument();
    expect(rec.calls.filter((call) => call.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/polls/status/p-1',
        search: '',
        auth: `Bearer ${ADMIN.token}`,
        body: { pollStatus: 'Inactive', expected: { 'p-1': 'Active' } },
      },
    ]);
  });
});
