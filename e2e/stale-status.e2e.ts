import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, logIn, openPage, tag, viewports } from './app.js';
import { launchBrowser } from './browser.js';

/**
 * Issue 36: a status change made on out-of-date information is refused. Asha Rao publishes two pending posts while
 * the desk admin has New Posts open (and one of them open in its dialog): the dialog follows at once, the other post
 * opens as it now is, and a Reject sent with what the desk saw before is refused.
 */
let browser: Browser;
let desk: Page;
let asha: Page;
const mobile = `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const password = 'second admin password';
const location = tag('Stale');
const titles = [`Bridge reopens ${location}`, `Rain warning ${location}`];
const postIDs: string[] = [];

const tokenOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('adminToken'));
const send = async (page: Page, method: 'get' | 'post' | 'put', path: string, data?: unknown) => {
  const response = await page.request[method](`${baseUrl}/api${path}`, {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
    data,
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
};
const call = async (page: Page, method: 'get' | 'post' | 'put', path: string, data?: unknown) => {
  const { status, body } = await send(page, method, path, data);
  expect(status, JSON.stringify(body)).toBeLessThan(300);
  return body;
};

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: desk } = await openPage(browser, viewports.desktop));
  await logIn(desk);
  await call(desk, 'post', '/admins', {
    firstName: 'Asha',
    lastName: 'Rao',
    mobileNumber: mobile,
    email: `asha.${mobile}@newsroom.example`,
    password,
  });
  ({ page: asha } = await openPage(browser, viewports.desktop));
  await asha.goto(`${baseUrl}/`);
  await asha.getByLabel('Mobile Number').fill(mobile);
  await asha.getByLabel('Password', { exact: true }).fill(password);
  await asha.getByRole('button', { name: 'Login' }).click();
  await asha.waitForURL(`${baseUrl}/dashboard`);

  const { postCategories } = (await call(desk, 'get', '/post/category/filter/Active?page=1&limit=1')) as {
    postCategories: { postCategories: { postCategoryID: string }[] };
  };
  const { languageData } = (await call(desk, 'get', '/language/get')) as {
    languageData: { activeLanguages: { languageID: string }[] };
  };
  for (const postTitle of titles) {
    const { postID } = (await call(desk, 'post', '/posts/create', {
      postTitle,
      postDescription: 'Traffic moves again from six in the morning.',
      postLocationDetails: location,
      postCategory: postCategories.postCategories[0].postCategoryID,
      postLanguage: languageData.activeLanguages[0].languageID,
    })) as { postID: string };
    postIDs.push(postID);
  }
});
afterAll(async () => {
  await browser?.close();
});

describe('a status change made on out-of-date information', () => {
  it('is not offered, follows the other admin at once, and is refused by the server', async () => {
    await desk.goto(`${baseUrl}/posts/new-post?filter=${encodeURIComponent(JSON.stringify({ search: location }))}`);
    await desk.getByRole('status', { name: '2 New Posts' }).waitFor();

    // The desk has the second post open when Asha publishes both.
    await desk.getByRole('button', { name: `View ${titles[1]}` }).click();
    const open = desk.getByRole('dialog', { name: 'Pending Post' });
    // Its fresh read has answered: the buttons are enabled.
    await open
      .locator('button:enabled')
      .filter({ hasText: /^Reject$/ })
      .waitFor();
    await call(asha, 'put', '/posts/status/', {
      postIDs,
      postStatus: 'Published',
      expected: Object.fromEntries(postIDs.map((id) => [id, 'Pending'])),
    });

    // Within 2 s the open dialog is the published post's: Delete, no Publish or Reject.
    const followed = desk.getByRole('dialog', { name: 'Published Post' });
    await followed.getByRole('button', { name: 'Delete' }).waitFor({ timeout: 2000 });
    expect(await followed.getByRole('button', { name: 'Publish' }).count()).toBe(0);
    expect(await followed.getByRole('button', { name: 'Reject' }).count()).toBe(0);
    await followed.getByRole('alert').filter({ hasText: 'Asha Rao changed this record.' }).waitFor();
    await followed.getByRole('button', { name: 'Close' }).click();

    // The first post, still listed (struck through) in New Posts, opens as it is now.
    await desk.getByRole('button', { name: `View ${titles[0]}` }).click();
    const first = desk.getByRole('dialog', { name: 'Published Post' });
    await first.getByRole('button', { name: 'Delete' }).waitFor();
    expect(await first.getByRole('button', { name: 'Publish' }).count()).toBe(0);
    expect(await first.getByRole('button', { name: 'Reject' }).count()).toBe(0);

    // A Reject sent with what the desk saw before is refused, and the post stays published.
    const refused = await send(desk, 'put', '/posts/status/', {
      postIDs: [postIDs[0]],
      postStatus: 'Rejected',
      expected: { [postIDs[0]]: 'Pending' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: 'This post was published by Asha Rao a moment ago',
      conflicts: [{ id: postIDs[0], status: 'Published', by: 'Asha Rao', at: expect.any(String) }],
    });
    const { posts } = (await call(desk, 'get', `/posts/get/${postIDs[0]}`)) as { posts: { postStatus: string } };
    expect(posts.postStatus).toBe('Published');
  });
});
