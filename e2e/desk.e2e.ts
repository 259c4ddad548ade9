import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, logIn, openPage, secondAdmin, signedInApi, tag, toast, viewports } from './app.js';
import { audit } from './axe.js';
import { launchBrowser } from './browser.js';

/**
 * The review desk with two admins (issue 44): A assigns a pending post to B and notes on it mentioning B; B's bell
 * counts within 2 s, the notification opens the post's dialog with the note; B publishes and A is notified. axe on
 * the dialog and on the bell's list at 1280 and 390 px.
 */
let browser: Browser;
let a: Page;
let b: Page;
const last = tag('Desai');
const bName = `Bina ${last}`;
const title = `Desk ${tag('Post')}`;
let postID = '';

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: a } = await openPage(browser, viewports.desktop));
  await logIn(a);
  const { call, createPost } = await signedInApi(a);
  ({ page: b } = await secondAdmin(browser, call, { firstName: 'Bina', lastName: last }));
  postID = await createPost({
    title,
    location: 'Riverside',
    description: 'The bridge reopens to traffic on Monday.',
  });
});
afterAll(async () => {
  await browser?.close();
});

describe('the review desk with two admins', () => {
  it('A assigns a pending post to B with a note; B is notified within 2 s, opens it, publishes; A is notified', async () => {
    await b.getByRole('button', { name: 'Notifications, 0 unread' }).waitFor();
    const aUnreadBefore = Number(
      /(\d+) unread/.exec((await a.getByRole('button', { name: /^Notifications, / }).getAttribute('aria-label'))!)![1],
    );

    await a.goto(`${baseUrl}/posts/new-post?show=${postID}`);
    const dialog = a.getByRole('dialog', { name: 'Pending Post' });
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: 'Assigned to' }).click();
    const assignedAt = Date.now();
    await a.getByRole('option', { name: bName }).click();
    await b.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: 2000 });
    expect(Date.now() - assignedAt).toBeLessThan(2000);
    await dialog.getByRole('combobox', { name: 'Assigned to' }).filter({ hasText: bName }).waitFor();

    const note = dialog.getByRole('combobox', { name: 'Add a note' });
    await note.pressSequentially(`@Bina ${last.slice(0, 3)}`);
    await dialog.getByRole('listbox', { name: 'Admins to mention' }).getByRole('option', { name: bName }).waitFor();
    await note.press('Enter');
    await note.pressSequentially('check the location with the reporter');
    await dialog.getByRole('button', { name: 'Add note' }).click();
    const text = `@${bName} check the location with the reporter`;
    await dialog.getByText(text).waitFor();
    expect(await audit(a, 'post dialog with the desk, 1280 px')).toEqual([]);
    await a.setViewportSize(viewports.phone);
    expect(await audit(a, 'post dialog with the desk, 390 px')).toEqual([]);
    await a.setViewportSize(viewports.desktop);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await b.getByRole('button', { name: 'Notifications, 2 unread' }).waitFor({ timeout: 2000 });
    await b.getByRole('button', { name: 'Notifications, 2 unread' }).click();
    const list = b.getByRole('dialog', { name: 'Notifications' });
    await list.waitFor();
    expect(await audit(b, "the bell's list, 1280 px")).toEqual([]);
    await b.setViewportSize(viewports.phone);
    expect(await audit(b, "the bell's list, 390 px")).toEqual([]);
    await b.setViewportSize(viewports.desktop);
    await list.getByRole('button', { name: /mentioned you in a note on a post/ }).click();

    const opened = b.getByRole('dialog', { name: 'Pending Post' });
    await opened.getByText(text).waitFor();
    await opened.getByRole('button', { name: 'Publish' }).click();
    await toast(b, 'Post status updated successfully');
    await a.getByRole('button', { name: `Notifications, ${aUnreadBefore + 1} unread` }).waitFor({ timeout: 2000 });
    await a.getByRole('button', { name: `Notifications, ${aUnreadBefore + 1} unread` }).click();
    await a
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('button', { name: new RegExp(`changed the status of "${title}" to Published`) })
      .waitFor();
  });
});
