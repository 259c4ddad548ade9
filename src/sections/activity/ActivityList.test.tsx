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
  changes: [{ field: 'postStatus', before: null, after: 'Rejected' }],
  detail: { before: { 'post-1': 'Pending' } },
};
const rename = {
  ...rejection,
  auditID: 'audit-2',
  action: 'update',
  detail: null,
  changes: [{ field: 'postTitle', before: 'Council meets', after: 'Council meets tonight' }],
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

  it('shows each entry as a sentence with its changes before and after, and a link to all of the record', async () => {
    const rec = renderActivity();
    server.use(rec.on('get', '/audit', () => answer([rename, rejection])));
    // The rejection changed only the status: it reads with the name the rename on the same page gave the post.
    const entry = await screen.findByRole('article', {
      name: "Admin Asha Rao rejected the post 'Council meets tonight'",
    });
    const changes = within(entry).getByRole('table', {
      name: "Changes: Admin Asha Rao rejected the post 'Council meets tonight'",
    });
    expect(
      within(changes)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['FieldBeforeAfter', 'postStatusPendingRejected']);
    expect(
      screen.getByRole('article', { name: "Admin Asha Rao updated the post 'Council meets tonight'" }),
    ).toBeInTheDocument();
    expect(within(entry).getByRole('link', { name: 'All activity of this post' })).toHaveAttribute(
      'href',
      `/settings/activity?filter=${encodeURIComponent(JSON.stringify({ resource: 'posts', recordId: 'post-1' }))}`,
    );
    expect(within(entry).getByRole('link', { name: 'Go to posts' })).toHaveAttribute('href', '/posts');
    expect(screen.getByRole('status', { name: '2 Entries' })).toBeInTheDocument();
    expect(rec.calls.filter((call) => call.path === '/audit').map((call) => call.search)).toEqual(['page=1&limit=15']);
  });

  it('sends the filters of the URL, and writes a chosen filter into the URL and the request', async () => {
    const filter = encodeURIComponent(JSON.stringify({ resource: 'posts', recordId: 'post-1' }));
    const rec = renderActivity(`/settings/activity?filter=${filter}`);
    server.use(
      rec.on('get', '/audit', () => answer([rejection])),
      rec.on('get', '/posts/get/:id', () =>
        HttpResponse.json({ posts: { postID: 'post-1', postTitle: 'Council meets tonight' } }),
      ),
    );
    // Filtered by one record, the entries are named by the record's own name.
    await screen.findByRole('article', { name: "Admin Asha Rao rejected the post 'Council meets tonight'" });
    expect(rec.calls.filter((call) => call.path === '/audit').at(-1)?.search).toBe(
      'page=1&limit=15&resource=posts&recordId=post-1',
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Admin' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Asha Rao' }));
    await waitFor(() =>
      expect(rec.calls.filter((call) => call.path === '/audit').at(-1)?.search).toBe(
        'page=1&limit=15&resource=posts&recordId=post-1&actor=admin-1',
      ),
    );
    expect(currentLocation()).toContain('"actor":"admin-1"');
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
    const entry = await screen.findByRole('article', { name: /^Admin Asha Rao updated the ad/ });
    expect(within(entry).getByRole('link', { name: 'All activity of this ad' })).toBeInTheDocument();
    expect(within(entry).getByRole('link', { name: 'Go to ads' })).toHaveAttribute('href', '/settings/add-management');

    await userEvent.click(screen.getByRole('combobox', { name: 'Resource' }));
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
