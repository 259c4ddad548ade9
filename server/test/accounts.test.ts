import { eq, inArray } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordRules } from '#contract/passwords';
import { checkFields } from '#contract/rules';
import { runAdminCommand } from '../src/admin-command.js';
import { buildApp } from '../src/app.js';
import { users } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { makeUserWithPassword } from './helpers/factories.js';

const PASSWORD = 'correct horse';
const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const login = (mobileNumber: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { mobileNumber, password },
    remoteAddress,
    headers: { 'user-agent': CHROME_ON_LINUX },
  });

const secondStep = (payload: Record<string, string>, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/login/2fa', payload, remoteAddress });

const as = (token: string) => ({ authorization: `Bearer ${token}` });

const languages = (token: string) => t.app.inject({ method: 'GET', url: '/api/language/get', headers: as(token) });

const tokenOf = async (mobileNumber: string, password = PASSWORD, remoteAddress = '198.51.100.1') => {
  const response = await login(mobileNumber, password, remoteAddress);
  expect(response.statusCode).toBe(200);
  return response.json().token as string;
};

/**
 * A code of the step after the one last used: the clock (Date only; the database keeps its own) moves on by one
 * 30-second step, as it would between two sign-ins, so each code is fresh and none is a replay.
 */
const nextCode = async (secret: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 30_000);
  return generate({ secret });
};

/** An admin with two-factor sign-in on, enrolled through the API as the app does it. */
const enrolledAdmin = async (mobileNumber: string) => {
  const user = await makeUserWithPassword(t.db, PASSWORD, { mobileNumber });
  const token = await tokenOf(mobileNumber);
  const setup = await t.app.inject({ method: 'POST', url: '/api/2fa/setup', headers: as(token) });
  const { secret } = setup.json();
  const enable = await t.app.inject({
    method: 'POST',
    url: '/api/2fa/enable',
    headers: as(token),
    payload: { code: await nextCode(secret) },
  });
  expect(enable.statusCode).toBe(200);
  return { user, token, secret: secret as string, recoveryCodes: enable.json().recoveryCodes as string[] };
};

describe('admins', () => {
  it('adds a second admin with a generated one-time password, who then signs in', async () => {
    const added = await t.request({
      method: 'POST',
      url: '/api/admins',
      payload: { firstName: 'Priya', lastName: 'Nair', mobileNumber: '98765 43210', email: 'priya@newsroom.example' },
    });
    expect(added.statusCode).toBe(201);
    const body = added.json();
    expect(body).toMatchObject({
      message: 'Admin Added successfully',
      admin: {
        firstName: 'Priya',
        lastName: 'Nair',
        mobileNumber: '9876543210',
        email: 'priya@newsroom.example',
        status: 'Active',
        twoFactorEnabled: false,
        lastSignInAt: null,
      },
    });
    expect(body.oneTimePassword).toMatch(/^\S{16}$/);

    const signedIn = await login('9876543210', body.oneTimePassword, '198.51.100.2');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({
      message: 'Login successfully',
      token: expect.any(String),
      user: {
        roleID: body.admin.roleID,
        role: 'Admin',
        email: 'priya@newsroom.example',
        firstName: 'Priya',
        lastName: 'Nair',
      },
    });

    const list = await t.request({ method: 'GET', url: '/api/admins' });
    const listed = list.json().admins.find((admin: { roleID: string }) => admin.roleID === body.admin.roleID);
    expect(listed.lastSignInAt).toEqual(expect.any(String));
    expect(list.json().admins.some((admin: { roleID: string }) => admin.roleID === t.admin.id)).toBe(true);
  });

  it('takes a password set by the creator, and gives the spec messages and conflicts', async () => {
    const add = (payload: Record<string, string>) => t.request({ method: 'POST', url: '/api/admins', payload });
    const valid = { firstName: 'Arjun', lastName: 'Rao', mobileNumber: '9876500001', email: 'arjun@newsroom.example' };
    expect((await add({ ...valid, firstName: ' ' })).json()).toEqual({ message: 'First Name is required' });
    expect((await add({ ...valid, mobileNumber: '98765' })).json()).toEqual({
      message: 'Mobile Number must be exactly 10 digits',
    });
    expect((await add({ ...valid, email: 'arjun' })).json()).toEqual({ message: 'Enter a valid email address' });
    // Issue 39: an admin's password has at least 12 characters and is not one of the most common.
    for (const [password, message] of [
      ['short', 'Password must be at least 12 characters'],
      ['bina1234', 'Password must be at least 12 characters'],
      ['qwerty123456', 'This password is one of the most common. Choose one that is harder to guess.'],
      ['QWERTY123456', 'This password is one of the most common. Choose one that is harder to guess.'],
    ]) {
      const refused = await add({ ...valid, password });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message });
    }
    expect((await t.request({ method: 'GET', url: '/api/admins' })).json().admins).not.toContainEqual(
      expect.objectContaining({ mobileNumber: valid.mobileNumber }),
    );
    const created = await add({ ...valid, password: 'set by the creator' });
    expect(created.statusCode).toBe(201);
    expect(created.json().oneTimePassword).toBeUndefined();
    expect((await login('9876500001', 'set by the creator', '198.51.100.3')).statusCode).toBe(200);
    const duplicate = await add({ ...valid, email: 'other@newsroom.example' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: 'Mobile Number is already registered' });
  });

  it('ends a deactivated admin’s session at once, and lets them in again when reactivated', async () => {
    const other = await makeUserWithPassword(t.db, PASSWORD, { mobileNumber: '9876500002' });
    const token = await tokenOf('9876500002');
    expect((await languages(token)).statusCode).toBe(200);

    const deactivate = await t.request({
      method: 'PUT',
      url: `/api/admins/${other.id}`,
      payload: { status: 'Inactive' },
    });
    expect(deactivate.statusCode).toBe(200);
    expect(deactivate.json()).toMatchObject({
      message: 'Admin details updated successfully',
      admin: { status: 'Inactive' },
    });
    const after = await languages(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Session expired, please log in again' });
    expect((await login('9876500002', PASSWORD, '198.51.100.4')).json()).toEqual({
      message: 'Invalid mobile number or password',
    });

    await t.request({ method: 'PUT', url: `/api/admins/${other.id}`, payload: { status: 'Active' } });
    expect((await login('9876500002', PASSWORD, '198.51.100.4')).statusCode).toBe(200);
  });

  it('refuses to deactivate yourself or the last active admin', async () => {
    const self = await t.request({ method: 'PUT', url: `/api/admins/${t.admin.id}`, payload: { status: 'Inactive' } });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ message: 'You cannot deactivate your own account' });

    const first = await makeUserWithPassword(t.db, PASSWORD, { mobileNumber: '9876500003' });
    const second = await makeUserWithPassword(t.db, PASSWORD, { mobileNumber: '9876500004' });
    const [firstToken, secondToken] = [await tokenOf('9876500003'), await tokenOf('9876500004')];
    const wereActive = await t.db
      .update(users)
      .set({ status: 'Inactive' })
      .where(eq(users.role, 'Admin'))
      .returning({ id: users.id });
    await t.db
      .update(users)
      .set({ status: 'Active' })
      .where(inArray(users.id, [first.id, second.id]));
    try {
      // The two last admins deactivate each other at the same moment: exactly one of them succeeds.
      const answers = await Promise.all([
        t.app.inject({
          method: 'PUT',
          url: `/api/admins/${second.id}`,
          headers: as(firstToken),
          payload: { status: 'Inactive' },
        }),
        t.app.inject({
          method: 'PUT',
          url: `/api/admins/${first.id}`,
          headers: as(secondToken),
          payload: { status: 'Inactive' },
        }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual({
        message: 'At least one active admin is required',
      });
      const active = await t.db.select({ id: users.id }).from(users).where(eq(users.status, 'Active'));
      expect(active.filter((row) => [first.id, second.id].includes(row.id))).toHaveLength(1);
    } finally {
      await t.db
        .update(users)
        .set({ status: 'Active' })
        .where(
          inArray(
            users.id,
            wereActive.map((row) => row.id),
          ),
        );
    }
  });
});

describe('admins: details and one-time passwords', () => {
  it("edits an admin's details with the spec's rules; a status that is not one is refused", async () => {
    const other = await makeUserWithPassword(t.db, PASSWORD, { mobileNumber: '9876500005' });
    const update = (payload: Record<string, string>) =>
      t.request({ method: 'PUT', url: `/api/admins/${other.id}`, payload });
    expect((await update({ lastName: ' ' })).json()).toEqual({ message: 'Last Name is required' });
    expect((await update({ mobileNumber: '12345' })).json()).toEqual({
      message: 'Mobile Number must be exactly 10 digits',
    });
    expect((await update({ email: 'not-an-email' })).json()).toEqual({ message: 'Enter a valid email address' });
    const invalid = await update({ status: 'Asleep' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: 'Status must be Active or Inactive' });
    const taken = await update({ mobileNumber: t.admin.mobileNumber });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'Mobile Number is already registered' });

    const edited = await update({ firstName: ' Meera ', mobileNumber: '98765 00006', email: 'meera@newsroom.example' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Admin details updated successfully',
      admin: {
        roleID: other.id,
        firstName: 'Meera',
        lastName: other.lastName,
        mobileNumber: '9876500006',
        email: 'meera@newsroom.example',
        status: 'Active',
      },
    });
    expect((await login('9876500006', PASSWORD, '198.51.100.5')).statusCode).toBe(200);
    const unknown = await t.request({ method: 'PUT', url: '/api/admins/not-an-id', payload: { firstName: 'X' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Admin not found' });
  });

  it('keeps an admin on a one-time password to changing it, then lets them in', async () => {
    const added = await t.request({
      method: 'POST',
      url: '/api/admins',
      payload: { firstName: 'Kiran', lastName: 'Das', mobileNumber: '9876500007', email: 'kiran@newsroom.example' },
    });
    const { oneTimePassword } = added.json();
    // The login answers as the spec says; only what follows differs.
    const signedIn = await login('9876500007', oneTimePassword, '198.51.100.7');
    expect(signedIn.json()).toEqual({
      message: 'Login successfully',
      token: expect.any(String),
      user: expect.any(Object),
    });
    const headers = as(signedIn.json().token);
    const blocked = await languages(signedIn.json().token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ message: 'Change your password to continue' });
    const account = await t.app.inject({ method: 'GET', url: '/api/account', headers });
    expect(account.json().account).toMatchObject({ passwordChangeRequired: true });

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers,
      payload: { currentPassword: oneTimePassword, newPassword: 'my own password' },
    });
    expect(changed.json()).toEqual({ message: 'Password changed successfully' });
    expect((await languages(signedIn.json().token)).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/account', headers });
    expect(after.json().account).toMatchObject({ passwordChangeRequired: false });

    // A password the creator set is the admin's own: no change is asked for.
    await t.request({
      method: 'POST',
      url: '/api/admins',
      payload: {
        firstName: 'Lata',
        lastName: 'Iyer',
        mobileNumber: '9876500008',
        email: 'lata@newsroom.example',
        password: 'set by the creator',
      },
    });
    expect((await languages(await tokenOf('9876500008', 'set by the creator'))).statusCode).toBe(200);
  });
});

describe('my account', () => {
  it('changes my password and ends every other session of mine, not this one', async () => {
    await makeUserWithPassword(t.db, PASSWORD, { mobileNumber: '9876500010' });
    const mine = await tokenOf('9876500010', PASSWORD, '198.51.100.10');
    const elsewhere = await tokenOf('9876500010', PASSWORD, '198.51.100.11');
    const change = (payload: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: '/api/account/password', headers: as(mine), payload });

    const wrong = await change({ currentPassword: 'not my password', newPassword: 'a brand new one' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Current password is incorrect' });
    for (const [newPassword, message] of [
      ['short', 'Password must be at least 12 characters'],
      ['bina1234', 'Password must be at least 12 characters'],
      ['qwerty123456', 'This password is one of the most common. Choose one that is harder to guess.'],
    ]) {
      const refused = await change({ currentPassword: PASSWORD, newPassword });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message });
    }
    // Refused, so the password is still the old one.
    expect((await login('9876500010', PASSWORD, '198.51.100.12')).statusCode).toBe(200);
    const changed = await change({ currentPassword: PASSWORD, newPassword: 'a brand new one' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: 'Password changed successfully' });

    expect((await languages(mine)).statusCode).toBe(200);
    expect((await languages(elsewhere)).statusCode).toBe(401);
    expect((await login('9876500010', PASSWORD, '198.51.100.12')).statusCode).toBe(401);
    expect((await login('9876500010', 'a brand new one', '198.51.100.12')).statusCode).toBe(200);
  });

  it('lists my sessions with device, address and last use, and ends one', async () => {
    await makeUserWithPassword(t.db, PASSWORD, { mobileNumber: '9876500011' });
    const mine = await tokenOf('9876500011', PASSWORD, '198.51.100.13');
    const other = await tokenOf('9876500011', PASSWORD, '198.51.100.14');
    const list = await t.app.inject({ method: 'GET', url: '/api/account/sessions', headers: as(mine) });
    expect(list.statusCode).toBe(200);
    const sessions = list.json().sessions as { id: string; address: string; current: boolean }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.find((session) => session.current)).toMatchObject({
      device: 'Chrome on Linux',
      address: '198.51.100.13',
      lastUsedAt: expect.any(String),
    });
    const otherSession = sessions.find((session) => !session.current)!;
    expect(otherSession.address).toBe('198.51.100.14');

    const end = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${otherSession.id}`,
      headers: as(mine),
    });
    expect(end.json()).toEqual({ message: 'Session ended' });
    expect((await languages(other)).statusCode).toBe(401);
    expect((await languages(mine)).statusCode).toBe(200);
    // Someone else's session is not mine to end.
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${otherSession.id}`,
      headers: t.auth,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('two-factor sign-in', () => {
  it('enrols with a code computed from the shown secret, and shows 10 recovery codes', async () => {
    await makeUserWithPassword(t.db, PASSWORD, { mobileNumber: '9876500020' });
    const token = await tokenOf('9876500020');
    const setup = await t.app.inject({ method: 'POST', url: '/api/2fa/setup', headers: as(token) });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*9876500020\?.*secret=/);
    // Not active until a code confirms it.
    expect((await login('9876500020', PASSWORD, '198.51.100.20')).json().token).toEqual(expect.any(String));

    const enable = (code: string) =>
      t.app.inject({ method: 'POST', url: '/api/2fa/enable', headers: as(token), payload: { code } });
    const wrong = await enable('000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Invalid code' });
    const right = await enable(await nextCode(secret));
    expect(right.statusCode).toBe(200);
    const { recoveryCodes } = right.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const account = await t.app.inject({ method: 'GET', url: '/api/account', headers: as(token) });
    expect(account.json().account).toMatchObject({ twoFactorEnabled: true, recoveryCodesLeft: 10 });
  });

  it('signs in with a code in a second step, and refuses the same code the second time', async () => {
    const { user, secret } = await enrolledAdmin('9876500021');
    const first = await login('9876500021', PASSWORD, '198.51.100.21');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });

    const code = await nextCode(secret);
    const signedIn = await secondStep({ challenge: first.json().challenge, code }, '198.51.100.21');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({
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
    expect((await languages(signedIn.json().token)).statusCode).toBe(200);

    // The challenge works once.
    const again = await secondStep({ challenge: first.json().challenge, code }, '198.51.100.21');
    expect(again.statusCode).toBe(401);
    // The same code with a new challenge is a replay: it was right, so the admin is told to wait for the next one.
    const challenge = (await login('9876500021', PASSWORD, '198.51.100.21')).json().challenge;
    const replay = await secondStep({ challenge, code }, '198.51.100.21');
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: 'This code was already used. Wait for the next one.' });
    expect((await secondStep({ challenge, code: '000000' }, '198.51.100.21')).json()).toEqual({
      message: 'Invalid code',
    });
    expect((await secondStep({ challenge, code: await nextCode(secret) }, '198.51.100.21')).statusCode).toBe(200);
  });

  it('tells the code that turned two-factor sign-in on, typed again in its 30 seconds, from a wrong one', async () => {
    await makeUserWithPassword(t.db, PASSWORD, { mobileNumber: '9876500027' });
    const token = await tokenOf('9876500027');
    const { secret } = (await t.app.inject({ method: 'POST', url: '/api/2fa/setup', headers: as(token) })).json();
    const code = await nextCode(secret);
    const call = (url: string, payload: Record<string, string>) =>
      t.app.inject({ method: 'POST', url, headers: as(token), payload });
    expect((await call('/api/2fa/enable', { code })).statusCode).toBe(200);
    const reused = { message: 'This code was already used. Wait for the next one.' };
    const renew = await call('/api/2fa/recovery-codes', { code });
    expect(renew.statusCode).toBe(400);
    expect(renew.json()).toEqual(reused);
    const disable = await call('/api/2fa/disable', { password: PASSWORD, code });
    expect(disable.statusCode).toBe(400);
    expect(disable.json()).toEqual(reused);
    // Without the right password a used code says no more than a wrong one.
    expect((await call('/api/2fa/disable', { password: 'not the password', code })).json()).toEqual({
      message: 'Invalid password or code',
    });
    expect((await call('/api/2fa/recovery-codes', { code: await nextCode(secret) })).statusCode).toBe(200);
  });

  it('takes a recovery code once and not twice', async () => {
    const { recoveryCodes } = await enrolledAdmin('9876500022');
    const challenge = async () => (await login('9876500022', PASSWORD, '198.51.100.22')).json().challenge;
    const recoveryCode = recoveryCodes[3].toUpperCase();
    const used = await secondStep({ challenge: await challenge(), recoveryCode }, '198.51.100.22');
    expect(used.statusCode).toBe(200);
    expect(used.json().token).toEqual(expect.any(String));
    const reused = await secondStep({ challenge: await challenge(), recoveryCode }, '198.51.100.22');
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ message: 'Invalid code' });
    const account = await t.app.inject({ method: 'GET', url: '/api/account', headers: as(used.json().token) });
    expect(account.json().account.recoveryCodesLeft).toBe(9);
  });

  it('counts wrong codes in the same throttle as wrong passwords, without locking the admin out elsewhere', async () => {
    const { secret } = await enrolledAdmin('9876500023');
    const attacker = '203.0.113.23';
    expect((await login('9876500023', 'a wrong password', attacker)).statusCode).toBe(401);
    expect((await login('9876500023', 'another wrong one', attacker)).statusCode).toBe(401);
    const challenge = (await login('9876500023', PASSWORD, attacker)).json().challenge;
    const statuses = [];
    for (const code of ['111111', '222222', '333333', '444444']) {
      statuses.push((await secondStep({ challenge, code }, attacker)).statusCode);
    }
    // 2 wrong passwords and 3 wrong codes make the 5 the pair may fail; the next attempt is refused.
    expect(statuses).toEqual([401, 401, 401, 429]);
    const refused = await secondStep({ challenge, code: await nextCode(secret) }, attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many failed login attempts\. Try again in \d+ minutes?\.$/);

    const clean = '198.51.100.23';
    const admin = await login('9876500023', PASSWORD, clean);
    const signedIn = await secondStep({ challenge: admin.json().challenge, code: await nextCode(secret) }, clean);
    expect(signedIn.statusCode).toBe(200);
  });

  it('turns off with the password and a current code; recovery codes can be replaced', async () => {
    const { token, secret, recoveryCodes } = await enrolledAdmin('9876500024');
    const regenerate = await t.app.inject({
      method: 'POST',
      url: '/api/2fa/recovery-codes',
      headers: as(token),
      payload: { code: await nextCode(secret) },
    });
    expect(regenerate.statusCode).toBe(200);
    const fresh = regenerate.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    const challenge = async () => (await login('9876500024', PASSWORD, '198.51.100.24')).json().challenge;
    expect(
      (await secondStep({ challenge: await challenge(), recoveryCode: recoveryCodes[0] }, '198.51.100.24')).statusCode,
    ).toBe(401);
    expect(
      (await secondStep({ challenge: await challenge(), recoveryCode: fresh[0] }, '198.51.100.24')).statusCode,
    ).toBe(200);

    const disable = (payload: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/2fa/disable', headers: as(token), payload });
    const wrong = await disable({ password: 'not the password', code: await nextCode(secret) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Invalid password or code' });
    expect((await disable({ password: PASSWORD, code: await nextCode(secret) })).json()).toEqual({
      message: 'Two-factor sign-in turned off',
    });
    expect((await login('9876500024', PASSWORD, '198.51.100.24')).json().token).toEqual(expect.any(String));
  });

  it('is reset by another admin for one who lost the device: their sessions end and the next sign-in needs no code', async () => {
    const { user } = await enrolledAdmin('9876500025');
    const challenge = (await login('9876500025', PASSWORD, '198.51.100.25')).json().challenge;
    const reset = await t.request({ method: 'POST', url: `/api/admins/${user.id}/reset-2fa` });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ message: 'Two-factor sign-in reset', admin: { twoFactorEnabled: false } });
    // A second step begun before the reset cannot finish.
    expect((await secondStep({ challenge, recoveryCode: 'abcde-fghij' }, '198.51.100.25')).statusCode).toBe(401);
    expect((await login('9876500025', PASSWORD, '198.51.100.25')).json().token).toEqual(expect.any(String));
    const own = await t.request({ method: 'POST', url: `/api/admins/${t.admin.id}/reset-2fa` });
    expect(own.json()).toEqual({ message: 'Turn off your own two-factor sign-in from My account' });
  });

  it('with REQUIRE_2FA, keeps an admin without it to enrolment until it is done', async () => {
    const strict = await buildApp({
      db: t.db,
      storage: t.storage,
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
      logLevel: 'silent',
      requireTwoFactor: true,
    });
    try {
      await makeUserWithPassword(t.db, PASSWORD, { mobileNumber: '9876500026' });
      const signedIn = await strict.inject({
        method: 'POST',
        url: '/api/login',
        payload: { mobileNumber: '9876500026', password: PASSWORD },
        remoteAddress: '198.51.100.26',
      });
      expect(signedIn.statusCode).toBe(200);
      const headers = as(signedIn.json().token);
      const blocked = await strict.inject({ method: 'GET', url: '/api/language/get', headers });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toEqual({ message: 'Set up two-factor sign-in to continue' });
      const account = await strict.inject({ method: 'GET', url: '/api/account', headers });
      expect(account.json().account).toMatchObject({ twoFactorEnabled: false, twoFactorRequired: true });

      const { secret } = (await strict.inject({ method: 'POST', url: '/api/2fa/setup', headers })).json();
      const enable = await strict.inject({
        method: 'POST',
        url: '/api/2fa/enable',
        headers,
        payload: { code: await nextCode(secret) },
      });
      expect(enable.statusCode).toBe(200);
      expect((await strict.inject({ method: 'GET', url: '/api/language/get', headers })).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('npm run admin', () => {
  const run = async (...args: string[]) => {
    const printed: string[] = [];
    const code = await runAdminCommand(t.db, args, (line) => printed.push(line));
    return { code, printed: printed.join('\n') };
  };

  it('reset-password prints a new password once and ends every session', async () => {
    await makeUserWithPassword(t.db, PASSWORD, { mobileNumber: '9876500030' });
    const before = await tokenOf('9876500030', PASSWORD, '198.51.100.30');
    const { code, printed } = await run('reset-password', '9876500030');
    expect(code).toBe(0);
    const password = /: (\S+)\n/.exec(printed)![1];
    expect(printed).toContain('It is shown only once.');
    // A generated password meets the rules of a chosen one (issue 39).
    expect(checkFields({ password }, { password: passwordRules.admin })).toEqual({});
    expect((await languages(before)).statusCode).toBe(401);
    expect((await login('9876500030', PASSWORD, '198.51.100.30')).statusCode).toBe(401);
    const signedIn = await login('9876500030', password, '198.51.100.30');
    expect(signedIn.statusCode).toBe(200);
    // The printed password is a one-time password: it must be replaced before anything else.
    expect((await languages(signedIn.json().token)).json()).toEqual({ message: 'Change your password to continue' });
  });

  it('reset-2fa turns two-factor sign-in off; an unknown number changes nothing', async () => {
    await enrolledAdmin('9876500031');
    expect((await login('9876500031', PASSWORD, '198.51.100.31')).json().twoFactorRequired).toBe(true);
    expect((await run('reset-2fa', '9876500031')).code).toBe(0);
    expect((await login('9876500031', PASSWORD, '198.51.100.31')).json().token).toEqual(expect.any(String));
    expect(await run('reset-2fa', '9000000000')).toEqual({
      code: 1,
      printed: 'No admin with mobile number 9000000000.',
    });
    expect((await run('reset-everything', '9876500031')).code).toBe(2);
  });
});
