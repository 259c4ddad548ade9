import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { accessOf, builtInRoles, can, type Permission } from '#contract/permissions';
import { languages as declaration } from '#contract/resources/languages';
import { renderScreen, signIn } from '../test/render';
import { api, server } from '../test/server';
import { ListScreen } from './ListScreen';

const row = { languageID: 'id-1', languageName: 'Hindi', languageStatus: 'Active' };

const roles: Record<string, readonly Permission[]> = {
  Owner: builtInRoles.Owner,
  Viewer: builtInRoles.Viewer,
  'Languages: list and status': [{ resource: 'languages', actions: ['list', 'read', 'status'] }],
  'Languages: list and create': [{ resource: 'languages', actions: ['list', 'create'] }],
  'Languages: list and update': [{ resource: 'languages', actions: ['list', 'read', 'update'] }],
};

/**
 * The app offers a control iff the policy the server enforces allows its action (issue 40): the same `can` decides
 * both, for each role.
 */
describe('Settings > Languages offers each control iff can(...) allows it', () => {
  it.each(Object.keys(roles))('%s', async (role) => {
    const permissions = roles[role];
    server.use(
      http.get(api('/me/permissions'), () => HttpResponse.json({ roles: [role], permissions })),
      http.get(api('/language/get'), () =>
        HttpResponse.json({ languageData: { activeLanguages: [row], inActiveLanguages: [] } }),
      ),
    );
    signIn();
    renderScreen(<ListScreen declarations={[declaration]} />, { path: '/settings/languages' });
    const switchOf = await screen.findByRole('switch', { name: 'Hindi status' });
    const access = accessOf(permissions);
    const table = screen.getByRole('table');
    expect({
      add: screen.queryByRole('button', { name: 'Add Language' }) !== null,
      edit: within(table).queryByRole('button', { name: /^Edit/ }) !== null,
      status: !(switchOf as HTMLInputElement).disabled,
    }).toEqual({
      add: can(access, 'languages', 'create'),
      edit: can(access, 'languages', 'update'),
      status: can(access, 'languages', 'status'),
    });
  });
});
