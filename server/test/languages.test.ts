import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { makeLanguage } from './helpers/factories.js';

/** Every language answer carries its version, so an edit can send it back. */
const isoTime = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('languages', () => {
  it('creates a language with 201 and lists it under activeLanguages', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/language/create',
      payload: { languageName: '  Tamil ' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      message: 'Language Added successfully',
      languageData: {
        languageID: expect.any(String),
        languageName: 'Tamil',
        languageStatus: 'Active',
        updatedAt: isoTime,
      },
    });

    const list = await t.request({ method: 'GET', url: '/api/language/get' });
    expect(list.statusCode).toBe(200);
    expect(list.json().languageData.activeLanguages).toContainEqual(created.json().languageData);
  });

  it.each([
    [{}, 'Language Name is required'],
    [{ languageName: '   ' }, 'Language Name is required'],
    [{ languageName: 'x'.repeat(101) }, 'Maximum 100 characters allowed'],
  ])('rejects %j with the spec message', async (payload, message) => {
    const response = await t.request({ method: 'POST', url: '/api/language/create', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses a duplicate name regardless of case with 409', async () => {
    await makeLanguage(t.db, { name: 'Kannada' });
    const response = await t.request({
      method: 'POST',
      url: '/api/language/create',
      payload: { languageName: 'kannada' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Language already exists' });
  });

  it('gets, renames and toggles a language', async () => {
    const language = await makeLanguage(t.db, { name: 'Hindi' });
    const got = await t.request({ method: 'GET', url: `/api/language/get/${language.id}` });
    expect(got.json()).toEqual({
      languageData: { languageID: language.id, languageName: 'Hindi', languageStatus: 'Active', updatedAt: isoTime },
    });

    const renamed = await t.request({
      method: 'PUT',
      url: `/api/language/update/${language.id}`,
      payload: { languageName: 'Hindi (India)' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: 'Language updated successfully',
      languageData: { languageName: 'Hindi (India)' },
    });

    const inactive = await t.request({
      method: 'PUT',
      url: `/api/language/status/${language.id}`,
      payload: { languageStatus: 'Inactive' },
    });
    expect(inactive.statusCode).toBe(200);
    expect(inactive.json().message).toBe('Language is Inactive');
    const list = await t.request({ method: 'GET', url: '/api/language/get' });
    expect(list.json().languageData.inActiveLanguages.map((l: { languageID: string }) => l.languageID)).toContain(
      language.id,
    );
    expect(list.json().languageData.activeLanguages.map((l: { languageID: string }) => l.languageID)).not.toContain(
      language.id,
    );
  });

  it.each([{ languageStatus: 'Deleted' }, { languageStatus: 'active' }, { languageStatus: 7 }, {}])(
    'answers 400 with the declared message for %j and changes nothing',
    async (payload) => {
      const language = await makeLanguage(t.db);
      const response = await t.request({ method: 'PUT', url: `/api/language/status/${language.id}`, payload });
      expect(response.statusCode).toBe(400);
      // Never the schema's raw "languageStatus must be equal to constant".
      expect(response.json()).toEqual({ message: 'Status must be Active or Inactive' });
      const got = await t.request({ method: 'GET', url: `/api/language/get/${language.id}` });
      expect(got.json().languageData.languageStatus).toBe('Active');
    },
  );

  it.each(['00000000-0000-4000-8000-000000000000', 'not-an-id'])('answers 404 for unknown id %s', async (id) => {
    for (const [method, url, payload] of [
      ['GET', `/api/language/get/${id}`, undefined],
      ['PUT', `/api/language/update/${id}`, { languageName: 'Urdu' }],
      ['PUT', `/api/language/status/${id}`, { languageStatus: 'Active' }],
    ] as const) {
      const response = await t.request({ method, url, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: 'Language not found' });
    }
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/language/get' });
    expect(response.statusCode).toBe(401);
  });
});
