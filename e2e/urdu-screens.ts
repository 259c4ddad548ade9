import { writeFile } from 'node:fs/promises';
import { launchBrowser } from './browser';

/**
 * The screenshots of docs/screens.md's 'In Urdu' section (issue 43): each section of the app in Urdu at 390 px, as
 * PNG files under docs/screens/. Against a running demo server (`npm run demo`):
 *
 * @example
 * BASE_URL=http://127.0.0.1:3000 ADMIN_MOBILE=9999999999 ADMIN_PASSWORD=... npx tsx e2e/urdu-screens.ts
 */
const sections = {
  dashboard: '/dashboard',
  reporters: '/reporters/new-reporter',
  posts: '/posts/post',
  'short-video': '/short-video/published',
  'daily-quotes': '/daily-quotes/published',
  magazines: '/magazines/active',
  novels: '/novels/active',
  jobs: '/jobs/active',
  settings: '/settings/admins',
  activity: '/settings/activity',
  backups: '/settings/backups',
  account: '/account',
};

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const browser = await launchBrowser();
const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await context.newPage();
// The language as the app keeps a choice made in its menus: the login page is in Urdu already.
await page.addInitScript(() => localStorage.setItem('interfaceLanguage', 'ur'));
await page.goto(`${baseUrl}/`);
await page
  .getByRole('textbox')
  .first()
  .fill(process.env.ADMIN_MOBILE ?? '9999999999');
await page.locator('input[type="password"]').fill(process.env.ADMIN_PASSWORD ?? '');
await page.locator('button[type="submit"]').click();
await page.waitForURL(`${baseUrl}/dashboard`);
for (const [name, path] of Object.entries(sections)) {
  await page.goto(`${baseUrl}${path}`);
  await page.locator('main').first().waitFor();
  // What the screen loads is there: nothing marked busy or drawn as a placeholder, no transition running.
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"], .MuiSkeleton-root, .RaLoadingIndicator-loader') &&
      document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await writeFile(`docs/screens/ur-${name}.png`, await page.screenshot());
}
await browser.close();
