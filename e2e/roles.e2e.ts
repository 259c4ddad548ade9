import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, logIn, openPage, signedInApi, tag, toast, viewports } from './app.js';
import { audit } from './axe.js';
import { launchBrowser } from './browser.js';

let browser: Browser;
let owner: Page;
let desk: Page;

const roleName = `Hindi desk ${tag('')}`;
const mobile = `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const location = tag('Desk');
const hindiTitle = 'Monsoon reaches the coast';
const englishTitle = 'Stadium opens its gates';

/** The owner's API, for the posts the desk then sees (the screens are what the test exercises). */
const ownerApi = async () => {
  const { get, createPost, languageId } = await signedInApi(owner);
  const create = (title: string, language: string) => createPost({ title, location, language });
  return { get, create, hindi: languageId('Hindi') };
};

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: owner } = await openPage(browser, viewports.desktop));
  await logIn(owner);
});
afterAll(async () => {
  await browser?.close();
});

describe('roles and permissions (issue 40)', () => {
  it('an Owner adds the role "Hindi desk" and an admin holding it', async () => {
    await owner.goto(`${baseUrl}/settings/roles`);
    await owner.getByRole('button', { name: '+ Add Role' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Add Role' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(roleName);
    for (const words of ['posts', 'short videos', 'daily quotes'])
      for (const action of ['list', 'read', 'status'])
        await dialog.getByRole('checkbox', { name: `${action} ${words}`, exact: true }).check();
    await dialog.getByRole('combobox', { name: 'Languages', exact: true }).click();
    await owner.getByRole('option', { name: 'Hindi' }).click();
    await owner.keyboard.press('Escape');
    await audit(owner, 'the Add Role dialog');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await toast(owner, 'Role added successfully');

    await owner.goto(`${baseUrl}/settings/admins`);
    await owner.getByRole('button', { name: '+ Add Admin' }).click();
    const add = owner.getByRole('dialog', { name: 'Add Admin' });
    await add.getByRole('textbox', { name: 'First Name' }).fill('Meera');
    await add.getByRole('textbox', { name: 'Last Name' }).fill(`Desk${mobile.slice(-4)}`);
    await add.getByRole('textbox', { name: 'Mobile Number' }).fill(mobile);
    await add.getByRole('textbox', { name: 'Email' }).fill(`meera.${mobile}@newsroom.example`);
    // Its name is the label and the roles chosen (Owner is chosen on a new admin).
    const roles = add.getByRole('combobox', { name: /^Roles\b/ });
    await roles.click();
    // Owner is offered first on a new admin; the desk holds only its own role.
    const ownerOption = owner.getByRole('option', { name: 'Owner' });
    if ((await ownerOption.getAttribute('aria-selected')) === 'true') await ownerOption.click();
    await owner.getByRole('option', { name: roleName }).click();
    await owner.keyboard.press('Escape');
    await add.getByRole('button', { name: 'Submit' }).click();
    await toast(owner, 'Admin Added successfully');
    const password = (await owner.getByRole('group', { name: 'One-time password' }).textContent()) ?? '';
    expect(password).toMatch(/^\S{16}$/);

    ({ page: desk } = await openPage(browser, viewports.desktop));
    await desk.goto(`${baseUrl}/`);
    await desk.getByLabel('Mobile Number').fill(mobile);
    await desk.getByLabel('Password', { exact: true }).fill(password);
    await desk.getByRole('button', { name: 'Login' }).click();
    await desk.waitForURL(`${baseUrl}/account`);
    await desk.getByLabel('Current Password').fill(password);
    await desk.getByLabel('New Password').fill(`desk password ${mobile}`);
    await desk.getByRole('button', { name: 'Change password' }).click();
    await toast(desk, 'Password changed successfully');
  });

  it('the desk sees only Hindi posts, in the list, its count and the dashboard, and can publish one', async () => {
    const api = await ownerApi();
    await api.create(hindiTitle, 'Hindi');
    await api.create(englishTitle, 'English');

    const [listed] = await Promise.all([
      desk.waitForResponse((r) => new URL(r.url()).pathname === '/api/posts/filter/Pending' && r.ok()),
      desk.goto(`${baseUrl}/posts/new-post?filter=${encodeURIComponent(JSON.stringify({ search: location }))}&page=1`),
    ]);
    const { posts } = (await listed.json()) as { posts: { postsData: { postLanguage: { languageID: string } }[] } };
    expect(posts.postsData.map((post) => post.postLanguage.languageID)).toEqual([api.hindi]);
    await desk.getByRole('status', { name: '1 New Post' }).waitFor();
    await desk.getByRole('row').filter({ hasText: hindiTitle }).waitFor();
    expect(await desk.getByRole('row').filter({ hasText: englishTitle }).count()).toBe(0);
    // List, read and status only: nothing to add, import or export.
    for (const name of ['+ Add Post', 'Import', 'Export'])
      expect(await desk.getByRole('button', { name, exact: true }).count()).toBe(0);
    await audit(desk, 'the Hindi desk on New Posts');

    // Every pending post's figure counts only Hindi ones, as the owner's Hindi filter does.
    const { posts: hindiPending } = await api.get<{ posts: { pagination: { totalRecords: number } } }>(
      `/posts/filter/Pending?page=1&limit=1&language=${api.hindi}`,
    );
    const [figures] = await Promise.all([
      desk.waitForResponse((r) => new URL(r.url()).pathname === '/api/dashboard/summary' && r.ok()),
      desk.goto(`${baseUrl}/dashboard`),
    ]);
    const { dashboard } = (await figures.json()) as { dashboard: { pendingPosts: number } };
    expect(dashboard.pendingPosts).toBe(hindiPending.pagination.totalRecords);
    // Figures of lists the desk may not open are not shown: no reporters, tickets or ads.
    await desk.getByRole('link', { name: /^\d+ Pending Posts?$/ }).waitFor();
    for (const name of [/New Reporters?$/, /Open Tickets?/, /Running Ads?$/])
      expect(await desk.getByRole('link', { name }).count()).toBe(0);
    await audit(desk, "the Hindi desk's dashboard");

    await desk.goto(
      `${baseUrl}/posts/new-post?filter=${encodeURIComponent(JSON.stringify({ search: location }))}&page=1`,
    );
    await desk.getByRole('button', { name: `View ${hindiTitle}` }).click();
    const dialog = desk.getByRole('dialog', { name: 'Pending Post' });
    expect(await dialog.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await toast(desk, 'Post status updated successfully');
  });

  it('the desk has no Settings, and a Settings page opened by URL says so', async () => {
    await desk.goto(`${baseUrl}/dashboard`);
    const menu = desk.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('menuitem', { name: 'Post', exact: true }).waitFor();
    for (const name of ['Short Video', 'Daily Quotes'])
      expect(await menu.getByRole('menuitem', { name, exact: true }).count()).toBe(1);
    for (const name of ['Settings', 'Reporter', 'Magazines'])
      expect(await menu.getByRole('menuitem', { name, exact: true }).count()).toBe(0);
    await desk.goto(`${baseUrl}/settings/admins`);
    await desk.getByText('You do not have access to this page').waitFor();
    expect(await desk.getByRole('table').count()).toBe(0);
    await audit(desk, 'a page the desk may not open');
  });
});
