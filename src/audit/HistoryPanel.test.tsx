import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { recorder, type Recorder } from '../test/calls';
import { post, renderPosts, servePosts } from '../test/posts';
import { findToast, signIn } from '../test/render';
import { server } from '../test/server';

const rename = {
  auditID: 'audit-7',
  at: '2026-11-26T09:15:00.000Z',
  actor: { roleID: 'admin-1', name: 'Asha Rao', mobileNumber: '9876500001' },
  address: '203.0.113.7',
  action: 'update',
  resource: 'posts',
  recordIds: ['p-1'],
  changes: [{ field: 'postLocationDetails', before: 'Delhi', after: 'Mumbai' }],
  revertable: ['postLocationDetails'],
};

let rec: Recorder;

/** A pending post whose location was changed from Delhi to Mumbai (or `entries`), its dialog open on its History. */
const openHistory = async (entries: object[] = [rename]) => {
  const rows = { Pending: [post(1, { postStatus: 'Pending', postLocationDetails: 'Mumbai' })] };
  servePosts(rec, rows);
  server.use(
    rec.on('get', '/audit', () =>
      HttpResponse.json({ audit: { entries, pagination: { totalRecords: entries.length } } }),
    ),
  );
  renderPosts('/posts/new-post');
  await userEvent.click(await screen.findByRole('button', { name: /^View Title1/ }));
  const dialog = await screen.findByRole('dialog');
  expect(rec.calls.some((call) => call.path === '/audit')).toBe(false);
  await userEvent.click(within(dialog).getByRole('button', { name: 'History' }));
  const panel = await within(dialog).findByRole('region', { name: 'History: Pending Post' });
  return { rows, dialog, panel };
};

describe('History panel of a record dialog', () => {
  beforeEach(() => {
    signIn();
    rec = recorder();
  });

  it("lists the record's entries with their changes, asked for by resource and record", async () => {
    const { panel } = await openHistory();
    const entry = await within(panel).findByRole('article', {
      name: 'Asha Rao updated "Title1 one two three four five six"',
    });
    // The field by its declared label, not its API name.
    expect(
      within(entry)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['FieldBeforeAfter', 'LocationDelhiMumbai']);
    expect(rec.calls.filter((call) => call.path === '/audit').map((call) => call.search)).toEqual([
      'page=1&limit=50&resource=posts&recordId=p-1',
    ]);
  });

  it('Revert asks first, naming the field and the value it puts back; then sends the call and says what it did', async () => {
    const { rows, dialog, panel } = await openHistory([{ ...rename, recordLabels: { 'p-1': 'Council meets' } }]);
    server.use(
      rec.on('post', '/audit/revert/:auditID', () => {
        rows.Pending[0] = { ...rows.Pending[0], postLocationDetails: 'Delhi', updatedAt: '2029-01-02T00:00:00.000Z' };
        return HttpResponse.json({ message: 'Reverted successfully', record: rows.Pending[0] });
      }),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Location' })).toHaveValue('Mumbai');
    const revert = await within(panel).findByRole('button', { name: 'Revert: put back the location' });
    await userEvent.click(revert);
    const question = await screen.findByRole('dialog', { name: 'Put back the location "Delhi"?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Put back/ })).toBeNull());
    expect(rec.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.click(revert);
    const again = await screen.findByRole('dialog', { name: 'Put back the location "Delhi"?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Put back' }));
    // The record by the name its entry kept.
    expect(await findToast('Put back the location of "Council meets"')).toBeInTheDocument();
    expect(rec.calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: '/audit/revert/audit-7', auth: 'Bearer test-token', body: {} }),
    ]);
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Location' })).toHaveValue('Delhi'));
  });

  it("shows the server's message when the record changed since (409), and changes nothing", async () => {
    const { dialog, panel } = await openHistory();
    const message = 'This record was changed after this entry (postLocationDetails). Reload it to see the changes.';
    server.use(
      rec.on('post', '/audit/revert/:auditID', () =>
        HttpResponse.json({ message, fields: ['postLocationDetails'] }, { status: 409 }),
      ),
    );
    await userEvent.click(await within(panel).findByRole('button', { name: 'Revert: put back the location' }));
    const question = await screen.findByRole('dialog', { name: 'Put back the location "Delhi"?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Put back' }));
    expect(await within(panel).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Location' })).toHaveValue('Mumbai');
  });

  it('names the fields it cannot put back (a file no longer kept), and offers no Revert for them', async () => {
    const upload = {
      ...rename,
      auditID: 'audit-8',
      action: 'upload',
      changes: [
        {
          field: 'postImage',
          before: 'https://example.test/media/old.png',
          after: 'https://example.test/media/new.png',
        },
      ],
      revertable: [],
    };
    const { panel } = await openHistory([upload, rename]);
    const entry = await within(panel).findByRole('article', { name: /uploaded/ });
    expect(within(entry).getByText('Revert cannot put back the post image.')).toBeVisible();
    expect(within(entry).queryByRole('button')).toBeNull();
    expect(
      within(panel)
        .getAllByRole('button', { name: /^Revert/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Revert: put back the location']);
  });
});
