import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../dataProvider/session';
import { recorder } from '../test/calls';
import { server } from '../test/server';
import { ADMIN, currentLocation, findToast, renderScreen, signIn } from '../test/render';
import { ProfileButton } from './ProfileButton';

const asha = { roleID: ADMIN.id, firstName: 'Asha', lastName: 'Rao', mobileNumber: '9876543210', profilePic: null };

describe('the account menu in the top bar', () => {
  beforeEach(signIn);

  it("keeps the spec's Admin label and picture, and names the signed-in admin in its menu", async () => {
    const { calls, on } = recorder();
    server.use(on('get', '/admin/:id', () => HttpResponse.json({ admin: asha })));
    renderScreen(<ProfileButton />, { path: '/dashboard' });
    expect(screen.getByLabelText('Change profile picture')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Admin' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await vi.waitFor(() => expect(calls.some((call) => call.path === `/admin/${ADMIN.id}`)).toBe(true));

    await userEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Signed in as Asha Rao 9876543210' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My account', 'Sign Out']);
    // The first item has the focus, so the keyboard goes on from the menu.
    expect(within(menu).getByRole('menuitem', { name: 'My account' })).toHaveFocus();

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'My account' }));
    await vi.waitFor(() => expect(currentLocation()).toBe('/account'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it("signs out from the menu with 'Logout successfully'", async () => {
    const { calls, on } = recorder();
    server.use(
      on('get', '/admin/:id', () => HttpResponse.json({ admin: asha })),
      on('post', '/logout', () => HttpResponse.json({ message: 'Logout successfully' })),
    );
    renderScreen(<ProfileButton />, { path: '/dashboard' });
    await userEvent.click(screen.getByRole('button', { name: 'Admin' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    await findToast('Logout successfully');
    await vi.waitFor(() => expect(currentLocation()).toBe('/'));
    expect(session.token()).toBeNull();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/logout')).toBe(true);
  });
});
