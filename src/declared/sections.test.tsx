import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'react-admin';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { declaredResources } from '#contract/resources/index';
import { App, preloadRoute } from '../App';
import { menuIcons } from '../layout/menuIcons';
import { sections } from '../appSections';
import { recorder, type Recorder, writes } from '../test/calls';
import { ADMIN, findToast, signIn } from '../test/render';
import { api, server } from '../test/server';
import { mockViewport } from '../test/viewport';
import { contests, houseRules } from '../../server/test/fixtures/contests';
import { createDataProvider } from '../dataProvider';
import { entries } from '../dataProvider/entries';
import { en } from '../i18n/en';
import { firstScreen } from '../i18n/first-screen';
import { renderSections } from '../test/render';
import type { Declared } from '../declaration/declared';
import { resourceConfigOf } from '../dataProvider/resourceConfig';
import { declaredSectionOf, mountDeclaredSection, withDeclaredSections } from './section';
import { declaredTexts } from '../declaration/texts';

/**
 * Issue 37 item 3, app half: the fixture declarations added to the registry, as `npm run db:generate` would list
 * them, and nothing else: Contests becomes a main-menu section with an Open and a Closed tab, a contest's entries a
 * list in its dialog, and the house rules a Settings page of one record.
 */
vi.mock('#contract/resources/index', async (importOriginal) => {
  const registry = await importOriginal<typeof import('#contract/resources/index')>();
  const fixtures = await import('../../server/test/fixtures/contests');
  return {
    declaredResources: [...registry.declaredResources, fixtures.contests, fixtures.contestEntries, fixtures.houseRules],
  };
});

const AUTH = `Bearer ${ADMIN.token}`;
let rec: Recorder;

const contest = (n: number, closesAt = '2026-12-01T10:00:00.000Z') => ({
  contestID: `c-${n}`,
  contestTitle: `Contest ${n}`,
  closesAt,
  contestStatus: 'Active',
});
const page = (rows: object[], total = rows.length) => ({
  contests: { contests: rows, pagination: { totalPages: 1, totalRecords: total } },
});

const renderAppAt = (path: string) => {
  window.history.pushState({}, '', path);
  return render(<App />);
};
const mainMenu = () => screen.getByRole('navigation', { name: 'Main' });
const listCalls = () => rec.calls.filter((call) => call.path.startsWith('/contests/filter/'));

beforeAll(() => Promise.all([import('../layout/AppLayout'), import('../i18n/en'), import('./sectionScreens')]));

beforeEach(() => {
  signIn();
  rec = recorder();
  server.use(
    rec.on('get', '/contests/filter/:status', ({ params }) =>
      HttpResponse.json(
        params.status === 'open'
          ? page([contest(1), contest(2)], 2)
          : page([contest(3, '2026-11-01T10:00:00.000Z')], 1),
      ),
    ),
    http.get(api('/admin/:id'), ({ params }) => HttpResponse.json({ admin: { roleID: params.id } })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.pushState({}, '', '/');
});

describe('a declared main-menu section (Contests)', () => {
  it('is in the sections from the registry alone, after Jobs as its menu.after says, with a known icon', () => {
    const keys = Object.keys(sections);
    expect(keys.slice(keys.indexOf('jobs'), keys.indexOf('jobs') + 3)).toEqual(['jobs', 'contests', 'settings']);
    // Without menu.after it goes before Settings; a resource that is no section adds none.
    const { settings, account, dashboard } = sections;
    expect(
      Object.keys(
        withDeclaredSections({ dashboard, settings, account }, [
          { ...contests, screen: { ...contests.screen, menu: { section: 'Contests' } } },
          houseRules,
        ]),
      ),
    ).toEqual(['dashboard', 'contests', 'settings', 'account']);
    for (const declaration of declaredResources)
      if (declaration.screen?.menu?.section) expect(Object.keys(menuIcons)).toContain(declaration.screen.menu.icon);
  });

  it('has a sidebar item after Jobs that opens its first tab, marked current on its pages', async () => {
    renderAppAt('/contests/closed');
    await screen.findByRole('navigation', { name: 'Main' });
    const items = within(mainMenu())
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items.slice(items.indexOf('Jobs'), items.indexOf('Jobs') + 3)).toEqual(['Jobs', 'Contests', 'Settings']);
    const item = within(mainMenu()).getByRole('menuitem', { name: 'Contests' });
    expect(item).toHaveAttribute('href', '/contests/open');
    expect(item).toHaveAttribute('aria-current', 'page');
  });

  it('/contests opens the Open tab, which asks for GET /contests/filter/open and counts 2 Open Contests', async () => {
    renderAppAt('/contests');
    expect(await screen.findByRole('tablist', { name: 'Contests' }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/contests/open'));
    expect(await screen.findByRole('tab', { name: 'Open', selected: true })).toHaveAttribute('href', '/contests/open');
    expect(screen.getByRole('tab', { name: 'Closed' })).toHaveAttribute('href', '/contests/closed');
    expect(await screen.findByRole('status', { name: '2 Open Contests' }, { timeout: 5000 })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(await within(table).findByText('Contest 1')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Title', 'Closes', 'Status', 'Actions']);
    expect(listCalls()).toEqual([
      { method: 'GET', path: '/contests/filter/open', search: 'page=1&limit=10', auth: AUTH, body: undefined },
    ]);
  });

  it('the Closed tab is its own route: its list call, its count card, and a search of its own', async () => {
    renderAppAt('/contests/open');
    await screen.findByRole('status', { name: '2 Open Contests' }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('tab', { name: 'Closed' }));
    expect(await screen.findByRole('status', { name: '1 Closed Contest' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/contests/closed');
    expect(screen.getByRole('tab', { name: 'Closed', selected: true })).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('Contest 3')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search contests' }), 'photo');
    await waitFor(() => expect(listCalls().at(-1)?.search).toBe('page=1&limit=10&search=photo'), { timeout: 3000 });
    expect(listCalls().map(({ path }) => path)).toEqual(expect.arrayContaining(['/contests/filter/closed']));
    expect(new Set(listCalls().map(({ path }) => path))).toEqual(
      new Set(['/contests/filter/open', '/contests/filter/closed']),
    );
  });

  it("asks for a tab's page while the screens load (the list prefetch), and the tab takes that answer", async () => {
    window.history.pushState({}, '', '/contests/closed');
    void preloadRoute(window.location);
    await waitFor(() => expect(listCalls().map(({ path }) => path)).toEqual(['/contests/filter/closed']));
    render(<App />);
    expect(await screen.findByRole('status', { name: '1 Closed Contest' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(listCalls()).toHaveLength(1);
  });

  it('on a phone the menu item is in the slide-out menu and the tabs stay in sight', async () => {
    mockViewport(390);
    renderAppAt('/contests/open');
    expect(await screen.findByRole('status', { name: '2 Open Contests' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Closed' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.click(within(mainMenu()).getByRole('menuitem', { name: 'Contests' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/contests/open');
  });
});

describe('section tabs of other kinds, and a singleton section', () => {
  /** Contests with a tab of a status value and a tab of a fixed filter, registered as the generated index would. */
  const variant = {
    ...contests,
    screen: {
      ...contests.screen,
      sectionTabs: {
        inactive: { path: 'inactive', label: 'Paused', view: 'Inactive' },
        photo: { path: 'photo', label: 'Photo', filter: { contestTitle: 'Photo contest' } },
      },
    },
  };
  const rulesPage = {
    ...houseRules,
    screen: { ...houseRules.screen, path: '/house-rules', menu: { section: 'House Rules', icon: 'article' } },
  };
  const renderDeclared = (declaration: Declared, path: string) =>
    renderSections([mountDeclaredSection(declaration)!], {
      path,
      dataProvider: createDataProvider({ ...entries, [declaration.name]: resourceConfigOf(declaration) }),
      i18nProvider: polyglotI18nProvider(
        () => mergeTranslations(englishMessages, firstScreen, en, { app: { resources: declaredTexts([declaration]) } }),
        'en',
        [],
        { allowMissing: true },
      ),
    });

  it('a status tab sends its value as {status}; a fixed-filter tab sends its filter as query parameters', async () => {
    renderDeclared(variant, '/contests/inactive');
    expect(await screen.findByRole('tab', { name: 'Paused', selected: true }, { timeout: 10_000 })).toBeInTheDocument();
    await screen.findByRole('status', { name: '1 Contest' });
    await userEvent.click(screen.getByRole('tab', { name: 'Photo' }));
    await screen.findByRole('tab', { name: 'Photo', selected: true });
    await waitFor(() =>
      expect(listCalls().map(({ path, search }) => `${path}?${search}`)).toEqual([
        '/contests/filter/Inactive?page=1&limit=10',
        '/contests/filter/All?page=1&limit=10&contestTitle=Photo+contest',
      ]),
    );
  });

  it('a singleton with menu.section is a section of one page: its heading and its record', async () => {
    server.use(
      http.get(api('/house-rules/get'), () =>
        HttpResponse.json({ houseRulesData: { houseRulesID: 'h-1', rulesTitle: 'Be kind', rulesText: 'No spam.' } }),
      ),
    );
    expect(declaredSectionOf(rulesPage)).toMatchObject({ root: '/house-rules', screen: 'SingletonScreen' });
    renderDeclared(rulesPage, '/house-rules');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'House Rules' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Be kind')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});

describe("a child list under its parent's dialog (a contest's entries)", () => {
  it("lists the contest's entries by its id, and an add carries it", async () => {
    server.use(
      rec.on('get', '/contests/get/:id', () => HttpResponse.json({ contest: contest(1) })),
      rec.on('get', '/contest-entries/filter/:status', () =>
        HttpResponse.json({
          entries: {
            entries: [{ entryID: 'e-1', entrant: 'Ada', contestID: 'c-1' }],
            pagination: { totalPages: 1, totalRecords: 1 },
          },
        }),
      ),
      rec.on('post', '/contest-entries/create', () =>
        HttpResponse.json(
          { message: 'Entry Added successfully', entry: { entryID: 'e-2', entrant: 'Grace', contestID: 'c-1' } },
          { status: 201 },
        ),
      ),
    );
    renderAppAt('/contests/open');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Contest 1' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Contest' });
    const entries = await within(dialog).findByRole('region', { name: 'Entries' });
    expect(await within(entries).findByText('Ada')).toBeInTheDocument();
    expect(within(entries).getByRole('status', { name: '1 Entry' })).toBeInTheDocument();
    expect(rec.calls.filter((call) => call.path.startsWith('/contest-entries/'))).toEqual([
      {
        method: 'GET',
        path: '/contest-entries/filter/All',
        search: 'page=1&limit=10&contestID=c-1',
        auth: AUTH,
        body: undefined,
      },
    ]);
    await userEvent.click(within(entries).getByRole('button', { name: 'Add Entry' }));
    const add = await screen.findByRole('dialog', { name: 'Add Entry' });
    await userEvent.type(within(add).getByLabelText('Entrant'), 'Grace');
    await userEvent.click(within(add).getByRole('button', { name: 'Submit' }));
    expect(await findToast('Entry Added successfully')).toBeInTheDocument();
    expect(writes(rec).map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/contest-entries/create', body: { entrant: 'Grace', contestID: 'c-1' } },
    ]);
  });
});

describe('a singleton (House Rules): one record, viewed then edited', () => {
  const rules = { houseRulesID: 'h-1', rulesTitle: 'Be kind', rulesText: 'No spam.' };

  it('is a Settings tab that shows the record with Edit, which opens the edit dialog and saves with PUT', async () => {
    server.use(
      rec.on('get', '/house-rules/get', () => HttpResponse.json({ houseRulesData: rules })),
      rec.on('put', '/house-rules/update/:id', () =>
        HttpResponse.json({
          message: 'House rules updated successfully',
          houseRules: { ...rules, rulesTitle: 'Be nice' },
        }),
      ),
    );
    renderAppAt('/settings/house-rules');
    expect(
      await screen.findByRole('tab', { name: 'House Rules', selected: true }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Be kind')).toBeInTheDocument();
    expect(screen.getByText('No spam.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit House Rules' });
    const title = within(dialog).getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Be nice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await findToast('House rules updated successfully')).toBeInTheDocument();
    expect(writes(rec).map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'PUT',
        path: '/house-rules/update/h-1',
        body: expect.objectContaining({ rulesTitle: 'Be nice', rulesText: 'No spam.' }),
      },
    ]);
  });

  it("before there is one, says 'No data found' and adds it with POST", async () => {
    server.use(
      rec.on('get', '/house-rules/get', () => HttpResponse.json({ houseRulesData: null })),
      rec.on('post', '/house-rules/create', () =>
        HttpResponse.json({ message: 'House rules added successfully', houseRules: rules }, { status: 201 }),
      ),
    );
    renderAppAt('/settings/house-rules');
    expect(await screen.findByText('No data found', {}, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add House Rules' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add House Rules' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Be kind');
    await userEvent.type(within(dialog).getByLabelText('Rules'), 'No spam.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await findToast('House rules added successfully')).toBeInTheDocument();
    expect(writes(rec).map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/house-rules/create', body: { rulesTitle: 'Be kind', rulesText: 'No spam.' } },
    ]);
  });
});
