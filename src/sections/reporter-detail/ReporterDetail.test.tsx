import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { Routes } from 'react-router-dom';
import { App } from '../../App';
import { session } from '../../dataProvider/session';
import { recorder, type Recorder } from '../../test/calls';
import { ADMIN, currentLocation, findToast, renderScreen, signIn } from '../../test/render';
import { api, server } from '../../test/server';
import { reportersSection } from '../reporters/section';
import { sections } from '../../appSections';
import { startingWith } from '../../test/names';

const AUTH = `Bearer ${ADMIN.token}`;
const MEDIA = 'http://localhost/media';

/** A local time as the server sends it (ISO, UTC), so the expected text does not depend on the test's time zone. */
const at = (month: number, day: number, hour: number, minute: number) =>
  new Date(2025, month - 1, day, hour, minute).toISOString();

const reporter = {
  roleID: 'r-1',
  firstName: 'Aarav',
  middleName: 'Kumar',
  lastName: 'Sharma',
  mobileNumber: '9810000000',
  email: 'aarav.sharma@newsroom.example',
  role: 'Reporter',
  status: 'Active',
  publishedPostCount: 8,
  trashedPostCount: 1,
};

const post = (n: number, status = 'Published', extra: Record<string, unknown> = {}) => ({
  postID: `p-${n}`,
  postTitle: `${status} post ${n}`,
  postDescription: `What happened in story ${n}.`,
  postLocationDetails: 'Pune',
  postCategory: { postCategoryID: 'c-1', postCategoryName: 'Sports' },
  postLanguage: { languageID: 'l-1', languageName: 'Hindi' },
  postedOn: at(3, 5, 14, 30),
  postImageURL: `${MEDIA}/posts/p-${n}.jpg`,
  postThumbnailURL: `${MEDIA}/posts/p-${n}-thumb.webp`,
  postStatus: status,
  isScheduled: false,
  ...extra,
});

const short = (n: number, status = 'Published', extra: Record<string, unknown> = {}) => ({
  shortID: `s-${n}`,
  shortVideoURL: `${MEDIA}/shorts/s-${n}.mp4`,
  shortPosterURL: `${MEDIA}/shorts/s-${n}-poster.webp`,
  shortDurationSeconds: 42,
  shortCategory: { shortCategoryID: 'sc-1', shortCategoryName: `Comedy ${n}` },
  shortPostedOn: at(4, 1, 9, 5),
  shortStatus: status,
  isScheduled: false,
  ...extra,
});

const quote = (n: number, status = 'Published', extra: Record<string, unknown> = {}) => ({
  dailyQuoteID: `q-${n}`,
  dailyQuoteMediaURL: `${MEDIA}/quotes/q-${n}.png`,
  dailyQuoteThumbnailURL: `${MEDIA}/quotes/q-${n}-thumb.webp`,
  dailyQuotePublishDate: at(6, 1, 8, 0),
  scheduledDate: at(6, 2 + n, 7, 45),
  dailyQuoteStatus: status,
  isScheduled: false,
  ...extra,
});

const range = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

let rec: Recorder;

/** Answers the reporter and the three content calls; each group can be replaced per test. */
const answer = ({
  posts = { published: range(8).map((n) => post(n)), pending: [post(20, 'Pending')], rejected: [] as object[] },
  shorts = { published: [short(1)], pending: [], rejected: [] as object[] },
  quotes = { published: [], pending: [quote(1, 'Pending')], rejected: [] as object[] },
  who = reporter,
}: {
  posts?: Record<'published' | 'pending' | 'rejected', object[]>;
  shorts?: Record<'published' | 'pending' | 'rejected', object[]>;
  quotes?: Record<'published' | 'pending' | 'rejected', object[]>;
  who?: typeof reporter;
} = {}) =>
  server.use(
    rec.on('get', '/reporter/get/:id', () => HttpResponse.json({ reporter: who })),
    rec.on('get', '/posts/reporter/:id', () =>
      HttpResponse.json({
        reporterPosts: {
          publishedReporterPosts: posts.published,
          pendingReporterPosts: posts.pending,
          rejectedReporterPosts: posts.rejected,
        },
      }),
    ),
    rec.on('get', '/shorts/reporter/:id', () =>
      HttpResponse.json({
        reporterShorts: {
          publishedReporterShorts: shorts.published,
          pendingReporterShorts: shorts.pending,
          rejectedReporterShorts: shorts.rejected,
        },
      }),
    ),
    rec.on('get', '/dailyQuotes/reporter/:id', () =>
      HttpResponse.json({
        reporterQuotes: {
          publishedReporterQuotes: quotes.published,
          pendingReporterQuotes: quotes.pending,
          rejectedReporterQuotes: quotes.rejected,
        },
      }),
    ),
  );

// The screens are lazy: load their code once up front so that no test's first findBy waits on a transform.
beforeAll(() => Promise.all([import('../../layout/AppLayout'), import('../../i18n/en'), import('.')]));

const renderDetail = (path = '/view-reporter/r-1/news') =>
  renderScreen(
    <Suspense>
      <Routes>{sections.reporterDetail.routes}</Routes>
    </Suspense>,
    { path, routes: { [reportersSection.paths.active]: <p>Reporters list</p> } },
  );

/** The card buttons of the open tab, by accessible name. */
/** The cards of the shown tab by their first text, the heading their name starts with. */
const cards = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('button')
    .filter((button) => button.getAttribute('aria-haspopup') === 'dialog')
    .map((button) => within(button).getAllByText(/./)[0].textContent);

const getCalls = () => rec.calls.filter((c) => c.method === 'GET').map((c) => `${c.path}${c.search && `?${c.search}`}`);

beforeEach(() => {
  signIn();
  rec = recorder();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('reporter detail: header', () => {
  it('shows the name, number and email from GET /reporter/get/{id} with the admin token', async () => {
    answer();
    renderDetail();
    // The first render loads the section's code.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aarav Kumar Sharma' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '9810000000' })).toHaveAttribute('href', 'tel:9810000000');
    expect(screen.getByRole('link', { name: 'aarav.sharma@newsroom.example' })).toHaveAttribute(
      'href',
      'mailto:aarav.sharma@newsroom.example',
    );
    await screen.findByRole('button', { name: startingWith('Published post 1') });
    expect(getCalls().sort()).toEqual(['/posts/reporter/r-1', '/reporter/get/r-1']);
    expect(rec.calls.every((c) => c.auth === AUTH)).toBe(true);
  });

  it('links Back to the stored list location, or to /reporters/reporter when none is stored', async () => {
    answer();
    const first = renderDetail();
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute('href', '/reporters/reporter');
    first.unmount();
    session.lastLocation.set('/reporters/trash-reporter?page=2');
    renderDetail();
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/reporters/trash-reporter?page=2',
    );
  });

  it('shows skeletons while the reporter and the cards load', async () => {
    server.use(
      rec.on('get', '/reporter/get/:id', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
      rec.on('get', '/posts/reporter/:id', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderDetail();
    const loading = await screen.findByRole('status', { name: 'Loading', busy: true });
    expect(loading.querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('reporter detail: status dropdown', () => {
  const options = async () => {
    await userEvent.click(await screen.findByRole('combobox', { name: 'Status' }));
    const names = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    await userEvent.keyboard('{Escape}');
    return names;
  };

  it('offers Active and Inactive when opened from a reporters list', async () => {
    session.viewLocation.set('list');
    answer({ who: { ...reporter, status: 'Inactive' } });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Aarav Kumar Sharma' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Inactive');
    expect(await options()).toEqual(['Active', 'Inactive']);
  });

  it('offers Active and Trash when opened from the trash list', async () => {
    session.viewLocation.set('trash');
    answer({ who: { ...reporter, status: 'Trash' } });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Aarav Kumar Sharma' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Trash');
    expect(await options()).toEqual(['Active', 'Trash']);
  });

  it("goes by the reporter's status when the page was not opened from a list", async () => {
    answer({ who: { ...reporter, status: 'Trash' } });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Aarav Kumar Sharma' });
    expect(await options()).toEqual(['Active', 'Trash']);
  });

  it("sends PUT /reporter/status/, toasts 'Reporter status updated successfully' and returns to /reporters/reporter", async () => {
    session.viewLocation.set('list');
    answer();
    server.use(
      rec.on('put', '/reporter/status/', () =>
        HttpResponse.json({ message: 'Reporter status updated successfully', updatedCount: 1 }),
      ),
    );
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Aarav Kumar Sharma' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
    expect(await findToast('Reporter status updated successfully')).toBeInTheDocument();
    expect(await screen.findByText('Reporters list')).toBeInTheDocument();
    expect(currentLocation()).toBe('/reporters/reporter');
    expect(rec.calls.filter((c) => c.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/reporter/status/',
        search: '',
        auth: AUTH,
        body: { roleIDs: 'r-1', status: 'Inactive', expected: { 'r-1': 'Active' } },
      },
    ]);
  });

  it('moves a trashed reporter back to Active from the trash list', async () => {
    session.viewLocation.set('trash');
    answer({ who: { ...reporter, status: 'Trash' } });
    server.use(rec.on('put', '/reporter/status/', () => HttpResponse.json({ message: 'ok', updatedCount: 1 })));
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Aarav Kumar Sharma' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Active' }));
    expect(await findToast('Reporter status updated successfully')).toBeInTheDocument();
    expect(currentLocation()).toBe('/reporters/reporter');
    expect(rec.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { roleIDs: 'r-1', status: 'Active', expected: { 'r-1': 'Trash' } },
    ]);
  });

  it("shows the server's message, or 'Error updating reporter status' when it cannot be reached, and stays", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    session.viewLocation.set('list');
    answer();
    server.use(
      rec.on('put', '/reporter/status/', () =>
        HttpResponse.json({ message: 'Pending reporters must be approved first' }, { status: 409 }),
      ),
    );
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Aarav Kumar Sharma' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
    expect(await findToast('Pending reporters must be approved first')).toBeInTheDocument();
    expect(currentLocation()).toBe('/view-reporter/r-1/news');

    server.use(rec.on('put', '/reporter/status/', () => HttpResponse.error()));
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
    expect(await findToast('Error updating reporter status', { timeout: 4000 })).toBeInTheDocument();
    expect(currentLocation()).toBe('/view-reporter/r-1/news');
  });
});

describe('reporter detail: tabs and cards', () => {
  it('shows the News, Short Videos and Daily Quotes route tabs and the Published, Pending and Trash sub-tabs', async () => {
    answer();
    renderDetail();
    await screen.findByRole('button', { name: startingWith('Published post 1') });
    const tabs = screen.getByRole('tablist', { name: 'Reporter content' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => [tab.textContent, tab.getAttribute('href'), tab.getAttribute('aria-selected')]),
    ).toEqual([
      ['News', '/view-reporter/r-1/news', 'true'],
      ['Short Videos', '/view-reporter/r-1/shortVideos', 'false'],
      ['Daily Quotes', '/view-reporter/r-1/dailyQuotes', 'false'],
    ]);
    const status = screen.getByRole('tablist', { name: 'News status' });
    expect(
      within(status)
        .getAllByRole('tab')
        .map((tab) => [tab.textContent, tab.getAttribute('aria-selected')]),
    ).toEqual([
      ['Published', 'true'],
      ['Pending', 'false'],
      ['Trash', 'false'],
    ]);
    expect(screen.getByRole('tabpanel', { name: 'Published' })).toBeInTheDocument();
  });

  it("shows only the tabs of the kinds the admin's roles open, opens the first of them, and asks for no other kind", async () => {
    answer();
    server.use(
      http.get(api('/me/permissions'), () =>
        HttpResponse.json({
          roles: ['Quotes desk'],
          permissions: [
            { resource: 'reporters', actions: ['list', 'read'] },
            { resource: 'dailyQuotes', actions: ['list', 'read'] },
          ],
        }),
      ),
    );
    renderDetail('/view-reporter/r-1');
    const tabs = await screen.findByRole('tablist', { name: 'Reporter content' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Daily Quotes']);
    await waitFor(() => expect(currentLocation()).toBe('/view-reporter/r-1/dailyQuotes'));
    await screen.findByRole('tablist', { name: 'Daily Quotes status' });
    expect(getCalls().filter((call) => /\/(posts|shorts)\//.test(call))).toEqual([]);
  });

  it('shows 3 cards first; Show More adds 3 until all are shown, Show Less goes back to 3', async () => {
    answer();
    renderDetail();
    await screen.findByRole('button', { name: startingWith('Published post 1') });
    expect(cards()).toEqual(['Published post 1', 'Published post 2', 'Published post 3']);
    expect(screen.queryByRole('button', { name: 'Show Less' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(cards()).toHaveLength(6);
    expect(screen.getByRole('button', { name: startingWith('Published post 4') })).toHaveFocus();
    expect(currentLocation()).toBe('/view-reporter/r-1/news?shown=6');
    expect(screen.getByRole('button', { name: 'Show Less' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(cards()).toEqual(range(8).map((n) => `Published post ${n}`));
    expect(screen.queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(cards()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show Less' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show More' })).toHaveFocus();
    expect(currentLocation()).toBe('/view-reporter/r-1/news');
    // Paging happens in the app: one call for the whole group.
    expect(getCalls().filter((path) => path.startsWith('/posts'))).toEqual(['/posts/reporter/r-1']);
  });

  it('shows neither button with 3 cards or fewer', async () => {
    answer({ posts: { published: range(3).map((n) => post(n)), pending: [], rejected: [] } });
    renderDetail();
    await screen.findByRole('button', { name: startingWith('Published post 3') });
    expect(screen.queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show Less' })).not.toBeInTheDocument();
  });

  it('switches sub-tabs through the URL, starting again at 3 cards, and a reload keeps tab and count', async () => {
    answer({
      posts: {
        published: range(5).map((n) => post(n)),
        pending: [post(20, 'Pending')],
        rejected: range(7).map((n) => post(30 + n, 'Rejected')),
      },
    });
    const first = renderDetail();
    await screen.findByRole('button', { name: startingWith('Published post 1') });
    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(await screen.findByRole('button', { name: startingWith('Pending post 20') })).toBeInTheDocument();
    expect(currentLocation()).toBe('/view-reporter/r-1/news?tab=pending');
    await userEvent.click(screen.getByRole('tab', { name: 'Trash' }));
    expect(await screen.findByRole('button', { name: startingWith('Rejected post 31') })).toBeInTheDocument();
    expect(cards()).toHaveLength(3);
    expect(currentLocation()).toBe('/view-reporter/r-1/news?tab=trash');
    first.unmount();

    renderDetail('/view-reporter/r-1/news?tab=trash&shown=6');
    await screen.findByRole('button', { name: startingWith('Rejected post 31') });
    expect(screen.getByRole('tab', { name: 'Trash' })).toHaveAttribute('aria-selected', 'true');
    expect(cards()).toHaveLength(6);
  });

  it.each([
    ['news', 'News', 'No news available.'],
    ['shortVideos', 'Short Videos', 'No Short Videos available.'],
    ['dailyQuotes', 'Daily Quotes', 'No Daily Quotes available.'],
  ])('/%s shows its empty message in every sub-tab', async (path, tab, empty) => {
    const none = { published: [], pending: [], rejected: [] };
    answer({ posts: none, shorts: none, quotes: none });
    renderDetail(`/view-reporter/r-1/${path}`);
    expect(await screen.findByText(empty)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    for (const status of ['Pending', 'Trash']) {
      await userEvent.click(screen.getByRole('tab', { name: status }));
      await waitFor(() => expect(screen.getByRole('tab', { name: status })).toHaveAttribute('aria-selected', 'true'));
      expect(await screen.findByText(empty)).toBeInTheDocument();
    }
  });

  it('follows the route tabs to short videos and daily quotes, each from its own call', async () => {
    answer();
    renderDetail();
    await screen.findByRole('button', { name: startingWith('Published post 1') });
    await userEvent.click(screen.getByRole('tab', { name: 'Short Videos' }));
    expect(await screen.findByRole('button', { name: `Open Comedy 1 video, 2025-04-01 09:05` })).toBeInTheDocument();
    expect(currentLocation()).toBe('/view-reporter/r-1/shortVideos');
    await userEvent.click(screen.getByRole('tab', { name: 'Daily Quotes' }));
    expect(await screen.findByText('No Daily Quotes available.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(
      await screen.findByRole('button', { name: startingWith('Daily quote, 2025-06-03 07:45') }),
    ).toBeInTheDocument();
    // One call answers the three sub-tabs of a tab (the data provider reuses it; any write asks again).
    expect(getCalls().filter((path) => !path.startsWith('/reporter/'))).toEqual([
      '/posts/reporter/r-1',
      '/shorts/reporter/r-1',
      '/dailyQuotes/reporter/r-1',
    ]);
  });
});

describe('reporter detail: the card modal', () => {
  /** The lookups the post modal's category and language fields make. */
  const answerLookups = () =>
    server.use(
      rec.on('get', '/post/category/filter/:status', () =>
        HttpResponse.json({
          postCategories: {
            postCategories: [{ postCategoryID: 'c-1', postCategoryName: 'Sports', postCategoryStatus: 'Active' }],
            pagination: { totalPages: 1, totalRecords: 1 },
          },
        }),
      ),
      rec.on('get', '/language/get', () =>
        HttpResponse.json({
          languageData: {
            activeLanguages: [{ languageID: 'l-1', languageName: 'Hindi', languageStatus: 'Active' }],
            inActiveLanguages: [],
          },
        }),
      ),
    );

  it("a post opens the Posts section's modal: image and fields, no Edit for a published post; keyboard opens it", async () => {
    answer();
    answerLookups();
    renderDetail();
    const card = await screen.findByRole('button', { name: startingWith('Published post 1') });
    expect(within(card).getByText('Sports · Hindi')).toBeInTheDocument();
    expect(within(card).getByText('Posted On: 2025-03-05 14:30')).toBeInTheDocument();
    card.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Published Post' });
    expect(within(dialog).getByRole('img', { name: startingWith('Published post 1') })).toHaveAttribute(
      'src',
      `${MEDIA}/posts/p-1.jpg`,
    );
    expect(within(dialog).getByRole('textbox', { name: 'News Title' })).toHaveValue('Published post 1');
    expect(within(dialog).getByRole('textbox', { name: 'News Description' })).toHaveValue('What happened in story 1.');
    expect(within(dialog).getByRole('textbox', { name: 'Location' })).toBeDisabled();
    expect(await within(dialog).findByText('Sports')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a pending post can be published from the reporter page, which then reloads its cards', async () => {
    answer();
    answerLookups();
    server.use(
      rec.on('put', '/posts/status/', () => HttpResponse.json({ message: 'Post status updated successfully' })),
    );
    renderDetail();
    await screen.findByRole('button', { name: startingWith('Published post 1') });
    await userEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    await userEvent.click(await screen.findByRole('button', { name: startingWith('Pending post 20') }));
    const dialog = await screen.findByRole('dialog', { name: 'Pending Post' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await findToast('Post status updated successfully')).toBeInTheDocument();
    expect(rec.calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({
        path: '/posts/status/',
        body: { postIDs: 'p-20', postStatus: 'Published', expected: { 'p-20': 'Pending' } },
      }),
    ]);
    await waitFor(() => expect(getCalls().filter((path) => path === '/posts/reporter/r-1')).toHaveLength(2));
  });

  it('a scheduled post is titled Scheduled Post; a rejected one Trash Post, without edit or delete', async () => {
    answer({
      posts: {
        published: [post(1, 'Published', { isScheduled: true, postedOn: at(12, 31, 23, 59) })],
        pending: [],
        rejected: [post(2, 'Rejected', { postImageURL: null, postThumbnailURL: null })],
      },
    });
    answerLookups();
    renderDetail();
    const card = await screen.findByRole('button', { name: startingWith('Published post 1') });
    expect(within(card).getByText('Scheduled')).toBeInTheDocument();
    await userEvent.click(card);
    const dialog = await screen.findByRole('dialog', { name: 'Scheduled Post' });
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Trash' }));
    await userEvent.click(await screen.findByRole('button', { name: startingWith('Rejected post 2') }));
    const trash = await screen.findByRole('dialog', { name: 'Trash Post' });
    for (const name of ['Edit', 'Delete', 'Publish', 'Reject'])
      expect(within(trash).queryByRole('button', { name })).toBeNull();
  });

  it("a short video opens the Short Video section's modal: its video, category and time; Publish from Pending", async () => {
    answer({
      shorts: { published: [short(1)], pending: [short(2, 'Pending', { shortVideoURL: null })], rejected: [] },
    });
    server.use(
      rec.on('get', '/shorts/category/filter/:status', () =>
        HttpResponse.json({
          shortCategories: {
            shortCategories: [
              { shortCategoryID: 'sc-1', shortCategoryName: 'Comedy 1', shortCategoryStatus: 'Active' },
            ],
            pagination: { totalPages: 1, totalRecords: 1 },
          },
        }),
      ),
      rec.on('put', '/shorts/status/:id', () =>
        HttpResponse.json({ message: 'Short Video status Updated successfully', updatedCount: 1 }),
      ),
    );
    renderDetail('/view-reporter/r-1/shortVideos');
    const open = await screen.findByRole('button', { name: 'Open Comedy 1 video, 2025-04-01 09:05' });
    // The Short Video section's card: its video plays in place, nothing fetched before it is played.
    const card = open.closest('.MuiCard-root') as HTMLElement;
    expect(card.querySelector('video')).toHaveAttribute('preload', 'none');
    expect(within(card).getByText('Duration: 0:42')).toBeInTheDocument();
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Published Video' });
    const video = dialog.querySelector('video')!;
    expect(video).toHaveAttribute('src', `${MEDIA}/shorts/s-1.mp4`);
    expect(video).toHaveAttribute('poster', `${MEDIA}/shorts/s-1-poster.webp`);
    expect(video).toHaveAttribute('controls');
    expect(await within(dialog).findByRole('combobox', { name: 'Category' })).toHaveTextContent('Comedy 1');
    expect(within(dialog).getByLabelText('Start Date and Time')).toHaveValue('2025-04-01 09:05');
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Open Comedy 2 video, 2025-04-01 09:05' }));
    const pending = await screen.findByRole('dialog', { name: 'Pending Video' });
    expect(within(pending).getByText('No video available')).toBeInTheDocument();
    await userEvent.click(within(pending).getByRole('button', { name: 'Publish' }));
    expect(await findToast('Short Video status Updated successfully')).toBeInTheDocument();
    expect(rec.calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({
        path: '/shorts/status/s-2',
        body: { shortStatus: 'Published', expected: { 's-2': 'Pending' } },
      }),
    ]);
    await waitFor(() => expect(getCalls().filter((path) => path === '/shorts/reporter/r-1')).toHaveLength(2));
  });

  it("a daily quote opens the Daily Quotes section's modal: its full image and both dates", async () => {
    answer();
    renderDetail('/view-reporter/r-1/dailyQuotes?tab=pending');
    const card = await screen.findByRole('button', { name: startingWith('Daily quote, 2025-06-03 07:45') });
    expect(within(card).getByText('Scheduled Date: 2025-06-03 07:45')).toBeInTheDocument();
    await userEvent.click(card);
    const dialog = await screen.findByRole('dialog', { name: 'Pending Quote' });
    expect(within(dialog).getByRole('img', { name: 'Daily quote' })).toHaveAttribute('src', `${MEDIA}/quotes/q-1.png`);
    expect(within(dialog).getByLabelText('Posted Date')).toHaveValue('2025-06-01');
    expect(within(dialog).getByLabelText('Scheduled Date')).toHaveValue('2025-06-03 07:45');
    for (const name of ['Edit', 'Publish', 'Reject'])
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
  });
});

describe('reporter detail: route', () => {
  it('/view-reporter/{id} opens the News tab inside the app layout', async () => {
    answer();
    server.use(rec.on('get', '/admin/:id', () => HttpResponse.json({ admin: { roleID: ADMIN.id, profilePic: null } })));
    window.history.pushState({}, '', '/view-reporter/r-1');
    render(<App />);
    expect(
      await screen.findByRole('button', { name: startingWith('Published post 1') }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/view-reporter/r-1/news');
    window.history.pushState({}, '', '/');
  });
});
