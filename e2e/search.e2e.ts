import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, logIn, openPage, viewports } from './app.js';
import { audit } from './axe.js';
import { launchBrowser } from './browser.js';

/** Issue 42: the top bar's search, from the keyboard, in Hindi, over what was just written. */
let browser: Browser;
let page: Page;

/** Six random Devanagari consonants: a word no demo content holds. */
const hindiTag = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(0x0915 + Math.floor(Math.random() * 0x24))).join('');

const api = async () => {
  const token = await page.evaluate(() => sessionStorage.getItem('adminToken'));
  const headers = { Authorization: `Bearer ${token}` };
  const get = async <T>(path: string) => {
    const response = await page.request.get(`${baseUrl}/api${path}`, { headers });
    expect(response.status()).toBe(200);
    return (await response.json()) as T;
  };
  const { postCategories } = await get<{
    postCategories: { postCategories: { postCategoryID: string }[] };
  }>('/post/category/filter/Active?page=1&limit=100');
  const { languageData } = await get<{ languageData: { activeLanguages: { languageID: string }[] } }>('/language/get');
  return {
    createPost: async (title: string) => {
      const response = await page.request.post(`${baseUrl}/api/posts/create`, {
        headers,
        data: {
          postTitle: title,
          postDescription: 'बाढ़ के बाद राहत शिविरों में भोजन और दवाइयां पहुंचाई गईं।',
          postLocationDetails: 'पटना',
          postCategory: postCategories.postCategories[0].postCategoryID,
          postLanguage: languageData.activeLanguages[0].languageID,
        },
      });
      expect(response.status()).toBe(201);
      return ((await response.json()) as { postID: string }).postID;
    },
  };
};

const palette = () => page.getByRole('dialog', { name: 'Search everything' });

/** Presses Ctrl+K once the top bar is in, and answers the search's input. */
const openPalette = async () => {
  await page.getByRole('button', { name: 'Search' }).waitFor();
  await page.keyboard.press('Control+k');
  const input = palette().getByRole('combobox', { name: 'Search text' });
  await input.waitFor();
  return input;
};

/** Opens the search, types the text, and waits for an option holding `expected`. */
const searchFor = async (text: string, expected: string) => {
  const input = await openPalette();
  await input.fill(text);
  await palette().getByRole('option').filter({ hasText: expected }).first().waitFor();
  return input;
};

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await openPage(browser, viewports.desktop));
  await logIn(page);
});
afterAll(async () => {
  await page?.context().close();
  await browser?.close();
});

describe('the top bar search', () => {
  it("opens a Hindi post's modal from part of its title, found within 1 s of its creation, with Ctrl+K and Enter", async () => {
    const word = hindiTag();
    const title = `${word} में बाढ़ राहत शिविर`;
    const { createPost } = await api();
    await page.goto(`${baseUrl}/settings/languages`);
    const input = await openPalette();
    await createPost(title);
    // The API's search finds it within 1 s of its creation.
    const started = Date.now();
    const token = await page.evaluate(() => sessionStorage.getItem('adminToken'));
    const found = await page.request.get(`${baseUrl}/api/search?q=${encodeURIComponent(word)}&resources=posts`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(JSON.stringify(await found.json())).toContain(title);
    await input.fill(`${word} में`);
    await palette().getByRole('option').filter({ hasText: title }).first().waitFor();
    expect(await palette().getByRole('option').first().getAttribute('aria-selected')).toBe('true');
    expect(await audit(page, 'search palette at 1280 px')).toEqual([]);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/posts\/new-post\?show=/);
    const shownTitle = page.getByRole('dialog').getByRole('textbox', { name: 'News Title' });
    await shownTitle.waitFor();
    expect(await shownTitle.inputValue()).toBe(title);
  });

  it("opens a reporter's page from their mobile number", async () => {
    const token = await page.evaluate(() => sessionStorage.getItem('adminToken'));
    const mobileNumber = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    const response = await page.request.post(`${baseUrl}/api/reporter/register`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        firstName: 'Meera',
        lastName: 'Search',
        mobileNumber,
        email: `meera.${mobileNumber}@e2e.test`,
        role: 'Reporter',
      },
    });
    expect(response.status()).toBe(201);
    const { roleID } = ((await response.json()) as { reporter: { roleID: string } }).reporter;
    await page.goto(`${baseUrl}/dashboard`);
    await searchFor(mobileNumber, 'Meera Search');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/view-reporter/${roleID}`);
  });

  it("opens a language's edit dialog on its list, as any declared list opens its record's (?show=)", async () => {
    const token = await page.evaluate(() => sessionStorage.getItem('adminToken'));
    const name = `Lang${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
    const response = await page.request.post(`${baseUrl}/api/language/create`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { languageName: name },
    });
    expect(response.status()).toBe(201);
    await page.goto(`${baseUrl}/dashboard`);
    await searchFor(name, name);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/settings\/languages\?show=/);
    const field = page.getByRole('dialog', { name: 'Edit Language' }).getByRole('textbox', { name: /Language Name/ });
    await field.waitFor();
    expect(await field.inputValue()).toBe(name);
  });

  it('passes axe open at 390 px', async () => {
    const phone = await openPage(browser, viewports.phone);
    const previous = page;
    page = phone.page;
    await logIn(page);
    await (await openPalette()).fill('a');
    await palette()
      .getByRole('status')
      .filter({ hasText: /result/ })
      .waitFor();
    expect(await audit(page, 'search palette at 390 px')).toEqual([]);
    await phone.context.close();
    page = previous;
  });
});
