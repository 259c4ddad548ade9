import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NO_ACCESS, builtInRoles, can, accessOf, grantableResources, type Permission } from '#contract/permissions';
import { declaredResources } from '#contract/resources/index';
import { App } from '../App';
import { signIn } from '../test/render';
import { api, server } from '../test/server';

/** The desk role: posts, short videos and daily quotes (list, read, status) in Hindi. */
const hindiDesk: Permission[] = ['posts', 'shortVideos', 'dailyQuotes'].map((resource) => ({
  resource,
  actions: ['list', 'read', 'status'],
  languages: ['hindi-id'],
}));

const signInAs = (roles: string[], permissions: readonly Permission[]) => {
  server.use(http.get(api('/me/permissions'), () => HttpResponse.json({ roles, permissions })));
  signIn();
};

const renderAppAt = (path: string) => {
  window.history.pushState({}, '', path);
  return render(<App />);
};

const menuNames = async () => {
  const menu = await screen.findByRole('navigation', { name: 'Main' });
  // The items come once the access is read: wait for the one every admin has.
  await within(menu).findByRole('menuitem', { name: 'Dashboard' });
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
};

beforeAll(() => Promise.all([import('../layout/AppLayout'), import('../i18n/en'), import('../declared')]));

beforeEach(() => {
  server.use(
    // What a page behind the tabs asks is not what these tests look at: it may fail to load.
    http.get(api('/*'), () => HttpResponse.json({ message: 'Not here' }, { status: 404 })),
    http.get(api('/admin/:id'), ({ params }) => HttpResponse.json({ admin: { roleID: params.id, profilePic: '' } })),
  );
});
afterEach(() => window.history.pushState({}, '', '/'));

describe('a screen opened by its address without access', () => {
  it('says so on /settings/admins for a Hindi desk editor, whose menu has no Settings nor Reporter', async () => {
    signInAs(['Hindi desk'], hindiDesk);
    renderAppAt('/settings/admins');
    expect(await screen.findByRole('heading', { name: NO_ACCESS })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(NO_ACCESS);
    const names = await menuNames();
    expect(names).toEqual(expect.arrayContaining(['Dashboard', 'Post', 'Short Video', 'Daily Quotes']));
    expect(names).not.toContain('Settings');
    expect(names).not.toContain('Reporter');
    expect(names).not.toContain('Jobs');
  });

  it('says so on /settings itself when no Settings tab is allowed', async () => {
    signInAs(['Hindi desk'], hindiDesk);
    renderAppAt('/settings');
    expect(await screen.findByRole('heading', { name: NO_ACCESS })).toBeInTheDocument();
  });

  it.each(['/settings/admins', '/settings/roles', '/settings/backups', '/settings/activity'])(
    'says so on %s for a Viewer, whose Settings tabs leave those out',
    async (path) => {
      signInAs(['Viewer'], builtInRoles.Viewer);
      renderAppAt(path);
      expect(await screen.findByRole('heading', { name: NO_ACCESS })).toBeInTheDocument();
      const tabs = within(screen.getByRole('tablist', { name: 'Settings' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent);
      expect(tabs).not.toEqual(expect.arrayContaining(['Admins']));
      expect(tabs).not.toContain('Roles');
      expect(tabs).not.toContain('Backups');
      expect(tabs).not.toContain('Activity');
      expect(tabs).toContain('Languages');
    },
  );
});

describe('the Settings tabs follow the same policy as the server', () => {
  const settingsResources = declaredResources.filter((declaration) => declaration.screen?.menu?.settingsTab);

  it.each(['Owner', 'Editor', 'Viewer'] as const)('%s: a declared Settings tab shows iff can(list)', async (role) => {
    signInAs([role], builtInRoles[role]);
    renderAppAt('/settings/activity');
    const bar = await screen.findByRole('tablist', { name: 'Settings' });
    const access = accessOf(builtInRoles[role]);
    for (const declaration of settingsResources) {
      const label = declaration.screen?.menu?.settingsTab ?? '';
      const shown = within(bar).queryAllByRole('tab', { name: label }).length > 0;
      // Tabs shared by several declarations (the category kinds) show when any of them may be listed.
      const kinds = settingsResources.filter((other) => other.screen?.path === declaration.screen?.path);
      expect({ role, label, shown }).toEqual({
        role,
        label,
        shown: kinds.some((kind) => can(access, kind.name, 'list') || can(access, kind.name, 'read')),
      });
    }
  });
});

describe('the grantable resources', () => {
  it('name every declaration', () => {
    const names = grantableResources.map(({ resource }) => resource);
    for (const declaration of declaredResources) expect(names).toContain(declaration.name);
  });
});
