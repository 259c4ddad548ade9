import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { recorder } from '../../test/calls';
import { currentLocation, renderScreen, signIn } from '../../test/render';
import { server } from '../../test/server';
import { ActivityList } from './ActivityList';

const asha = { roleID: 'admin-1', firstName: 'Asha', lastName: 'Rao', mobileNumber: '9876500001' };

const rejection = {
  auditID: 'audit-1',
  at: '2026-11-26T09:15:00.000Z',
  actor: { roleID: 'admin-1', name: 'Asha Rao', mobileNumber: '9876500001' },
  address: '203.0.113.7',
  // As the dialog's Reject records it: a status call by ids, each record's status before in `detail`.
  action: 'bulkStatus',
  resource: 'posts',
  recordIds: ['post-1'],
  // The post's title when the entry was written: it reads so even after the post is renamed or deleted.
  recordLabels: { 'post-1': 'Council meets tonight' },
  changes: [{ field: 'postStatus', before: null, after: 'Rejected' }],
  detail: { before: { 'post-1': 'Pending' } },
};
/** An entry written before names were kept (no recordLabels). */
const rename = {
  ...rejection,
  auditID: 'audit-2',
  action: 'update',
  detail: null,
  recordIds: ['post-2'],
  recordLabels: undefined,
  changes: [{ field: 'postTitle', before: 'Council meets', after: 'Budget session' }],
};

const answer = (entries: object[], totalRecords = entries.length) =>
  HttpResponse.json({ audit: { entries, pagination: { totalRecords } } });

const renderActivity = (path = '/settings/activity') => {
  const rec = recorder();
  server.use(rec.on('get', '/admins', () => HttpResponse.json({ admins: [asha] })));
  renderScreen(<ActivityList />, { path });
  return rec;
};

describe('Settings > Activity', () => {
  beforeEach(signIn);

  it('shows each entry as a sentence naming the admin and the record, with its changes by label, and links', async () => {
    const rec = renderActivity();
    server.use(rec.on('get', '/audit', () => answer([rename, rejection])));
    const entry = await screen.findByRole('article', { name: 'Asha Rao rejected "Council meets tonight"' });
    const changes = within(entry).getByRole('table', {
      name: 'Changes: Asha Rao rejected "Council meets tonight"',
    });
    expect(
      within(changes)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['FieldBeforeAfter', 'StatusPendingRejected']);
    // Without a kept name, an older entry is named by what its changes set.
    const renamed = screen.getByRole('article', { name: 'Asha Rao updated "Budget session"' });
    expect(
      within(renamed)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['FieldBeforeAfter', 'News TitleCouncil meetsBudget session']);
    expect(within(entry).getByRole('link', { name: 'All activity of this post' })).toHaveAttribute(
      'href',
      `/settings/activity?filter=${encodeURIComponent(JSON.stringify({ resource: 'posts', recordId: 'post-1' }))}`,
    );
    expect(within(entry).getByRole('link', { name: 'Go to posts' })).toHaveAttribute('href', '/posts');
    expect(screen.getByRole('status', { name: '2 Entries' })).toBeInTheDocument();
    expect(rec.calls.filter((call) => call.path === '/audit').map((call) => call.search)).toEqual(['page=1&limit=15']);
  });

  it("reads an admin's change with the field's words, and a job the server ran by its name", async () => {
    const rec = renderActivity();
    const twoFactorReset = {
      ...rejection,
      auditID: 'audit-4',
      action: 'update',
      resource: 'admins',
      recordIds: ['admin-2'],
      recordLabels: { 'admin-2': 'Meera Iyer' },
      changes: [{ field: 'twoFactorEnabled', before: true, after: false }],
      detail: null,
    };
    // Roles are kept by id; the entry reads them by name.
    const rolesChanged = {
      ...twoFactorReset,
      auditID: 'audit-6',
      recordIds: ['admin-3'],
      recordLabels: { 'admin-3': 'Kiran Das' },
      changes: [{ field: 'roles', before: ['role-1'], after: ['role-2', 'role-3'] }],
    };
    const rendered = {
      ...rejection,
      auditID: 'audit-5',
      actor: { roleID: null, name: null, mobileNumber: null },
      address: null,
      action: 'renderFinished',
      resource: 'magazines',
      recordIds: ['magazine-1'],
      recordLabels: { 'magazine-1': 'City Weekly' },
      changes: [],
      detail: { totalPages: 12 },
    };
    server.use(rec.on('get', '/audit', () => answer([twoFactorReset, rolesChanged, rendered])));
    const entry = await screen.findByRole('article', { name: 'Asha Rao updated "Meera Iyer"' });
    expect(
      within(entry)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['FieldBeforeAfter', '2FAOnOff']);
    const roles = screen.getByRole('article', { name: 'Asha Rao updated "Kiran Das"' });
    await waitFor(() =>
      expect(
        within(roles)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toEqual(['FieldBeforeAfter', 'RolesOwnerEditor, Viewer']),
    );
    expect(
      screen.getByRole('article', { name: 'The magazine renderer finished rendering "City Weekly"' }),
    ).toBeInTheDocument();
  });

  it('sends the filters of the URL, writes a chosen filter into the URL and the request, and shows it as a chip', async () => {
    const filter = encodeURIComponent(JSON.stringify({ resource: 'posts', recordId: 'post-2' }));
    const rec = renderActivity(`/settings/activity?filter=${filter}`);
    server.use(
      rec.on('get', '/audit', () =>
        answer([{ ...rename, changes: [{ field: 'postStatus', before: 'Pending', after: 'Rejected' }] }]),
      ),
      rec.on('get', '/posts/get/:id', () =>
        HttpResponse.json({ posts: { postID: 'post-2', postTitle: 'Budget session' } }),
      ),
    );
    // Filtered by one record, an entry that kept no name is named by the record's own name.
    await screen.findByRole('article', { name: 'Asha Rao updated "Budget session"' });
    expect(rec.calls.filter((call) => call.path === '/audit').at(-1)?.search).toBe(
      'page=1&limit=15&resource=posts&recordId=post-2',
    );
    expect(screen.getByRole('searchbox', { name: 'Record ID' })).toHaveValue('post-2');
    expect(screen.getByRole('button', { name: 'Clear filter: Resource: posts' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const menu = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(menu).getByRole('combobox', { name: 'Admin' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Asha Rao' }));
    await waitFor(() =>
      expect(rec.calls.filter((call) => call.path === '/audit').at(-1)?.search).toBe(
        'page=1&limit=15&resource=posts&recordId=post-2&actor=admin-1',
      ),
    );
    expect(currentLocation()).toContain('"actor":"admin-1"');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: 'Clear filter: Admin: Asha Rao' }));
    await waitFor(() =>
      expect(rec.calls.filter((call) => call.path === '/audit').at(-1)?.search).toBe(
        'page=1&limit=15&resource=posts&recordId=post-2',
      ),
    );
    expect(screen.queryByRole('button', { name: /^Clear filter: Admin/ })).toBeNull();
  });

  it("offers each declared resource in the Resource filter and names its records by its declaration's nouns", async () => {
    const rec = renderActivity();
    const adRenamed = {
      ...rename,
      auditID: 'audit-3',
      resource: 'ads',
      recordIds: ['ad-1'],
      changes: [{ field: 'adsTitle', before: 'Sale', after: 'Festival sale' }],
    };
    server.use(rec.on('get', '/audit', () => answer([adRenamed])));
    const entry = await screen.findByRole('article', { name: 'Asha Rao updated "Festival sale"' });
    expect(within(entry).getByRole('link', { name: 'All activity of this ad' })).toBeInTheDocument();
    expect(within(entry).getByRole('link', { name: 'Go to ads' })).toHaveAttribute('href', '/settings/add-management');

    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Filters' })).getByRole('combobox', { name: 'Resource' }),
    );
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    // The declared ones (contract/resources/) by their nouns, beside those not declared yet.
    expect(options).toEqual(
      expect.arrayContaining([
        'admins',
        'ads',
        'post categories',
        'short video categories',
        'novel categories',
        'languages',
        'tickets',
        'posts',
        'reporters',
        "Dos and Don'ts pages",
      ]),
    );
    await userEvent.click(screen.getByRole('option', { name: 'short video categories' }));
    await waitFor(() =>
      expect(rec.calls.filter((call) => call.path === '/audit').at(-1)?.search).toBe(
        'page=1&limit=15&resource=shortCategories',
      ),
    );
  });

  it('pages by number, 15 entries a page', async () => {
    const rec = renderActivity();
    server.use(rec.on('get', '/audit', () => answer([rejection], 31)));
    await userEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(rec.calls.filter((call) => call.path === '/audit').at(-1)?.search).toBe('page=3&limit=15'),
    );
    expect(await screen.findByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a failed load as an error with Retry, not as an empty list', async () => {
    const rec = renderActivity();
    server.use(rec.on('get', '/audit', () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 })));
    expect(await screen.findByText('The activity could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('No activity matches these filters.')).not.toBeInTheDocument();
  });
});
