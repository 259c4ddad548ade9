import { addMinutes, format } from 'date-fns';
import XLSX from '@e965/xlsx';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, logIn, openPage, signedInApi, tag, toast, viewports } from './app.js';
import { audit } from './axe.js';
import { launchBrowser } from './browser.js';

let browser: Browser;
let page: Page;

const png = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 30, g: 110, b: 190 } } })
    .png()
    .toBuffer();

const sheet = (rows: Record<string, unknown>[]) => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.json_to_sheet(rows), 'Sheet1');
  return Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }));
};

const pickerTime = (date: Date) => format(date, "yyyy-MM-dd'T'HH:mm");

/** The admin's API, for setting up posts quickly (the screens are what the tests exercise). */
const api = async () => {
  const { call, get, category, language, createPost } = await signedInApi(page);
  const create = async (
    location: string,
    title: string,
    status: 'Pending' | 'Published' = 'Pending',
    postedOn?: Date,
  ) => {
    const postID = await createPost({
      title,
      location,
      ...(postedOn && { postedOn: format(postedOn, 'yyyy-MM-dd HH:mm') }),
    });
    if (status === 'Published') await call('put', '/posts/status/', { postIDs: [postID], postStatus: 'Published' });
    return postID;
  };
  const statusOf = async (id: string) =>
    (await get<{ posts: { postStatus: string } }>(`/posts/get/${id}`)).posts.postStatus;
  const update = (id: string, data: Record<string, unknown>) => call('put', `/posts/update/${id}`, data);
  return { category, language, create, statusOf, update };
};

type Api = Awaited<ReturnType<typeof api>>;
let admin: Api;

/** Opens a posts tab searched for one location, as a shared link would, and waits for its list call. */
const openTab = async (path: string, location: string) => {
  await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/posts/filter/') && r.ok()),
    page.goto(`${baseUrl}${path}?filter=${encodeURIComponent(JSON.stringify({ search: location }))}&page=1`),
  ]);
};

const row = (text: string) => page.getByRole('row').filter({ hasText: text });

/** A row an action moved out of the list stays until the list is loaded again, struck through (issue 39). */
const markedOut = (text: string) =>
  expect
    .poll(() =>
      row(text)
        .getByRole('cell')
        .nth(1)
        .evaluate((td) => getComputedStyle(td).textDecorationLine),
    )
    .toBe('line-through');

const openPost = async (title: string, name: RegExp | string) => {
  await page.getByRole('button', { name: `View ${title}` }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  return dialog;
};

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await openPage(browser, viewports.desktop));
  await logIn(page);
  admin = await api();
});
afterAll(async () => {
  await page?.context().close();
  await browser?.close();
});

describe('the daily posts workflow', () => {
  it('publishes a pending post and finds it under Published; one timed ahead goes to Scheduled', async () => {
    const location = tag('Pub');
    await admin.create(location, 'Harbour reopens after storm');
    await admin.create(location, 'Budget session opens tomorrow', 'Pending', addMinutes(new Date(), 90));
    await openTab('/posts/new-post', location);
    await page.getByRole('status', { name: '2 New Posts' }).waitFor();

    let dialog = await openPost('Harbour reopens after storm', 'Pending Post');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await toast(page, 'Post status updated successfully');
    await markedOut('Harbour reopens after storm');
    dialog = await openPost('Budget session opens tomorrow', 'Pending Post');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await markedOut('Budget session opens tomorrow');

    await openTab('/posts/post', location);
    await row('Harbour reopens after storm').waitFor();
    expect(await row('Budget session opens tomorrow').count()).toBe(0);
    await openTab('/posts/schedule-post', location);
    await row('Budget session opens tomorrow').waitFor();
    await page.getByRole('status', { name: '1 Scheduled Post' }).waitFor();
  });

  it('rejects a pending post, which then shows under Trash without edit or delete', async () => {
    const location = tag('Rej');
    await admin.create(location, 'Council meeting ends early');
    await openTab('/posts/new-post', location);
    const dialog = await openPost('Council meeting ends early', 'Pending Post');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await toast(page, 'Post status updated successfully');
    await openTab('/posts/trash', location);
    const trash = await openPost('Council meeting ends early', 'Trash Post');
    for (const name of ['Edit', 'Delete', 'Publish', 'Reject'])
      expect(await trash.getByRole('button', { name, exact: true }).count()).toBe(0);
    await trash.getByRole('button', { name: 'Close' }).click();
  });

  it('bulk delete: Undo keeps the posts; without Undo they go to Trash', async () => {
    const location = tag('Bulk');
    const ids = [
      await admin.create(location, 'Market prices ease again', 'Published'),
      await admin.create(location, 'Rail line gets new stops', 'Published'),
    ];
    await openTab('/posts/post', location);
    await page.getByRole('status', { name: '2 Published Posts' }).waitFor();
    const trashSelected = async () => {
      for (const title of ['Market prices ease again', 'Rail line gets new stops'])
        await row(title).getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('dialog', { name: 'Are You Sure Want To Delete?' });
      await confirm.getByText('Confirm To Delete Selected Posts').waitFor();
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      const shown = page.getByRole('alert').filter({ hasText: 'Posts Moved to Trash' });
      await shown.waitFor();
      return shown;
    };

    const first = await trashSelected();
    await first.getByRole('button', { name: 'Undo' }).click();
    await first.waitFor({ state: 'detached' });
    // The call would have gone when the toast closed; after Undo it never does.
    expect(await Promise.all(ids.map((id) => admin.statusOf(id)))).toEqual(['Published', 'Published']);
    await row('Market prices ease again').waitFor();

    await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/posts/status/' && r.ok(), { timeout: 15_000 }),
      trashSelected(),
    ]);
    expect(await Promise.all(ids.map((id) => admin.statusOf(id)))).toEqual(['Rejected', 'Rejected']);
    await openTab('/posts/trash', location);
    await page.getByRole('status', { name: '2 Trash Posts' }).waitFor();
  });

  it("imports a real .xlsx: a bad row opens 'Upload Errors' and nothing goes in; fixed, the rows are counted", async () => {
    const location = tag('Imp');
    const good = {
      'News Title': 'Harbour reopens after the storm',
      'News Description': 'Fishing boats returned to sea on Tuesday.',
      Location: location,
      Category: admin.category.postCategoryName,
      Language: admin.language.languageName,
    };
    await openTab('/posts/new-post', location);
    const upload = async (rows: Record<string, unknown>[]) =>
      page.locator('input[type="file"][accept=".xls,.xlsx"]').setInputFiles({
        name: 'posts.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: sheet(rows),
      });
    await upload([good, { ...good, Location: '' }]);
    const errors = page.getByRole('dialog', { name: 'Upload Errors' });
    await errors
      .getByRole('listitem')
      .filter({ hasText: /^Row 3: / })
      .waitFor();
    await errors.getByRole('button', { name: 'Close' }).click();
    expect(await row(location).count()).toBe(0);

    await upload([good, { ...good, 'News Title': 'Second story of the day' }]);
    await toast(page, 'File Uploaded successfully: 2 rows imported');
    await page.getByRole('status', { name: '2 New Posts' }).waitFor();
  });

  it('adds a post with an image: the upload shows, the list and the modal show the image', async () => {
    const location = tag('Add');
    await openTab('/posts/new-post', location);
    await page.getByRole('button', { name: '+ Add New Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Post' });
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await png() });
    await dialog.getByRole('img', { name: /preview/ }).waitFor();
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: admin.category.postCategoryName }).click();
    await dialog.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: admin.language.languageName }).click();
    await dialog.getByRole('textbox', { name: 'Location' }).fill(location);
    await dialog.getByRole('textbox', { name: 'News Title' }).fill('New bridge opens to traffic');
    await dialog.getByRole('textbox', { name: 'News Description' }).fill('The bridge links both banks.');
    await dialog.getByLabel('Posted On').fill(pickerTime(addMinutes(new Date(), 5)));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await toast(page, 'Post Added successfully');
    const modal = await openPost('New bridge opens to traffic', 'Pending Post');
    const image = modal.getByRole('img', { name: 'New bridge opens to traffic' });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    await modal.getByRole('button', { name: 'Close' }).click();
  });

  it('a stale save is refused (409): the modal says so, and Reload shows the other admin’s version', async () => {
    const location = tag('Stale');
    const id = await admin.create(location, 'Mayor opens the new library');
    await openTab('/posts/new-post', location);
    const dialog = await openPost('Mayor opens the new library', 'Pending Post');
    await dialog.getByRole('button', { name: 'Edit' }).click();
    // Meanwhile another admin changes the post.
    await admin.update(id, { postTitle: 'Mayor opens the city library' });
    await dialog.getByRole('textbox', { name: 'Location' }).fill(`${location} north`);
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === `/api/posts/update/${id}`),
      dialog.getByRole('button', { name: 'Save', exact: true }).click(),
    ]);
    expect(response.status()).toBe(409);
    await dialog.getByText('This record was changed by someone else since you opened it.', { exact: false }).waitFor();
    await dialog.getByText('Changed: News Title').waitFor();
    await dialog.getByRole('button', { name: 'Reload' }).click();
    await expect
      .poll(() => dialog.getByRole('textbox', { name: 'News Title' }).inputValue())
      .toBe('Mayor opens the city library');
    expect(await dialog.getByRole('textbox', { name: 'Location' }).inputValue()).toBe(location);
  });
});

describe('triage', () => {
  it('New Posts: one click on the Posted On header puts the oldest first, and the sort stays in the address', async () => {
    const location = tag('Sort');
    const titles = ['Ferry timetable changes', 'Market prices fall', 'School reopens Monday'];
    // Filed in this order; posting times 90, 30 and 60 minutes ahead.
    await admin.create(location, titles[0], 'Pending', addMinutes(new Date(), 90));
    await admin.create(location, titles[1], 'Pending', addMinutes(new Date(), 30));
    await admin.create(location, titles[2], 'Pending', addMinutes(new Date(), 60));
    await openTab('/posts/new-post', location);
    await page.getByRole('status', { name: '3 New Posts' }).waitFor();
    const shown = async () =>
      (await page.locator('tbody tr').allTextContents()).map((text) => titles.find((title) => text.includes(title)));
    // The spec's order: newest filed first.
    await expect.poll(shown).toEqual([titles[2], titles[1], titles[0]]);
    await page.getByRole('button', { name: 'Sort by Posted On ascending' }).click();
    await expect.poll(shown).toEqual([titles[1], titles[2], titles[0]]);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('postedOn');
    expect(new URL(page.url()).searchParams.get('order')).toBe('ASC');
  });

  it('at 390 px a post is a card without S.No and Action lines, its View button in the card, one select-all box', async () => {
    const location = tag('Phone');
    await admin.create(location, 'Rain closes hill roads');
    const phone = await openPage(browser, viewports.phone);
    try {
      await logIn(phone.page);
      await phone.page.goto(
        `${baseUrl}/posts/new-post?filter=${encodeURIComponent(JSON.stringify({ search: location }))}`,
      );
      const card = phone.page.getByRole('row').filter({ hasText: location });
      await card.getByRole('button', { name: 'View Rain closes hill roads' }).waitFor();
      expect(await phone.page.getByRole('checkbox', { name: /select all/i }).count()).toBe(1);
      expect(await card.getByText('S.No').count()).toBe(0);
      expect(await card.locator('td[data-label="S.No"]').isVisible()).toBe(false);
      // The buttons' cell shows no 'Action' label before them.
      expect(
        await card.locator('td[data-label="Action"]').evaluate((cell) => getComputedStyle(cell, '::before').content),
      ).toBe('none');
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await phone.context.close();
    }
  });
});

describe('acting without detours (issue 39)', () => {
  it('a pending post is edited and published from one dialog visit; the toast names it, and View opens it', async () => {
    const location = tag('Act');
    const id = await admin.create(location, 'Ferry service resumes at dawn');
    await openTab('/posts/new-post', location);
    const dialog = await openPost('Ferry service resumes at dawn', 'Pending Post');
    await dialog.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByRole('textbox', { name: 'News Title' }).fill('Ferry service resumes at sunrise');
    const [saved, published] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === `/api/posts/update/${id}`),
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/posts/status/'),
      dialog.getByRole('button', { name: 'Save and publish' }).click(),
    ]);
    expect([saved.status(), published.status()]).toEqual([200, 200]);
    const named = page.getByRole('alert').filter({ hasText: 'Post status updated successfully' });
    await named.getByText('Published "Ferry service resumes at sunrise"').waitFor();
    // The toast stays 5 seconds: View is clicked while it shows.
    await named.getByRole('button', { name: 'View' }).click();
    const again = page.getByRole('dialog', { name: 'Published Post' });
    await expect
      .poll(() => again.getByRole('textbox', { name: 'News Title' }).inputValue())
      .toBe('Ferry service resumes at sunrise');
    expect(await admin.statusOf(id)).toBe('Published');
    expect(await audit(page, 'the post opened again from the toast')).toEqual([]);
    await again.getByRole('button', { name: 'Close' }).click();
    await again.waitFor({ state: 'detached' });
    // The row stays where it was, marked, until the list is asked for again.
    await markedOut(location);
  });

  it("a rejection's toast names the post, and its Undo puts the post back in Pending", async () => {
    const location = tag('Undo');
    const id = await admin.create(location, 'Tram fares stay the same');
    await openTab('/posts/new-post', location);
    const dialog = await openPost('Tram fares stay the same', 'Pending Post');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    const named = page.getByRole('alert').filter({ hasText: 'Post status updated successfully' });
    await named.getByText('Rejected "Tram fares stay the same"').waitFor();
    await named.getByRole('button', { name: 'Undo' }).click();
    await toast(page, 'Undone: the status is back to what it was');
    await expect.poll(() => admin.statusOf(id)).toBe('Pending');
  });

  it('at 390 px the dialog shows History, Publish and Reject without scrolling, each at least 44 px, 8 px apart', async () => {
    const location = tag('Phone');
    await admin.create(location, 'Night market returns tonight');
    await page.setViewportSize(viewports.phone);
    try {
      await openTab('/posts/new-post', location);
      const dialog = await openPost('Night market returns tonight', 'Pending Post');
      const publish = dialog.getByRole('button', { name: 'Publish' });
      await expect.poll(() => publish.isEnabled()).toBe(true);
      const viewport = page.viewportSize()!;
      const boxes = [];
      for (const name of ['History', 'Close', 'Edit', 'Publish', 'Reject']) {
        const box = await dialog.getByRole('button', { name, exact: true }).boundingBox();
        expect(box, name).not.toBeNull();
        // Inside the screen as it is, with the dialog's body not scrolled.
        expect(box!.x, name).toBeGreaterThanOrEqual(0);
        expect(box!.y, name).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, name).toBeLessThanOrEqual(viewport.width);
        expect(box!.y + box!.height, name).toBeLessThanOrEqual(viewport.height);
        expect(Math.min(box!.width, box!.height), name).toBeGreaterThanOrEqual(44);
        boxes.push({ name, ...box! });
      }
      // The History button is shown whole, not cut ('ISTORY').
      expect(
        await dialog
          .getByRole('button', { name: 'History', exact: true })
          .evaluate((button) => button.scrollWidth <= button.clientWidth),
      ).toBe(true);
      // Touch targets at least 8 px apart: no two boxes closer than that on both axes.
      for (const [index, a] of boxes.entries())
        for (const b of boxes.slice(index + 1)) {
          const apart = Math.max(
            b.x - (a.x + a.width),
            a.x - (b.x + b.width),
            b.y - (a.y + a.height),
            a.y - (b.y + b.height),
          );
          expect(apart, `${a.name} and ${b.name}`).toBeGreaterThanOrEqual(8);
        }
      const body = dialog.locator('.MuiDialogContent-root');
      expect(await body.evaluate((element) => element.scrollTop)).toBe(0);
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        expect(await audit(page, `the post dialog at 390 px, ${theme}`)).toEqual([]);
      }
      await page.emulateMedia({ colorScheme: 'light' });
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await page.setViewportSize(viewports.desktop);
    }
  });
});
