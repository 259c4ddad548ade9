import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, logIn, openPage, signedInApi, tag, toast, viewports } from './app.js';
import { audit } from './axe.js';
import { launchBrowser } from './browser.js';

let browser: Browser;
let page: Page;

/** A pending post made through the API (the screens are what the test exercises); answers its id. */
const createPost = async (location: string, title: string) => (await signedInApi(page)).createPost({ title, location });

/** Uploads a picture of one colour as the post's image through the API; answers its URL. */
const uploadImage = async (postID: string, background: string) => {
  const token = await page.evaluate(() => sessionStorage.getItem('adminToken'));
  const buffer = await sharp({ create: { width: 320, height: 180, channels: 3, background } })
    .png()
    .toBuffer();
  const response = await page.request.put(`${baseUrl}/api/posts/upload/${postID}`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { postImage: { name: 'picture.png', mimeType: 'image/png', buffer } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { postImageURL: string }).postImageURL;
};

const postImageOf = async (postID: string) => {
  const token = await page.evaluate(() => sessionStorage.getItem('adminToken'));
  const response = await page.request.get(`${baseUrl}/api/posts/get/${postID}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { posts: { postImageURL: string } }).posts.postImageURL;
};

/** A posts tab searched for one location, as a shared link would open it. */
const openTab = (path: string, location: string) =>
  Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/posts/filter/') && r.ok()),
    page.goto(`${baseUrl}${path}?filter=${encodeURIComponent(JSON.stringify({ search: location }))}&page=1`),
  ]);

const row = (text: string) => page.getByRole('row').filter({ hasText: text });

/** The signed-in admin's first and last name, as Activity names them. */
const adminName = async () => {
  const token = await page.evaluate(() => sessionStorage.getItem('adminToken'));
  const response = await page.request.get(`${baseUrl}/api/admins`, { headers: { Authorization: `Bearer ${token}` } });
  const { admins } = (await response.json()) as {
    admins: { firstName: string; lastName: string; mobileNumber: string }[];
  };
  const admin = admins.find((candidate) => candidate.mobileNumber === inject('adminMobile'))!;
  return `${admin.firstName} ${admin.lastName}`;
};

/** A regular expression matching `text` exactly. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await openPage(browser, viewports.desktop));
  await logIn(page);
});
afterAll(async () => {
  await page?.context().close();
  await browser?.close();
});

describe('the audit log', () => {
  it("rejects a post, finds it on Activity filtered by that post, reverts it from the post's History, sees it back under New Posts", async () => {
    const location = tag('Audit');
    const title = 'Council meets tonight';
    const postID = await createPost(location, title);

    await openTab('/posts/new-post', location);
    await page.getByRole('button', { name: `View ${title}` }).click();
    const pending = page.getByRole('dialog', { name: 'Pending Post' });
    await pending.getByRole('button', { name: 'Reject' }).click();
    await toast(page, 'Post status updated successfully');
    // The row stays, marked, until the list is asked for again (issue 39).
    await page.getByRole('button', { name: /change.* - Refresh/ }).click();
    await row(title).waitFor({ state: 'detached' });

    // Settings > Activity, filtered by the post as the URL carries it.
    await page.goto(
      `${baseUrl}/settings/activity?filter=${encodeURIComponent(JSON.stringify({ resource: 'posts', recordId: postID }))}`,
    );
    const rejection = page.getByRole('article', { name: exactly(`${await adminName()} rejected "${title}"`) });
    await rejection.waitFor();
    expect(await rejection.getByRole('row').filter({ hasText: 'Status' }).getByRole('cell').allTextContents()).toEqual([
      'Pending',
      'Rejected',
    ]);
    // The entry's creation is listed too, and nothing of any other record.
    await page.getByRole('article', { name: exactly(`${await adminName()} created "${title}"`) }).waitFor();
    expect(await page.getByRole('article').count()).toBe(2);

    // Reverted from the post's own History panel (it is in Trash now).
    await openTab('/posts/trash', location);
    await page.getByRole('button', { name: `View ${title}` }).click();
    const trashed = page.getByRole('dialog', { name: 'Trash Post' });
    await trashed.getByRole('button', { name: 'History' }).click();
    const history = trashed.getByRole('region', { name: 'History: Trash Post' });
    await history
      .getByRole('article', { name: new RegExp(`rejected "${title}"$`) })
      .getByRole('button', { name: 'Revert: put back the status' })
      .click();
    // Revert asks first, naming the field and the value it puts back.
    await page
      .getByRole('dialog', { name: 'Put back the status "Pending"?' })
      .getByRole('button', { name: 'Put back' })
      .click();
    await toast(page, `Put back the status of "${title}"`);
    // The dialog shows the post as it now is, and its History the revert.
    await page.getByRole('dialog', { name: 'Pending Post' }).waitFor();
    await page.keyboard.press('Escape');

    await openTab('/posts/new-post', location);
    await row(title).waitFor();
    await page.getByRole('status', { name: '1 New Post' }).waitFor();
  });

  it("puts a post's replaced image back from its History: the earlier file, kept since the upload", async () => {
    const location = tag('AuditImage');
    const title = 'Flood waters recede';
    const postID = await createPost(location, title);
    const first = await uploadImage(postID, '#1565c0');
    const second = await uploadImage(postID, '#f57c00');
    expect(second).not.toBe(first);

    await openTab('/posts/new-post', location);
    await page.getByRole('button', { name: `View ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Pending Post' });
    await dialog.getByRole('button', { name: 'History' }).click();
    const history = dialog.getByRole('region', { name: 'History: Pending Post' });
    const upload = history.getByRole('article', { name: new RegExp(`uploaded media of "${title}"$`) }).first();
    await upload
      .getByRole('button', { name: 'Revert: put back the post image URL and the post thumbnail URL' })
      .click();
    await page
      .getByRole('dialog', { name: /^Put back the post image URL ".+" and the post thumbnail URL ".*"\?$/ })
      .getByRole('button', { name: 'Put back' })
      .click();
    await toast(page, `Put back the post image URL and the post thumbnail URL of "${title}"`);
    await expect.poll(() => postImageOf(postID)).toBe(first);
    const image = await page.request.get(first);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    await page.keyboard.press('Escape');
  });

  it('names the admin, the post by its title and the fields by their labels on Activity, near the top, and axe is clean', async () => {
    const location = tag('AuditWords');
    const title = `Harbour reopens ${location}`;
    const postID = await createPost(location, title);
    await openTab('/posts/new-post', location);
    await page.getByRole('button', { name: `View ${title}` }).click();
    await page
      .getByRole('dialog', { name: 'Pending Post' })
      .getByRole('button', { name: 'Publish', exact: true })
      .click();
    // The row stays in the list, marked, until Refresh (issue 39): the toast says the status was set.
    await page.getByRole('alert').filter({ hasText: 'Post status updated successfully' }).first().waitFor();
    // Renamed since: the entry still reads with the title the post had when it was published.
    const token = await page.evaluate(() => sessionStorage.getItem('adminToken'));
    const renamed = await page.request.put(`${baseUrl}/api/posts/update/${postID}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { postTitle: `${title} again` },
    });
    expect(renamed.status()).toBe(200);

    // Unfiltered: the URL's empty filter replaces the one the first test left in the list's store.
    await page.goto(`${baseUrl}/settings/activity?filter=${encodeURIComponent('{}')}`);
    const name = await adminName();
    const published = page.getByRole('article', { name: exactly(`${name} published "${title}"`) });
    await published.waitFor();
    expect(await published.getByRole('row').filter({ hasText: 'Status' }).getByRole('cell').allTextContents()).toEqual([
      'Pending',
      'Published',
    ]);
    const edit = page.getByRole('article', { name: exactly(`${name} updated "${title} again"`) });
    expect(await edit.getByRole('row').filter({ hasText: 'News Title' }).getByRole('cell').allTextContents()).toEqual([
      title,
      `${title} again`,
    ]);
    // One bar of filters: the newest entry starts in the upper half of a 1280 x 800 screen.
    const first = await page.getByRole('article').first().boundingBox();
    expect(first!.y).toBeLessThan(400);
    expect(await audit(page, '/settings/activity')).toEqual([]);

    // A filter from the Filters menu shows as a chip naming it.
    await page.getByRole('button', { name: 'Filters' }).click();
    const menu = page.getByRole('dialog', { name: 'Filters' });
    await menu.getByRole('combobox', { name: 'Admin' }).click();
    await page.getByRole('option', { name }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Clear filter: Admin: ${name}` }).waitFor();
    await published.waitFor();
    expect(await audit(page, '/settings/activity (filtered)')).toEqual([]);
  });
});
