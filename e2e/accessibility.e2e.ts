import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interfaceLanguages, rightToLeft, type InterfaceLanguage } from '../contract/interface-languages';
import { baseUrl, logIn, openPage, viewports } from './app.js';
import { audit, settled } from './axe.js';
import { launchBrowser } from './browser.js';
import { textsIn } from './texts.js';

/**
 * WCAG 2.1 AA on every screen (issue 25): axe-core over every route, the login and not-found pages and each kind of
 * dialog, at both widths in both themes, failing on any serious or critical violation. The routes are not listed
 * here: the check crawls the running app from its sidebar, so a new screen, reached from the sidebar, a tab or a
 * link like every other, is checked without anyone adding it to this file.
 */

/**
 * How many routes the check must at least cover: spec section 2's routes inside the layout (a reporter's page once
 * per tab, a novel category once). Fewer means the crawl lost its way, not that the app shrank.
 */
const KNOWN_ROUTES = 34;

/**
 * Routes that the demo data gives no link to: Add Dos and Don'ts is linked only while there are none (the demo
 * content has some, so the page links to Edit instead); My account is linked from the top bar's account menu, which
 * is in the page only while open.
 */
const UNLINKED = ['/settings/add-dos-and-donts', '/account'];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A path as a route: segments that hold a digit are ids (roleIDs, category ids), so each route is visited once. */
const routeOf = (path: string) => path.replace(/\/[^/]*\d[^/]*/g, '/:id');

/** The app's own screens that the page links to (not files, the API or other sites), by path. */
const screensLinked = async (page: Page) => {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === baseUrl && !/^\/(api|media)\//.test(url.pathname) && !/\.\w+$/.test(url.pathname))
    .map((url) => url.pathname);
};

/**
 * Every route reachable from the dashboard at desktop width, visiting each once: the sidebar's items, every tab, and
 * every other link (a reporter's View, a novel category's View All, Edit Dos and Don'ts), so the first reporter and
 * the first novel category of the demo data stand for their routes; and the UNLINKED ones. `visit` runs on each
 * screen as soon as it is there.
 */
const crawl = async (page: Page, visit: (path: string) => Promise<void>) => {
  const routes = new Map<string, string>(['/dashboard', ...UNLINKED].map((path) => [routeOf(path), path]));
  const queue = [...routes.values()];
  while (queue.length > 0) {
    const path = queue.shift()!;
    await page.goto(`${baseUrl}${path}`);
    await visit(path);
    for (const linked of await screensLinked(page)) {
      const route = routeOf(linked);
      if (linked === '/' || routes.has(route)) continue;
      routes.set(route, linked);
      queue.push(linked);
    }
  }
  return [...routes.values()];
};

/**
 * Opens a dialog by the first button so named in the screen's main region (the first card of a grid, the first row's
 * View): not the top bar's, whose names a translation may end alike (Hindi's Edit and the theme toggle: 'बदलें').
 */
const clickFirst = (name: string | RegExp) => (page: Page) =>
  page.locator('main').getByRole('button', { name }).first().click();

/**
 * Each kind of dialog: the screen it opens on, how it is opened, and its accessible name, by the English texts and
 * in the language checked (./texts.ts).
 */
const dialogs = ({ text, pattern }: ReturnType<typeof textsIn>) => [
  { path: '/posts/post', name: text('Published Post'), open: clickFirst(pattern('View %{name}')) },
  {
    path: '/short-video/published',
    name: text('Published Video'),
    open: clickFirst(pattern('%{category} video, %{when}', 'within')),
  },
  {
    path: '/daily-quotes/published',
    name: text('Published Quote'),
    open: clickFirst(pattern('Daily quote, %{when}', 'start')),
  },
  { path: '/magazines/active', name: text('View Magazine'), open: clickFirst(pattern('Expires: %{date}', 'within')) },
  {
    path: '/novels/active',
    name: text('View Novel'),
    open: clickFirst(pattern('%{smart_count} Chapter |||| %{smart_count} Chapters', 'within')),
  },
  { path: '/reporters/new-reporter', name: text('Add Reporter'), open: clickFirst(text('+ Add New Reporter')) },
  // The declared dialog with an image picker and a date range, its edit in view mode, and a row action's confirmation.
  { path: '/settings/add-management', name: text('Add Ad'), open: clickFirst(text('+ Create New Ad')) },
  { path: '/settings/add-management', name: text('Edit Ad'), open: clickFirst(pattern('Edit %{name}')) },
  { path: '/settings/reporter-tickets', name: text('Are you sure?'), open: clickFirst(text('Review')) },
  {
    path: '/jobs/active',
    name: text('View Job'),
    open: async (page: Page) => {
      await clickFirst(pattern('Actions for %{name}'))(page);
      await page.getByRole('menuitem', { name: text('View'), exact: true }).click();
    },
  },
];

/** The admin's session from the one login of this file, to be put into each new tab's session storage. */
let signedIn: Promise<[string, string][]> | undefined;
const session = () =>
  (signedIn ??= (async () => {
    const { context, page } = await openPage(browser, viewports.desktop);
    await logIn(page);
    const entries = await page.evaluate(() => Object.entries(sessionStorage));
    await context.close();
    return entries;
  })());
const signIn = async (page: Page) => {
  await page.goto(`${baseUrl}/no/such/page`);
  await page.evaluate(
    (entries) => entries.forEach(([key, value]) => sessionStorage.setItem(key, value)),
    await session(),
  );
};

/**
 * The routes the crawl found, at desktop width (the sidebar is open there). The desktop light pass crawls while it
 * checks; a run without it (a filtered run) crawls here first.
 */
let found: Promise<string[]> | undefined;
const routes = () =>
  (found ??= (async () => {
    const { context, page } = await openPage(browser, viewports.desktop);
    await signIn(page);
    try {
      return await crawl(page, () => settled(page));
    } finally {
      await context.close();
    }
  })());

const combinations = interfaceLanguages.flatMap((language) =>
  Object.entries(viewports).flatMap(([width, viewport]) =>
    (['light', 'dark'] as const).map((theme) => ({ language, width, viewport, theme })),
  ),
);

/**
 * .ci/run runs the e2e files on both databases and sets E2E_SPLIT_ACCESSIBILITY=1: the screens do not depend on the
 * database, so each width/theme combination of each language is checked on one of them (desktop light and phone dark
 * on PGlite, the other two on PostgreSQL), every combination once per CI run and the same share of each language on
 * either. Without it (a run of its own) all twelve are checked.
 */
const checkedHere = (width: string, theme: string) =>
  process.env.E2E_SPLIT_ACCESSIBILITY !== '1' ||
  ((width === 'desktop') === (theme === 'light')) === !process.env.E2E_DATABASE_URL;

/**
 * What a screen in Hindi or Urdu must also be (issue 43): `<html>` in the language and its direction, every open
 * portal (MUI's dialogs, menus, popovers and toasts, appended to <body>) too, and nothing wider than the window.
 */
const layoutProblems = (page: Page, where: string, language: InterfaceLanguage) =>
  page.evaluate(
    ({ where, language, dir }) => {
      const problems: string[] = [];
      const html = document.documentElement;
      if (html.lang !== language || html.dir !== dir)
        problems.push(`${where}: <html lang="${html.lang}" dir="${html.dir}">, not lang="${language}" dir="${dir}"`);
      if (html.scrollWidth > window.innerWidth)
        problems.push(`${where}: overflows horizontally (${html.scrollWidth} px wide in ${window.innerWidth} px)`);
      for (const portal of document.body.children) {
        if (portal.id === 'root' || ['SCRIPT', 'STYLE'].includes(portal.tagName)) continue;
        const direction = getComputedStyle(portal).direction;
        const lang = portal.closest('[lang]')?.getAttribute('lang');
        if (direction !== dir || lang !== language)
          problems.push(`${where}: portal ${portal.className} in lang="${lang}" direction ${direction}`);
      }
      return problems;
    },
    { where, language, dir: rightToLeft.has(language) ? 'rtl' : 'ltr' },
  );

describe.each(combinations)(
  'accessibility in $language at $width width in the $theme theme',
  ({ language, width, viewport, theme }) => {
    const texts = textsIn(language);
    let page: Page;
    beforeAll(async () => {
      ({ page } = await openPage(browser, viewport));
      await page.emulateMedia({ colorScheme: theme });
      // The language as the app keeps a choice made in its menus; the English passes find none, as a new browser.
      if (language !== 'en')
        await page.addInitScript((chosen) => localStorage.setItem('interfaceLanguage', chosen), language);
    });
    afterAll(async () => {
      await page.context().close();
    });

    it.skipIf(!checkedHere(width, theme))(
      'has no serious or critical WCAG 2.1 A or AA violation on any screen or dialog',
      { timeout: 900_000 },
      async () => {
        const problems: string[] = [];
        const check = async (where: string) => {
          problems.push(...(await audit(page, where)));
          if (language !== 'en') problems.push(...(await layoutProblems(page, where, language)));
        };
        await page.goto(`${baseUrl}/`);
        await page.getByRole('button', { name: texts.text('Login') }).waitFor();
        await check('/ (login)');
        await page.goto(`${baseUrl}/no/such/page`);
        await page.getByRole('heading', { name: texts.text('Page Not Found') }).waitFor();
        await check('/no/such/page (not found)');

        await signIn(page);
        if (language === 'en' && width === 'desktop' && theme === 'light' && !found) {
          found = crawl(page, check);
          await found;
        } else {
          for (const path of await routes()) {
            await page.goto(`${baseUrl}${path}`);
            await check(path);
          }
        }
        for (const dialog of dialogs(texts)) {
          await page.goto(`${baseUrl}${dialog.path}`);
          await settled(page);
          await dialog.open(page);
          await page.getByRole('dialog', { name: dialog.name }).waitFor();
          await check(`${dialog.path} (dialog ${dialog.name})`);
        }
        if (width === 'phone') {
          // Last: react-admin's store keeps the menu open for the screens after; Escape closes it again.
          await page.goto(`${baseUrl}/dashboard`);
          await page.getByRole('button', { name: texts.text('Open menu') }).click();
          const menu = page.getByRole('navigation').getByRole('menuitem', { name: texts.text('Dashboard') });
          await menu.waitFor();
          await check('/dashboard (menu open)');
          await page.keyboard.press('Escape');
          await menu.waitFor({ state: 'hidden' });
        }
        expect(problems, `${problems.length} violations:\n${problems.join('\n')}`).toEqual([]);
      },
    );
  },
);

describe('the screens the accessibility check covers', () => {
  it('are every route of the app, found by following its links', async () => {
    const list = await routes();
    expect(list.length, list.join('\n')).toBeGreaterThanOrEqual(KNOWN_ROUTES);
    expect(list.map(routeOf)).toEqual(
      expect.arrayContaining(['/view-reporter/:id/news', '/view-reporter/:id/dailyQuotes', '/novel-category/:id']),
    );
  });
});

describe('the light/dark toggle in the top bar', () => {
  const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  it('switches the theme, keeps the choice across a reload, and the login page opens in it', async () => {
    const { context, page } = await openPage(browser, viewports.desktop);
    await page.emulateMedia({ colorScheme: 'light' });
    await signIn(page);
    await page.goto(`${baseUrl}/dashboard`);
    const toggle = page.getByRole('button', { name: 'Toggle light/dark mode' });
    await toggle.waitFor();
    expect(await background(page)).toBe('rgb(250, 250, 251)');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => background(page)).toBe('rgb(18, 18, 18)');
    await page.reload();
    await toggle.waitFor();
    expect(await background(page)).toBe('rgb(18, 18, 18)');
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await background(page)).toBe('rgb(18, 18, 18)');
    await context.close();
  });
});
