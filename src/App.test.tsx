import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { declaredResources } from '#contract/resources/index';
import { App, preloadRoute } from './App';
import { recorder, type Recorder, writes } from './test/calls';
import { ADMIN, findToast, signIn } from './test/render';
import { api, server } from './test/server';
import { stubObjectUrls } from './test/objectUrl';
import { mockViewport } from './test/viewport';
import { listCalls as postListCalls, post, servePosts } from './test/posts';
import { listCalls as mediaListCalls, serveShorts, short } from './test/media-content';

const AUTH = `Bearer ${ADMIN.token}`;
let rec: Recorder;

const renderAppAt = (path: string) => {
  window.history.pushState({}, '', path);
  return render(<App />);
};

const mainMenu = () => screen.getByRole('navigation', { name: 'Main' });
const menuItem = (name: string) => within(mainMenu()).getByRole('menuitem', { name });

const sidebar = [
  ['Dashboard', '/dashboard'],
  ['Reporter', '/reporters/new-reporter'],
  ['Post', '/posts/new-post'],
  ['Short Video', '/short-video/published'],
  ['Novels', '/novels/active'],
  ['Daily Quotes', '/daily-quotes/published'],
  ['Magazines', '/magazines/active'],
  ['Jobs', '/jobs/active'],
  ['Settings', '/settings/categories'],
] as const;

// The screens are lazy: load their code once up front so that no test's first findBy waits on a transform.
beforeAll(() =>
  Promise.all([
    import('./layout/AppLayout'),
    import('./i18n/en'),
    import('./sections/dashboard'),
    import('./routing/SectionLayout'),
    import('./declared'),
  ]),
);

/** The dashboard's one call, answered for every test that opens /dashboard. */
const dashboardSummary = {
  newReporters: 2,
  pendingPosts: 0,
  pendingShorts: 0,
  pendingQuotes: 0,
  ticketsInProgress: 0,
  ticketsUnderReview: 0,
  openTickets: 0,
  runningAds: 0,
  adsEndingSoon: 0,
  magazinesExpiringSoon: 0,
  jobsExpiringSoon: 0,
  soonDays: 7,
  published: [],
  generatedAt: '2026-11-30T09:00:00.000Z',
};

beforeEach(() => {
  rec = recorder();
  server.use(
    http.get(api('/dashboard/summary'), () => HttpResponse.json({ dashboard: dashboardSummary })),
    http.get(api('/reporter/tickets/get'), () =>
      HttpResponse.json({
        reporterTicketsList: { inProgressTickets: [], underReviewTickets: [], resolvedTickets: [] },
      }),
    ),
    rec.on('get', '/admin/:id', ({ params }) =>
      HttpResponse.json({ admin: { roleID: params.id, profilePic: '/files/admin.png' } }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.pushState({}, '', '/');
});

describe('routing', () => {
  it.each(['/no-such-page', '/reporters/no-such-tab', '/settings/categories/extra'])(
    '%s shows Page Not Found',
    async (path) => {
      signIn();
      renderAppAt(path);
      expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
      expect(
        screen.getByText('Sorry, the page you are looking for does not exist or has been moved.'),
      ).toBeInTheDocument();
    },
  );

  it('/dashboard without a session goes to the login page at /', async () => {
    renderAppAt('/dashboard');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('/dashboard with a session shows the dashboard inside the layout', async () => {
    signIn();
    renderAppAt('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '2 New Reporters' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('a section root goes to its first child', async () => {
    signIn();
    renderAppAt('/jobs');
    // The section's own code loads first (its tabs are named after the section).
    expect(await screen.findByRole('tablist', { name: 'Jobs' }, { timeout: 10_000 })).toBeInTheDocument();
    // The redirect is a navigation, which the router renders as a transition: it may land after the tabs paint.
    await waitFor(() => expect(window.location.pathname).toBe('/jobs/active'));
  });
});

describe('top bar', () => {
  it('names the loading indicator it shows while a call runs (axe: a progressbar needs a name)', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(api('/dashboard/summary'), async () => {
        await answered;
        return HttpResponse.json({ dashboard: dashboardSummary });
      }),
    );
    signIn();
    renderAppAt('/dashboard');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    answer();
    await waitFor(() => expect(within(banner).queryByRole('progressbar')).not.toBeInTheDocument());
  });
});

describe('a server whose database is down', () => {
  it('shows one banner, asks again by itself, and shows the screen once the database answers', async () => {
    let refusals = 2;
    const unavailable = () =>
      HttpResponse.json(
        { message: 'The database is unavailable; try again shortly' },
        { status: 503, headers: { 'Retry-After': '1' } },
      );
    server.use(
      rec.on('get', '/dashboard/summary', () =>
        refusals-- > 0 ? unavailable() : HttpResponse.json({ dashboard: dashboardSummary }),
      ),
      http.get(api('/ready'), () => (refusals > 0 ? unavailable() : HttpResponse.json({ status: 'ok' }))),
    );
    signIn();
    renderAppAt('/dashboard');
    const bannerText = "Cannot reach the server's database. Retrying...";
    const banners = () => screen.queryAllByRole('status').filter((status) => status.textContent === bannerText);
    await waitFor(() => expect(banners()).toHaveLength(1), { timeout: 5000 });
    expect(await screen.findByRole('link', { name: '2 New Reporters' }, { timeout: 8000 })).toBeInTheDocument();
    expect(banners()).toHaveLength(0);
    // Two refusals, then the answer: the dashboard asked three times and never showed a failed state.
    expect(rec.calls.filter((call) => call.path === '/dashboard/summary')).toHaveLength(3);
  });
});

describe('list prefetch', () => {
  it("asks for the page of a Posts tab's list while the screens load, and the list takes that answer", async () => {
    servePosts(rec, { Published: [post(1, { postStatus: 'Published' })] }, { total: 40 });
    signIn();
    window.history.pushState({}, '', '/posts/post?page=2');
    void preloadRoute(window.location);
    await waitFor(() => expect(postListCalls(rec, 'Published')).toEqual(['page=2&limit=15']));
    render(<App />);
    expect(await screen.findByRole('status', { name: '40 Published Posts' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(postListCalls(rec, 'Published')).toEqual(['page=2&limit=15']);
  });

  it("on a section's root asks for its first tab's page, which the tab takes after the redirect", async () => {
    serveShorts(rec, { Published: [short(1)] }, { total: 3 });
    signIn();
    window.history.pushState({}, '', '/short-video');
    void preloadRoute(window.location);
    await waitFor(() => expect(mediaListCalls(rec, '/shorts', 'Published')).toEqual(['page=1&limit=10']));
    render(<App />);
    expect(await screen.findByRole('status', { name: '3 Published Videos' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/short-video/published');
    expect(mediaListCalls(rec, '/shorts', 'Published')).toEqual(['page=1&limit=10']);
  });
});

describe('list prefetch of Settings pages', () => {
  const shortCategoryCalls = () =>
    rec.calls
      .filter((call) => call.path.startsWith('/shorts/category/filter/'))
      .map((call) => `${call.path}?${call.search}`);

  it('asks for the list of the kind the address names while the screens load, and the list takes that answer', async () => {
    server.use(
      rec.on('get', '/shorts/category/filter/:status', () =>
        HttpResponse.json({
          shortCategories: {
            shortCategories: [{ shortCategoryID: 's-1', shortCategoryName: 'Cricket', shortCategoryStatus: 'Active' }],
            pagination: { totalPages: 1, totalRecords: 1 },
          },
        }),
      ),
    );
    signIn();
    const filter = encodeURIComponent(JSON.stringify({ kind: 'short-videos', status: 'Active' }));
    window.history.pushState({}, '', `/settings/categories?filter=${filter}`);
    void preloadRoute(window.location);
    await waitFor(() => expect(shortCategoryCalls()).toEqual(['/shorts/category/filter/Active?page=1&limit=10']));
    render(<App />);
    expect(await screen.findByText('Cricket', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(shortCategoryCalls()).toEqual(['/shorts/category/filter/Active?page=1&limit=10']);
    // Only the kind on screen: not the page's first kind (news).
    expect(rec.calls.filter((call) => call.path.startsWith('/post/category/'))).toEqual([]);
  });
});

describe('settings', () => {
  /** The tabs in the order appSections.ts places them: section 2's, then the account and history pages. */
  const placed = [
    ['Categories', '/settings/categories', 'false'],
    ['Reporter tickets', '/settings/reporter-tickets', 'true'],
    ["Dos and Don'ts", '/settings/dos-and-donts', 'false'],
    ['Ad Management', '/settings/add-management', 'false'],
    ['Languages', '/settings/languages', 'false'],
    ['Admins', '/settings/admins', 'false'],
    ['Backups', '/settings/backups', 'false'],
    ['Activity', '/settings/activity', 'false'],
  ];
  /** A declared resource's Settings tab that appSections.ts does not place comes after them, from its declaration. */
  const declaredAfter = (tabs: string[][]) => [
    ...new Map(
      declaredResources.flatMap(({ screen }) =>
        screen?.menu?.settingsTab && !tabs.some(([, path]) => path === screen.path)
          ? [[screen.path, [screen.menu.settingsTab, screen.path, 'false']] as const]
          : [],
      ),
    ).values(),
  ];

  it('has the sub-navigation of section 2', async () => {
    server.use(
      rec.on('get', '/reporter/tickets/get', () =>
        HttpResponse.json({
          reporterTicketsList: { inProgressTickets: [], underReviewTickets: [], resolvedTickets: [] },
        }),
      ),
    );
    signIn();
    renderAppAt('/settings/reporter-tickets');
    const tabs = await screen.findByRole('tablist', { name: 'Settings' }, { timeout: 5000 });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => [tab.textContent, tab.getAttribute('href'), tab.getAttribute('aria-selected')]),
    ).toEqual([...placed, ...declaredAfter(placed)]);
    expect(await screen.findByRole('region', { name: 'In Progress' })).toBeInTheDocument();
  });

  it('/settings goes to /settings/categories', async () => {
    server.use(
      rec.on('get', '/post/category/filter/:status', () =>
        HttpResponse.json({ postCategories: { postCategories: [], pagination: { totalPages: 0, totalRecords: 0 } } }),
      ),
    );
    signIn();
    renderAppAt('/settings');
    expect(await screen.findByRole('tab', { name: 'News' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/settings/categories'));
  });
});

describe('session', () => {
  it('a 401 from the server ends the session: one alert, session cleared, back at the login page', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    server.use(rec.on('get', '/language/get', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })));
    signIn();
    renderAppAt('/settings/languages');
    // jsdom renders the whole shell and the list before the 401 arrives: allow more than findBy's default second.
    expect(await screen.findByRole('button', { name: 'Login' }, { timeout: 5000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(alert).toHaveBeenCalledOnce();
    expect(alert).toHaveBeenCalledWith('Session expired. You will be redirected to the login page.');
    expect(sessionStorage.getItem('adminToken')).toBeNull();
  });
});

describe('sidebar', () => {
  it("links every item to the spec's route", async () => {
    signIn();
    renderAppAt('/dashboard');
    await screen.findByRole('navigation', { name: 'Main' });
    for (const [label, route] of sidebar) expect(menuItem(label)).toHaveAttribute('href', route);
    const items = within(mainMenu())
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    // The spec's items in its order (a spec section may be declared, as Jobs is); a section declared in
    // contract/resources/ beyond the spec's adds its own, and only that.
    const declared = declaredResources.flatMap((declaration) => declaration.screen?.menu?.section ?? []);
    const added = declared.filter((label) => !sidebar.some(([spec]) => spec === label));
    expect(items.filter((item) => !added.includes(item ?? ''))).toEqual([
      ...sidebar.map(([label]) => label),
      'Sign Out',
    ]);
    expect(items.filter((item) => declared.includes(item ?? '')).sort()).toEqual([...declared].sort());
  });

  it.each([
    ['/dashboard', 'Dashboard'],
    ['/reporters/trash-reporter', 'Reporter'],
    ['/view-reporter/r-1/news', 'Reporter'],
    ['/posts/schedule-post', 'Post'],
    ['/short-video/rejected', 'Short Video'],
    ['/novels/upcoming', 'Novels'],
    ['/novel-category/c-1', 'Novels'],
    ['/daily-quotes/pending', 'Daily Quotes'],
    ['/magazines/expired', 'Magazines'],
    ['/jobs/expired', 'Jobs'],
    ['/settings/reporter-tickets', 'Settings'],
  ])('at %s only %s is the current page', async (path, current) => {
    signIn();
    renderAppAt(path);
    await screen.findByRole('navigation', { name: 'Main' });
    const marked = within(mainMenu())
      .getAllByRole('menuitem')
      .filter((item) => item.getAttribute('aria-current') === 'page')
      .map((item) => item.textContent);
    expect(marked).toEqual([current]);
  });

  it("Sign Out clears the session, returns to / and toasts 'Logout successfully'", async () => {
    signIn();
    renderAppAt('/dashboard');
    await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.click(menuItem('Sign Out'));
    expect(await findToast('Logout successfully')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(sessionStorage.getItem('adminToken')).toBeNull();
  });

  it("Sign Out without a token toasts 'Token Not Found'", async () => {
    signIn();
    renderAppAt('/dashboard');
    await screen.findByRole('navigation', { name: 'Main' });
    sessionStorage.clear();
    await userEvent.click(menuItem('Sign Out'));
    expect(await findToast('Token Not Found')).toBeInTheDocument();
    expect(screen.queryByText('Logout successfully')).not.toBeInTheDocument();
  });
});

describe('small screens (matchMedia mocked: jsdom has no layout)', () => {
  it('the slide-out menu has its own Reporter and Post targets, closes on a click, and Sign Out only closes it', async () => {
    mockViewport(390);
    server.use(
      rec.on('get', '/posts/filter/:status', () =>
        HttpResponse.json({ posts: { postsData: [], pagination: { totalPages: 0, totalRecords: 0 } } }),
      ),
      rec.on('get', '/language/get', () =>
        HttpResponse.json({ languageData: { activeLanguages: [], inActiveLanguages: [] } }),
      ),
      rec.on('get', '/post/category/filter/:status', () =>
        HttpResponse.json({ postCategories: { postCategories: [], pagination: { totalPages: 0, totalRecords: 0 } } }),
      ),
    );
    signIn();
    renderAppAt('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('navigation', { name: 'Main' });
    expect(menuItem('Reporter')).toHaveAttribute('href', '/reporters/reporter');
    expect(menuItem('Post')).toHaveAttribute('href', '/posts/post');
    expect(menuItem('Settings')).toHaveAttribute('href', '/settings/categories');

    await userEvent.click(menuItem('Post'));
    expect(await screen.findByRole('tab', { name: 'Published', selected: true })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/posts/post');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.click(menuItem('Sign Out'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/posts/post');
    expect(sessionStorage.getItem('adminToken')).toBe(ADMIN.token);
    expect(screen.queryByText('Logout successfully')).not.toBeInTheDocument();
  });

  it('at a tablet width the sidebar stays a sidebar: desktop targets and a working Sign Out', async () => {
    mockViewport(768);
    signIn();
    renderAppAt('/dashboard');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(menuItem('Reporter')).toHaveAttribute('href', '/reporters/new-reporter');
    await userEvent.click(menuItem('Sign Out'));
    expect(await findToast('Logout successfully')).toBeInTheDocument();
    expect(sessionStorage.getItem('adminToken')).toBeNull();
  });
});

describe('profile picture', () => {
  let urls: ReturnType<typeof stubObjectUrls>;
  beforeEach(() => {
    urls = stubObjectUrls();
  });
  afterEach(() => urls.restore());

  it('shows the admin picture from GET /admin/{id} and the label Admin', async () => {
    signIn();
    renderAppAt('/dashboard');
    const picture = await screen.findByRole('img', { name: 'Admin profile picture' });
    expect(picture).toHaveAttribute('src', '/files/admin.png');
    expect(screen.getByText('Admin', { selector: 'span' })).toBeInTheDocument();
    expect(rec.calls).toEqual([{ method: 'GET', path: `/admin/${ADMIN.id}`, search: '', auth: AUTH, body: undefined }]);
  });

  it('uploads a chosen .png as multipart profileImage with PUT /profile/upload/{id} and previews it', async () => {
    const append = vi.spyOn(FormData.prototype, 'append');
    server.use(
      rec.on('put', '/profile/upload/:id', () =>
        HttpResponse.json({ message: 'ok', profilePic: '/files/new.png' }, { status: 201 }),
      ),
    );
    signIn();
    renderAppAt('/dashboard');
    await screen.findByRole('img', { name: 'Admin profile picture' });
    const picker = screen.getByLabelText('Change profile picture');
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await userEvent.upload(picker, file);
    expect(await findToast('File Uploaded successfully')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Admin profile picture' })).toHaveAttribute('src', 'blob:test/0');
    expect(urls.blob('blob:test/0')).toBe(file);
    expect(append).toHaveBeenCalledWith('profileImage', file, 'me.png');
    expect(rec.calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', path: `/profile/upload/${ADMIN.id}`, search: '', auth: AUTH, body: { profileImage: 'file' } },
    ]);
  });

  it.each([
    ['a .gif', new File(['gif'], 'me.gif', { type: 'image/gif' }), 'Only .jpeg, .jpg and .png files are allowed'],
    [
      'a picture of 2.1 MB',
      new File([new Uint8Array(Math.ceil(2.1 * 1024 * 1024))], 'big.jpg', { type: 'image/jpeg' }),
      'Image size should be less than 2MB',
    ],
  ])('%s is refused with a message and nothing is sent', async (_, file, message) => {
    signIn();
    renderAppAt('/dashboard');
    await screen.findByRole('img', { name: 'Admin profile picture' });
    // The picker's accept list hides such files; a user can still pick "All files".
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Change profile picture'), file);
    expect(await findToast(message)).toBeInTheDocument();
    expect(writes(rec)).toEqual([]);
    expect(screen.getByRole('img', { name: 'Admin profile picture' })).toHaveAttribute('src', '/files/admin.png');
  });
});
