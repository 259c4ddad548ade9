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

/**
 * Logs in through the login page (as the e2e admin unless another's `mobile` and `password` are given) and waits for
 * the dashboard (of the server at `url`).
 */
export const logIn = async (
  page: Page,
  { url = baseUrl, mobile = inject('adminMobile'), password = inject('adminPassword') } = {},
) => {
  await page.goto(`${url}/`);
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(password);
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

/**
 * A second admin for tests with two: added through `call` (an Owner's, as Settings → Admins adds one) with the roles
 * of these ids (none: the server's default), then signed in on a page of their own. Answers the page and the name the
 * app shows for them.
 */
export const secondAdmin = async (
  browser: Browser,
  call: Awaited<ReturnType<typeof signedInApi>>['call'],
  { firstName, lastName = tag('Rao'), roles }: { firstName: string; lastName?: string; roles?: string[] },
) => {
  const mobile = `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const password = `e2e password ${mobile}`;
  await call('post', '/admins', {
    firstName,
    lastName,
    mobileNumber: mobile,
    email: `${firstName.toLowerCase()}.${mobile}@newsroom.example`,
    password,
    ...(roles && { roles }),
  });
  const { page } = await openPage(browser, viewports.desktop);
  await logIn(page, { mobile, password });
  return { page, name: `${firstName} ${lastName}` };
};
