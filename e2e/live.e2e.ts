import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, logIn, openPage, secondAdmin, signedInApi, tag, toast, viewports } from './app.js';
import { launchBrowser } from './browser.js';

let browser: Browser;
let a: Page;
let b: Page;
const location = tag('Live');
const title = `Ferry back ${location}`;
let postID = '';

const newPosts = (page: Page) =>
  page.goto(`${baseUrl}/posts/new-post?filter=${encodeURIComponent(JSON.stringify({ search: location }))}`);

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: a } = await openPage(browser, viewports.desktop));
  await logIn(a);
  const { call, createPost } = await signedInApi(a);
  ({ page: b } = await secondAdmin(browser, call, { firstName: 'Asha', lastName: 'Rao' }));
  postID = await createPost({ title, location, description: 'The ferry runs again from tomorrow morning.' });
});
afterAll(async () => {
  await browser?.close();
});

describe('two admins at once', () => {
  it('shows who else has a post open, and when B publishes it A learns at once: dialog, notice and count', async () => {
    await newPosts(a);
    await a.getByRole('status', { name: '1 New Post' }).waitFor();
    await a.getByRole('button', { name: `View ${title}` }).click();
    const dialogA = a.getByRole('dialog', { name: 'Pending Post' });
    await dialogA.waitFor();

    await newPosts(b);
    await b.getByRole('button', { name: `View ${title}` }).click();
    const dialogB = b.getByRole('dialog', { name: 'Pending Post' });
    await dialogB
      .getByRole('status')
      .filter({ hasText: /is also viewing/ })
      .waitFor();
    await dialogA.getByRole('status').filter({ hasText: 'Asha Rao is also viewing' }).waitFor();

    await (await signedInApi(b)).call('put', '/posts/status', { postIDs: [postID], postStatus: 'Published' });
    // A's dialog follows at once (issue 36), and says who changed it.
    const published = a.getByRole('dialog', { name: 'Published Post' });
    const changed = published.getByRole('alert').filter({ hasText: 'Asha Rao changed this record.' });
    await changed.waitFor({ timeout: 2000 });
    await changed.getByRole('button', { name: 'Reload' }).click();
    await published.getByRole('button', { name: 'Delete' }).waitFor();
    await published.getByRole('button', { name: 'Close' }).click();

    // The row stays (marked) until Refresh; the count follows at once.
    await a.getByRole('button', { name: /^1 change - Refresh/ }).waitFor({ timeout: 2000 });
    await a.getByRole('status', { name: '0 New Posts' }).waitFor();
    expect(await a.getByRole('button', { name: `View ${title}` }).count()).toBe(1);
    await a.getByRole('button', { name: /^1 change - Refresh/ }).click();
    await a.getByRole('button', { name: `View ${title}` }).waitFor({ state: 'detached' });
  });

  it("a view A saves for everyone appears in B's menu and opens the same rows", async () => {
    await a.goto(`${baseUrl}/posts/post?filter=${encodeURIComponent(JSON.stringify({ search: location }))}&perPage=10`);
    await a.getByRole('status', { name: '1 Published Post' }).waitFor();
    await a.getByRole('button', { name: 'Views' }).click();
    await a.getByRole('menuitem', { name: 'Save current view…' }).click();
    const save = a.getByRole('dialog', { name: 'Save this view' });
    await save.getByRole('textbox', { name: 'Name' }).fill(`Desk ${location}`);
    await save.getByRole('checkbox', { name: 'Share with every admin' }).check();
    await save.getByRole('button', { name: 'Save this view' }).click();
    await toast(a, 'View saved');
    await a.getByRole('button', { name: `Views: Desk ${location}` }).waitFor();

    await b.goto(`${baseUrl}/posts/post`);
    await b.getByRole('button', { name: 'Views' }).click();
    await b.getByRole('menuitem', { name: new RegExp(`^Desk ${location}`) }).click();
    await b.getByRole('status', { name: '1 Published Post' }).waitFor();
    await b.getByRole('button', { name: `View ${title}` }).waitFor();
    expect(new URL(b.url()).searchParams.get('filter')).toBe(JSON.stringify({ search: location }));
  });
});
