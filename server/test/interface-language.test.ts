import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { makeUserWithPassword } from './helpers/factories.js';

const PASSWORD = 'correct horse';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (mobileNumber: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { mobileNumber, password: PASSWORD } });

const choose = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/account/language',
    headers: { authorization: `Bearer ${token}` },
    payload: payload as object,
  });

const signedInAdmin = async () => {
  const user = await makeUserWithPassword(t.db, PASSWORD);
  const response = await login(user.mobileNumber);
  return { user, token: response.json().token as string, answer: response.json() };
};

describe("PUT /api/account/language: the admin's interface language (issue 43)", () => {
  it('is left out until chosen: the login answer keeps the spec fields', async () => {
    const { user, answer } = await signedInAdmin();
    expect(answer).toEqual({
      message: 'Login successfully',
      token: expect.any(String),
      user: {
        roleID: user.id,
        role: 'Admin',
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
      },
    });
  });

  it('is stored, given by the next login and by GET /api/account, and audited once per change', async () => {
    const { user, token } = await signedInAdmin();
    const chosen = await choose(token, { interfaceLanguage: 'ur' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ message: 'Interface language changed', interfaceLanguage: 'ur' });
    // The same choice again changes nothing and is not audited again.
    expect((await choose(token, { interfaceLanguage: 'ur' })).statusCode).toBe(200);

    const next = await login(user.mobileNumber);
    expect(next.json().user.interfaceLanguage).toBe('ur');
    const account = await t.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: { authorization: `Bearer ${next.json().token}` },
    });
    expect(account.json().account.interfaceLanguage).toBe('ur');

    const entries = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'interfaceLanguageChanged'), eq(auditEntries.actorId, user.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ resource: 'account', recordIds: [user.id], detail: { from: null, to: 'ur' } });
  });

  it.each([[{ interfaceLanguage: 'fr' }], [{ interfaceLanguage: 7 }], [{}]])(
    'refuses %j with 400 and the languages it takes',
    async (payload) => {
      const { token } = await signedInAdmin();
      const response = await choose(token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/Interface language must be one of en, hi, ur/);
    },
  );

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      payload: { interfaceLanguage: 'hi' },
    });
    expect(response.statusCode).toBe(401);
  });
});
