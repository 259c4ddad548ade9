import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = inject('baseUrl');

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** A fresh browser context (its own session storage) at a viewport. */
export const openPage = async (browser: Browser, viewport: { width: number; height: number }) => {
  const context: BrowserContext = await browser.newContext({ viewport });
  return { context, page: await context.newPage() };
};

/** Logs in through the login page as the e2e admin and waits for the dashboard (of the server at `url`). */
export const logIn = async (page: Page, url = baseUrl) => {
  await page.goto(`${url}/`);
  await page.getByLabel('Mobile Number').fill(inject('adminMobile'));
  await page.getByLabel('Password', { exact: true }).fill(inject('adminPassword'));
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${url}/dashboard`);
};

/** Waits for a toast with exactly this text. */
export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first().waitFor();

/**
 * `prefix` and eight random letters: letters only, so the screens' searches match it as part of a name, and nothing
 * in the demo data holds it.
 */
export const tag = (prefix: string) =>
  `${prefix}${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/**
 * The API as the admin signed in on `page` (the token the app keeps in session storage), for setting up records
 * quickly: the screens are what the tests exercise. `call` expects a 2xx answer; `createPost` makes a pending post in
 * the first active post `category` and the named language (else the first active one, `language`) and answers its id.
 */
export const signedInApi = async (page: Page) => {
  const token = await page.evaluate(() => sessionStorage.getItem('adminToken'));
  const headers = { Authorization: `Bearer ${token}` };
  const call = async <T>(method: 'get' | 'post' | 'put' | 'delete', path: string, data?: object) => {
    const response = await page.request[method](`${baseUrl}/api${path}`, { headers, data });
    if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  const get = <T>(path: string) => call<T>('get', path);
  const { postCategories } = await get<{
    postCategories: { postCategories: { postCategoryID: string; postCategoryName: string }[] };
  }>('/post/category/filter/Active?page=1&limit=100');
  const { languageData } = await get<{
    languageData: { activeLanguages: { languageID: string; languageName: string }[] };
  }>('/language/get');
  const category = postCategories.postCategories[0];
  const languageId = (name?: string) =>
    (name === undefined
      ? languageData.activeLanguages[0]
      : languageData.activeLanguages.find((each) => each.languageName === name)!
    ).languageID;
  const createPost = async ({
    title,
    location,
    description = `What happened in ${location} today, in a few words.`,
    language,
    postedOn,
  }: {
    title: string;
    location: string;
    description?: string;
    language?: string;
    /** As the API takes it: `yyyy-MM-dd HH:mm`. */
    postedOn?: string;
  }) =>
    (
      await call<{ postID: string }>('post', '/posts/create', {
        postTitle: title,
        postDescription: description,
        postLocationDetails: location,
        postCategory: category.postCategoryID,
        postLanguage: languageId(language),
        ...(postedOn && { postedOn }),
      })
    ).postID;
  return { headers, call, get, category, language: languageData.activeLanguages[0], languageId, createPost };
};
