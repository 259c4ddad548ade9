import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recorder } from '../../test/calls';
import { stubObjectUrls } from '../../test/objectUrl';
import { server } from '../../test/server';
import { findToast, renderScreen, signIn } from '../../test/render';
import { mockViewport } from '../../test/viewport';
import { numericDateTime } from '../../format/dates';
import { BackupList } from './BackupList';

const archive = {
  name: 'backup-2026-11-26T05-00-00-000Z.tar',
  createdAt: '2026-11-26T05:00:00.000Z',
  size: 3 * 1024 * 1024,
  migration: '0006_accounts_two_factor',
  productVersion: '0.1.0',
  tables: { posts: 120 },
  rows: 1234,
  mediaFiles: 56,
  mediaBytes: 3_000_000,
  encrypted: true,
  verifiedAt: '2026-11-26T05:00:09.000Z',
};
// As every screen shows a date-time (src/format/dates.test.ts checks the format), in the machine's time zone.
const time = numericDateTime(archive.createdAt);

describe('Settings > Backups', () => {
  beforeEach(signIn);
  const urls = stubObjectUrls();
  afterEach(() => urls.restore());

  it('lists the archives with time, size, counts and whether they were verified, and downloads one', async () => {
    const { calls, on } = recorder();
    server.use(
      on('get', '/backups', () =>
        HttpResponse.json({
          backups: [archive, { ...archive, name: 'backup-old.tar', encrypted: false, verifiedAt: null }],
          running: null,
        }),
      ),
      on('get', '/backups/:name/download', () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('archive bytes').buffer, {
          headers: { 'content-type': 'application/x-tar' },
        }),
      ),
    );
    renderScreen(<BackupList />, { path: '/settings/backups' });
    const table = await screen.findByRole('table', { name: 'Backups' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first).getByText(time)).toBeInTheDocument();
    expect(within(first).getByText('3.0 MB')).toBeInTheDocument();
    expect(within(first).getByText('1234 rows, 56 media files · encrypted')).toBeInTheDocument();
    expect(within(first).getByText('Verified')).toBeInTheDocument();
    expect(within(second).getByText('Not verified')).toBeInTheDocument();

    await userEvent.click(within(first).getByRole('button', { name: `Download the backup of ${time}` }));
    await expect.poll(() => urls.blob('blob:test/0')?.text()).toBe('archive bytes');
    expect(calls.at(-1)).toMatchObject({
      method: 'GET',
      path: `/backups/${archive.name}/download`,
      auth: 'Bearer test-token',
    });
  });

  it('creates a backup now and shows its progress until it is listed', async () => {
    let answers = 0;
    const { calls, on } = recorder();
    server.use(
      on('get', '/backups', () => {
        answers += 1;
        if (answers === 1) return HttpResponse.json({ backups: [], running: null });
        if (answers === 2) {
          return HttpResponse.json({ backups: [], running: { name: archive.name, done: 40, total: 100 } });
        }
        return HttpResponse.json({ backups: [archive], running: null });
      }),
      on('post', '/backups', () =>
        HttpResponse.json({ message: 'Backup started', name: archive.name }, { status: 202 }),
      ),
    );
    renderScreen(<BackupList />, { path: '/settings/backups' });
    expect(await screen.findByText('No backups yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create backup now' }));
    expect(screen.getByRole('button', { name: 'Create backup now' })).toBeDisabled();
    expect(await screen.findByText('Creating a backup: 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Backup progress' })).toHaveAttribute('aria-valuenow', '40');
    await findToast('Backup created and verified', { timeout: 5000 });
    expect(screen.getByText('1234 rows, 56 media files · encrypted')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create backup now' })).toBeEnabled();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/backups', search: '', auth: 'Bearer test-token', body: undefined },
    ]);
  });

  it('says why a backup cannot start', async () => {
    const { on } = recorder();
    server.use(
      on('get', '/backups', () => HttpResponse.json({ backups: [], running: null })),
      on('post', '/backups', () => HttpResponse.json({ message: 'A backup is already running' }, { status: 409 })),
    );
    renderScreen(<BackupList />, { path: '/settings/backups' });
    await userEvent.click(await screen.findByRole('button', { name: 'Create backup now' }));
    await findToast('A backup is already running');
  });

  it('on a phone shows one card per archive, each with its Download, and no table', async () => {
    mockViewport(390);
    const { calls, on } = recorder();
    server.use(
      on('get', '/backups', () => HttpResponse.json({ backups: [archive], running: null })),
      on('get', '/backups/:name/download', () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('archive bytes').buffer, {
          headers: { 'content-type': 'application/x-tar' },
        }),
      ),
    );
    try {
      renderScreen(<BackupList />, { path: '/settings/backups' });
      const list = await screen.findByRole('list', { name: 'Backups' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const [card] = await within(list).findAllByRole('listitem');
      expect(within(card).getByText(time)).toBeInTheDocument();
      expect(within(card).getByText('3.0 MB · 1234 rows, 56 media files · encrypted')).toBeInTheDocument();
      expect(within(card).getByText('Verified')).toBeInTheDocument();
      await userEvent.click(within(card).getByRole('button', { name: `Download the backup of ${time}` }));
      await expect.poll(() => urls.blob('blob:test/0')?.text()).toBe('archive bytes');
      expect(calls.at(-1)).toMatchObject({ method: 'GET', path: `/backups/${archive.name}/download` });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says in plain words what restoring needs and who runs it', async () => {
    const { on } = recorder();
    server.use(on('get', '/backups', () => HttpResponse.json({ backups: [], running: null })));
    renderScreen(<BackupList />, { path: '/settings/backups' });
    expect(await screen.findByText('Restoring a backup')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Restoring puts the whole site back as it was when the backup was made: everything saved since then is lost. The server has to be stopped for it, so it cannot be started from this screen.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Ask the person who runs the server (your operator). They download the backup here, stop the server and run, where it is installed:',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('npm run restore -- <the downloaded backup file>')).toBeInTheDocument();
    expect(screen.queryByText(/see README/)).not.toBeInTheDocument();
  });
});
