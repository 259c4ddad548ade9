import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, logIn, openPage, secondAdmin, signedInApi, tag, viewports } from './app.js';
import { launchBrowser } from './browser.js';

/**
 * Issue 36: a status change made on out-of-date information is refused. Asha Rao publishes two pending posts while
 * the desk admin has New Posts open (and one of them open in its dialog): the dialog follows at once, the other post
 * opens as it now is, and a Reject sent with what the desk saw before is refused.
 */
let browser: Browser;
let desk: Page;
let asha: Page;
const location = tag('Stale');
const titles = [`Bridge reopens ${location}`, `Rain warning ${location}`];
const postIDs: string[] = [];
let deskApi: Awaited<ReturnType<typeof signedInApi>>;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: desk } = await openPage(browser, viewports.desktop));
  await logIn(desk);
  deskApi = await signedInApi(desk);
  ({ page: asha } = await secondAdmin(browser, deskApi.call, { firstName: 'Asha', lastName: 'Rao' }));
  for (const title of titles) {
    postIDs.push(
      await deskApi.createPost({ title, location, description: 'Traffic moves again from six in the morning.' }),
    );
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
    await (
      await signedInApi(asha)
    ).call('put', '/posts/status/', {
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
    const refused = await desk.request.put(`${baseUrl}/api/posts/status/`, {
      headers: deskApi.headers,
      data: { postIDs: [postIDs[0]], postStatus: 'Rejected', expected: { [postIDs[0]]: 'Pending' } },
    });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toEqual({
      message: 'This post was published by Asha Rao a moment ago',
      conflicts: [{ id: postIDs[0], status: 'Published', by: 'Asha Rao', at: expect.any(String) }],
    });
    const { posts } = await deskApi.get<{ posts: { postStatus: string } }>(`/posts/get/${postIDs[0]}`);
    expect(posts.postStatus).toBe('Published');
  });
});
