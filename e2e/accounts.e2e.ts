import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, logIn, openPage, toast, viewports } from './app.js';
import { audit } from './axe.js';
import { launchBrowser } from './browser.js';

let browser: Browser;
let lead: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: lead } = await openPage(browser, viewports.desktop));
  await logIn(lead);
});
afterAll(async () => {
  await browser?.close();
});

// The seeded admin (other files sign in as it) only adds and deactivates; two-factor is tried on a second admin.
const mobile = `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const second = { firstName: 'Priya', lastName: `Nair${mobile.slice(-4)}`, mobileNumber: mobile };
const name = `${second.firstName} ${second.lastName}`;
let password = '';
let secret = '';
let recoveryCodes: string[] = [];

/** Signs in on the first screen with a fresh session, up to the password step's answer. */
const enterPassword = async () => {
  const { page } = await openPage(browser, viewports.desktop);
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Mobile Number').fill(second.mobileNumber);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  return page;
};

/** A code of the step after the current one (accepted within the server's one-step tolerance): never a replay. */
const nextCode = () => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

describe('admin accounts and two-factor sign-in', () => {
  it('adds a second admin, who signs in with the one-time password and must first choose their own', async () => {
    await lead.goto(`${baseUrl}/settings/admins`);
    await lead.getByRole('button', { name: '+ Add Admin' }).click();
    const dialog = lead.getByRole('dialog', { name: 'Add Admin' });
    await dialog.getByRole('textbox', { name: 'First Name' }).fill(second.firstName);
    await dialog.getByRole('textbox', { name: 'Last Name' }).fill(second.lastName);
    await dialog.getByRole('textbox', { name: 'Mobile Number' }).fill(second.mobileNumber);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(`priya.${mobile}@newsroom.example`);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await toast(lead, 'Admin Added successfully');
    await lead.getByText(`One-time password for ${name}. It is shown only once: hand it over now.`).waitFor();
    // The password in a box of its own, and Copy puts exactly it on the clipboard.
    password = (await lead.getByRole('group', { name: 'One-time password' }).textContent()) ?? '';
    expect(password).toMatch(/^\S{16}$/);
    await lead.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await lead.getByRole('button', { name: 'Copy' }).click();
    await toast(lead, 'Copied');
    expect(await lead.evaluate(() => navigator.clipboard.readText())).toBe(password);

    const page = await enterPassword();
    // Kept on My account, whatever is asked for, until the one-time password is replaced.
    await page.waitForURL(`${baseUrl}/account`);
    await page.getByText('You signed in with a one-time password. Choose your own password to continue.').waitFor();
    await page.goto(`${baseUrl}/settings/languages`);
    await page.waitForURL(`${baseUrl}/account`);
    const own = `own password ${mobile}`;
    await page.getByLabel('Current Password').fill(password);
    await page.getByLabel('New Password').fill(own);
    await page.getByRole('button', { name: 'Change password' }).click();
    await toast(page, 'Password changed successfully');
    password = own;
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).waitFor();
    await page.goto(`${baseUrl}/settings/languages`);
    await page.getByRole('button', { name: 'Add Language' }).waitFor();
    await page.context().close();

    const again = await enterPassword();
    await again.waitForURL(`${baseUrl}/dashboard`);
    await again.context().close();
  });

  it("edits the second admin's name", async () => {
    await lead.goto(`${baseUrl}/settings/admins`);
    await lead.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = lead.getByRole('dialog', { name: 'Edit Admin' });
    await dialog.getByRole('textbox', { name: 'First Name' }).fill('');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.getByText('First Name is required').waitFor();
    await dialog.getByRole('textbox', { name: 'First Name' }).fill(second.firstName);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await toast(lead, 'Admin details updated successfully');
  });

  it('enrols two-factor sign-in with a code computed from the shown secret', async () => {
    const page = await enterPassword();
    await page.waitForURL(`${baseUrl}/dashboard`);
    // The top bar reads Admin for everyone; its menu says which admin this is.
    await page.getByRole('button', { name: 'Admin', exact: true }).click();
    await page.getByRole('menu', { name: `Signed in as ${name} ${second.mobileNumber}` }).waitFor();
    await page.getByRole('menuitem', { name: 'My account' }).click();
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await page.getByRole('img', { name: 'QR code for the authenticator app' }).waitFor();
    secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const code = await generate({ secret });
    await page.getByRole('textbox', { name: 'Authentication code' }).fill(code);
    await page.getByRole('button', { name: 'Turn on' }).click();
    const box = page.getByRole('group', { name: 'Recovery codes' });
    await box.waitFor();
    recoveryCodes = ((await box.textContent()) ?? '').split('\n');
    expect(recoveryCodes).toHaveLength(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText('Two-factor sign-in is on. 10 recovery codes left.').waitFor();
    // The code that turned it on, typed again in its 30 seconds, is told apart from a wrong one.
    await page.getByRole('button', { name: 'New recovery codes' }).click();
    await page.getByRole('textbox', { name: 'Authentication code' }).fill(code);
    await page.getByRole('button', { name: 'New recovery codes' }).click();
    await page.getByText('This code was already used. Wait for the next one.').waitFor();
    await page.context().close();
  });

  it('signs in with a code, then once with a recovery code', async () => {
    const withCode = await enterPassword();
    await withCode.getByRole('textbox', { name: 'Authentication code' }).fill(await nextCode());
    await withCode.getByRole('button', { name: 'Verify' }).click();
    await withCode.waitForURL(`${baseUrl}/dashboard`);
    await withCode.context().close();

    const withRecovery = await enterPassword();
    await withRecovery.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await withRecovery.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0]);
    await withRecovery.getByRole('button', { name: 'Verify' }).click();
    await withRecovery.waitForURL(`${baseUrl}/dashboard`);
    await withRecovery.context().close();

    const again = await enterPassword();
    await again.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await again.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0]);
    await again.getByRole('button', { name: 'Verify' }).click();
    await again.getByText('Invalid code').waitFor();
    await again.context().close();
  });

  it.each(['light', 'dark'] as const)(
    'at 390 px in the %s theme: the account menu and My account pass axe, with no sideways scroll and 44 px End',
    async (colorScheme) => {
      const { context, page } = await openPage(browser, viewports.phone);
      await page.emulateMedia({ colorScheme });
      await logIn(page);
      await page.getByRole('button', { name: 'Admin', exact: true }).click();
      await page.getByRole('menu', { name: /^Signed in as / }).waitFor();
      const problems = await audit(page, 'account menu');
      await page.getByRole('menuitem', { name: 'My account' }).click();
      await page.waitForURL(`${baseUrl}/account`);
      const sessions = page.getByRole('region', { name: 'Sessions' });
      // Two sessions at least: this one and the lead's, which has an End.
      const end = sessions.getByRole('button', { name: /^End the session of / }).first();
      await end.waitFor();
      problems.push(...(await audit(page, '/account')));
      expect(problems, problems.join('\n')).toEqual([]);
      expect(await sessions.getByRole('table').count()).toBe(0);
      expect((await end.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      await context.close();
    },
  );

  it('shows the second admin with 2FA on, and deactivates them', async () => {
    await lead.goto(`${baseUrl}/settings/admins`);
    const row = lead.getByRole('row').filter({ hasText: second.lastName });
    await row.getByRole('cell', { name: 'On', exact: true }).waitFor();
    await lead.getByRole('button', { name: `Deactivate ${name}` }).click();
    await toast(lead, 'Admin deactivated');
    await row.getByRole('button', { name: `Reactivate ${name}` }).waitFor();
  });
});
