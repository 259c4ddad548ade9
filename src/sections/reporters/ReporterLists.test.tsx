import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../dataProvider/session';
import { recorder, writes, type Recorder } from '../../test/calls';
import { ADMIN, currentLocation, findToast, signIn } from '../../test/render';
import { server } from '../../test/server';
import { listCalls, renderReporters, reporter, serveReporters, type Reporter } from '../../test/reporters';

const AUTH = `Bearer ${ADMIN.token}`;
let rec: Recorder;

beforeEach(() => {
  signIn();
  rec = recorder();
});

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`\\b${name}\\b`) });

const many = (count: number, overrides: Partial<Reporter> = {}) =>
  Array.from({ length: count }, (_, i) => reporter(i + 1, overrides));

describe('Reporters tabs', () => {
  it('shows the four tabs as routes, with the current one selected', async () => {
    serveReporters(rec, []);
    renderReporters('/reporters/inactive-reporter');
    const tabs = await screen.findByRole('tablist', { name: 'Reporters' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => [tab.textContent, tab.getAttribute('href')]),
    ).toEqual([
      ['New Reporters', '/reporters/new-reporter'],
      ['Reporters', '/reporters/reporter'],
      ['Inactive Reporters', '/reporters/inactive-reporter'],
      ['Trash Reporters', '/reporters/trash-reporter'],
    ]);
    expect(within(tabs).getByRole('tab', { name: 'Inactive Reporters' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Trash Reporters' }));
    await waitFor(() => expect(currentLocation()).toBe('/reporters/trash-reporter'));
    await waitFor(() => expect(listCalls(rec, 'Trash')).toEqual(['page=1&limit=15']));
  });

  it("shows 'No data available' for an empty tab", async () => {
    serveReporters(rec, []);
    renderReporters('/reporters/reporter');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '0 Active Reporters' })).toBeInTheDocument();
  });

  it.each([
    ['/reporters/new-reporter', 'Pending'],
    ['/reporters/reporter', 'Active'],
    ['/reporters/inactive-reporter', 'Inactive'],
    ['/reporters/trash-reporter', 'Trash'],
  ])(
    '%s lists status %s 15 per page; Page 2 asks for page=2&limit=15 and numbers rows from 16',
    async (path, status) => {
      serveReporters(rec, many(15, { status }), { total: 40 });
      renderReporters(path);
      expect(await screen.findByText('First1')).toBeInTheDocument();
      expect(rec.calls[0]).toEqual({
        method: 'GET',
        path: `/reporters/get/${status}`,
        search: 'page=1&limit=15',
        auth: AUTH,
        body: undefined,
      });
      const pages = screen.getByRole('navigation', { name: 'Pagination' });
      await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
      await waitFor(() => expect(listCalls(rec, status)).toEqual(['page=1&limit=15', 'page=2&limit=15']));
      await waitFor(() =>
        expect(
          within(rowOf('First1')).getAllByRole('cell')[status === 'Active' || status === 'Inactive' ? 1 : 0],
        ).toHaveTextContent('16'),
      );
      expect(currentLocation()).toContain('page=2');
    },
  );
});

describe('New Reporters', () => {
  const pending = [reporter(1, { status: 'Pending' }), reporter(2, { status: 'Pending', role: 'GuestReporter' })];

  it('lists pending reporters with S.No, names, number and Approve / Reject, under the New Reporters count', async () => {
    serveReporters(rec, pending);
    renderReporters('/reporters/new-reporter');
    const table = await screen.findByRole('table');
    await within(table).findByText('First2');
    expect(headers(table)).toEqual(['S.No', 'First Name', 'Last Name', 'Mobile Number', 'Actions']);
    expect(
      within(rowOf('First2'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', 'First2', 'Last2', '9876543202', 'ApproveReject']);
    expect(screen.getByRole('status', { name: '2 New Reporters' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ Add New Reporter' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('sorts by First Name on a click of its header, A first, then Z first', async () => {
    serveReporters(rec, pending);
    renderReporters('/reporters/new-reporter');
    await screen.findByText('First2');
    expect(listCalls(rec, 'Pending')).toEqual(['page=1&limit=15']);
    await userEvent.click(screen.getByRole('button', { name: 'Sort by First Name ascending' }));
    await waitFor(() => expect(listCalls(rec, 'Pending').at(-1)).toBe('page=1&limit=15&sort=firstName&order=asc'));
    await userEvent.click(await screen.findByRole('button', { name: 'Sort by First Name descending' }));
    await waitFor(() => expect(listCalls(rec, 'Pending').at(-1)).toBe('page=1&limit=15&sort=firstName&order=desc'));
    // The mobile number is not a field the server sorts by.
    expect(screen.queryByRole('button', { name: /Mobile Number/ })).toBeNull();
  });

  it("says 'New Reporter' for one", async () => {
    serveReporters(rec, pending.slice(0, 1));
    renderReporters('/reporters/new-reporter');
    expect(await screen.findByRole('status', { name: '1 New Reporter' })).toBeInTheDocument();
  });

  it("Approve sends isApproved true, toasts 'Reporter status is Approved' naming the reporter, and keeps the row in place", async () => {
    serveReporters(rec, pending);
    server.use(
      rec.on('put', '/guest-reporter/approval/:id', () =>
        HttpResponse.json({ message: 'Reporter status is Approved' }),
      ),
    );
    renderReporters('/reporters/new-reporter');
    await screen.findByText('First2');
    // A double click: the second lands on the same row, now decided, not on the row after it.
    await userEvent.dblClick(within(rowOf('First2')).getByRole('button', { name: 'Approve' }));
    const toast = await findToast('Reporter status is Approved');
    expect(within(toast).getByText('Approved "First2 Last2"')).toBeInTheDocument();
    expect(within(toast).getByRole('button', { name: 'View' })).toBeInTheDocument();
    expect(within(toast).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(writes(rec)).toEqual([
      {
        method: 'PUT',
        path: '/guest-reporter/approval/r-2',
        search: '',
        auth: AUTH,
        body: { isApproved: true, expected: { 'r-2': 'Pending' } },
      },
    ]);
    // The row stays, decided and marked, until the admin asks for the list again.
    expect(within(rowOf('First2')).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(within(rowOf('First1')).getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(listCalls(rec, 'Pending')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '1 change - Refresh. 1 row was moved out of this list' }));
    await waitFor(() => expect(listCalls(rec, 'Pending')).toHaveLength(2));
  });

  it("the approval toast's View opens the reporter's page; its Undo reverts the approval's audit entry", async () => {
    serveReporters(rec, pending);
    server.use(
      rec.on('put', '/guest-reporter/approval/:id', () =>
        HttpResponse.json({ message: 'Reporter status is Approved' }),
      ),
      rec.on('get', '/audit', () =>
        HttpResponse.json({
          audit: {
            entries: [
              {
                auditID: 'audit-9',
                at: '2026-11-26T09:15:00.000Z',
                actor: { roleID: 'admin-1', name: 'Asha Rao', mobileNumber: '9876500001' },
                address: null,
                action: 'approve',
                resource: 'reporters',
                recordIds: ['r-2'],
                changes: [{ field: 'status', before: 'Pending', after: 'Active' }],
                revertable: ['status'],
              },
            ],
            pagination: { totalRecords: 1 },
          },
        }),
      ),
      rec.on('post', '/audit/revert/:auditID', () => HttpResponse.json({ message: 'Reverted' })),
    );
    renderReporters('/reporters/new-reporter');
    await screen.findByText('First2');
    await userEvent.click(within(rowOf('First2')).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(await findToast('Reporter status is Approved')).getByRole('button', { name: 'Undo' }));
    expect(await findToast('Undone: the status is back to what it was')).toBeInTheDocument();
    expect(rec.calls.filter((call) => call.path === '/audit').map((call) => call.search)).toEqual([
      'page=1&limit=1&resource=reporters&recordId=r-2',
    ]);
    expect(writes(rec).map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'PUT',
        path: '/guest-reporter/approval/r-2',
        body: { isApproved: true, expected: { 'r-2': 'Pending' } },
      },
      { method: 'POST', path: '/audit/revert/audit-9', body: {} },
    ]);
    await userEvent.click(within(rowOf('First1')).getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(await findToast('Reporter status is Approved')).getByRole('button', { name: 'View' }));
    await waitFor(() => expect(currentLocation()).toBe('/view-reporter/r-1/news'));
  });

  it('Approve refused by the server shows its message', async () => {
    serveReporters(rec, pending);
    server.use(
      rec.on('put', '/guest-reporter/approval/:id', () =>
        HttpResponse.json({ message: 'Reporter is not pending approval' }, { status: 409 }),
      ),
    );
    renderReporters('/reporters/new-reporter');
    await screen.findByText('First1');
    await userEvent.click(within(rowOf('First1')).getByRole('button', { name: 'Approve' }));
    expect(await findToast('Reporter is not pending approval')).toBeInTheDocument();
  });

  it('Reject asks first; Cancel sends nothing', async () => {
    serveReporters(rec, pending);
    renderReporters('/reporters/new-reporter');
    await screen.findByText('First1');
    await userEvent.click(within(rowOf('First1')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are You Sure Want To Reject?' });
    expect(within(dialog).getByText('Confirm To Reject the Reporter')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel', 'Confirm']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(rec)).toEqual([]);
  });

  describe('Reject with Undo', () => {
    const reject = async () => {
      serveReporters(rec, pending);
      let sentAt = 0;
      server.use(
        rec.on('put', '/guest-reporter/dis-approve/:id', () => {
          sentAt = Date.now();
          return HttpResponse.json({ message: 'Reporter Rejected Successfully' });
        }),
      );
      renderReporters('/reporters/new-reporter');
      await screen.findByText('First1');
      await userEvent.click(within(rowOf('First1')).getByRole('button', { name: 'Reject' }));
      const dialog = await screen.findByRole('dialog', { name: 'Are You Sure Want To Reject?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      const toast = await findToast('Reporter Rejected Successfully');
      const shownAt = Date.now();
      // The dialog hides the rest of the page from assistive technology until it has closed.
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      return { toast, shownAt, sentAt: () => sentAt };
    };

    it("toasts 'Reporter Rejected Successfully' with Undo and sends the call only when the toast has gone", async () => {
      const { toast, shownAt, sentAt } = await reject();
      expect(within(toast).getByText('Rejected "First1 Last1"')).toBeInTheDocument();
      expect(within(toast).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
      // Until then the row shows as decided.
      expect(within(rowOf('First1')).getByRole('button', { name: 'Approve' })).toBeDisabled();
      await waitFor(() => expect(writes(rec)).toHaveLength(1), { timeout: 8000 });
      expect(sentAt() - shownAt).toBeGreaterThanOrEqual(4900);
      expect(writes(rec)).toEqual([
        {
          method: 'PUT',
          path: '/guest-reporter/dis-approve/r-1',
          search: '',
          auth: AUTH,
          body: { expected: { 'r-1': 'Pending' } },
        },
      ]);
      await waitFor(() => expect(listCalls(rec, 'Pending')).toHaveLength(2));
    });

    it('Undo: the call is never sent and the row is as before', async () => {
      const { toast, shownAt } = await reject();
      await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
      await waitFor(() => expect(within(rowOf('First1')).getByRole('button', { name: 'Approve' })).toBeEnabled());
      // Past the time the call would have gone.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, shownAt + 5600 - Date.now())));
      expect(writes(rec)).toEqual([]);
    });
  });
});

describe('Reporters (active)', () => {
  const active = [
    reporter(1, { publishedPostCount: 4, trashedPostCount: 1 }),
    reporter(2, { role: 'GuestReporter', publishedPostCount: 0 }),
  ];

  it('lists active reporters with every column, a status toggle, edit and view, under the Active count', async () => {
    serveReporters(rec, active);
    renderReporters('/reporters/reporter');
    const table = await screen.findByRole('table');
    await within(table).findByText('First2');
    expect(headers(table)).toEqual([
      '',
      'S.No',
      'First Name',
      'Last Name',
      'Mobile Number',
      'Reporter Type',
      'Published Posts',
      'Trash Posts',
      'Status',
      'Actions',
    ]);
    expect(
      within(rowOf('First1'))
        .getAllByRole('cell')
        .slice(1, 8)
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'First1', 'Last1', '9876543201', 'Reporter', '4', '1']);
    expect(within(rowOf('First2')).getAllByRole('cell')[5]).toHaveTextContent('Guest Reporter');
    expect(within(rowOf('First1')).getByRole('switch', { name: 'First1 Last1 status' })).toBeChecked();
    expect(within(rowOf('First1')).getByRole('button', { name: 'Edit First1 Last1' })).toBeInTheDocument();
    expect(within(rowOf('First1')).getByRole('link', { name: 'View First1 Last1' })).toHaveAttribute(
      'href',
      '/view-reporter/r-1/news',
    );
    expect(screen.getByRole('status', { name: '2 Active Reporters' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search for Reporter ...' })).toHaveAttribute(
      'placeholder',
      'Search for Reporter ...',
    );
  });

  it("says 'Active Reporter' for one", async () => {
    serveReporters(rec, active.slice(0, 1));
    renderReporters('/reporters/reporter');
    expect(await screen.findByRole('status', { name: '1 Active Reporter' })).toBeInTheDocument();
  });

  it('searches after 1000 ms of quiet, keeps the search in the URL, and Clear search drops it', async () => {
    serveReporters(rec, active);
    renderReporters('/reporters/reporter');
    await screen.findByText('First1');
    const box = screen.getByRole('searchbox', { name: 'Search for Reporter ...' });
    await userEvent.type(box, 'asha');
    const typedAt = Date.now();
    await waitFor(() => expect(listCalls(rec, 'Active')).toContain('page=1&limit=15&search=asha'), {
      timeout: 3000,
    });
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(900);
    expect(currentLocation()).toContain('"search":"asha"');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(listCalls(rec, 'Active').at(-1)).toBe('page=1&limit=15'));
    expect(box).toHaveValue('');
  });

  it('filters by Reporter and Guest Reporter, sent as roleType comma-joined', async () => {
    serveReporters(rec, active);
    renderReporters('/reporters/reporter');
    await screen.findByText('First1');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const menu = await screen.findByRole('dialog', { name: 'Filter' });
    expect(
      within(menu)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Reporter', 'Guest Reporter']);
    await userEvent.click(within(menu).getByRole('checkbox', { name: 'Reporter' }));
    await waitFor(() => expect(listCalls(rec, 'Active').at(-1)).toBe('page=1&limit=15&roleType=Reporter'));
    await userEvent.click(within(menu).getByRole('checkbox', { name: 'Guest Reporter' }));
    await waitFor(() =>
      expect(listCalls(rec, 'Active').at(-1)).toBe('page=1&limit=15&roleType=Reporter%2CGuestReporter'),
    );
    expect(currentLocation()).toContain('"roleType":["Reporter","GuestReporter"]');
  });

  it.each([
    ['Active', 'Inactive', '/reporters/reporter'],
    ['Inactive', 'Active', '/reporters/inactive-reporter'],
  ])('the toggle turns %s into %s with the toast and reloads', async (from, to, path) => {
    serveReporters(rec, [reporter(1, { status: from })]);
    server.use(
      rec.on('put', '/reporter/status/', () =>
        HttpResponse.json({ message: 'Reporter status updated successfully', updatedCount: 1 }),
      ),
    );
    renderReporters(path);
    const toggle = await screen.findByRole('switch', { name: 'First1 Last1 status' });
    expect(toggle).toHaveProperty('checked', from === 'Active');
    await userEvent.click(toggle);
    expect(await findToast(`Reporter is ${to}`)).toBeInTheDocument();
    expect(writes(rec)).toEqual([
      {
        method: 'PUT',
        path: '/reporter/status/',
        search: '',
        auth: AUTH,
        body: { roleIDs: 'r-1', status: to, expected: { 'r-1': from } },
      },
    ]);
    await waitFor(() => expect(listCalls(rec, from)).toHaveLength(2));
  });

  it("a toggle that cannot reach the server toasts 'Error updating reporter status'", async () => {
    serveReporters(rec, active);
    server.use(rec.on('put', '/reporter/status/', () => HttpResponse.error()));
    renderReporters('/reporters/reporter');
    await userEvent.click(await screen.findByRole('switch', { name: 'First1 Last1 status' }));
    expect(await findToast('Error updating reporter status')).toBeInTheDocument();
  });

  it('the view link opens /view-reporter/{roleID}/news and records that it came from a list', async () => {
    serveReporters(rec, active);
    renderReporters('/reporters/reporter');
    await userEvent.click(await screen.findByRole('link', { name: 'View First2 Last2' }));
    expect(await screen.findByRole('heading', { name: 'Reporter detail' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/view-reporter/r-2/news');
    expect(session.viewLocation.get()).toBe('list');
    expect(session.lastLocation.get()).toBe('/reporters/reporter');
  });

  it('each tab keeps its own search: one typed on Reporters is not sent for Trash', async () => {
    serveReporters(rec, active);
    renderReporters('/reporters/reporter');
    await screen.findByText('First1');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search for Reporter ...' }), 'asha');
    await waitFor(() => expect(listCalls(rec, 'Active')).toContain('page=1&limit=15&search=asha'), {
      timeout: 3000,
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Trash Reporters' }));
    await waitFor(() => expect(listCalls(rec, 'Trash')).toEqual(['page=1&limit=15']));
    expect(screen.getByRole('searchbox', { name: 'Search for Reporter ...' })).toHaveValue('');
  });
});

describe('Inactive Reporters', () => {
  it.each([
    [0, '0 Inactive Reporter'],
    [1, '1 Inactive Reporter'],
    [2, '2 Inactive Reporters'],
  ])('with %i the count card reads %s', async (count, label) => {
    serveReporters(rec, many(count, { status: 'Inactive' }));
    renderReporters('/reporters/inactive-reporter');
    expect(await screen.findByRole('status', { name: label })).toBeInTheDocument();
  });

  it('has the same columns, a view link as action, and searches after 500 ms', async () => {
    serveReporters(rec, [reporter(1, { status: 'Inactive' })]);
    renderReporters('/reporters/inactive-reporter');
    const table = await screen.findByRole('table');
    await within(table).findByText('First1');
    expect(headers(table)).toEqual([
      '',
      'S.No',
      'First Name',
      'Last Name',
      'Mobile Number',
      'Reporter Type',
      'Published Posts',
      'Trash Posts',
      'Status',
      'Actions',
    ]);
    expect(within(rowOf('First1')).getByRole('link', { name: 'View First1 Last1' })).toHaveAttribute(
      'href',
      '/view-reporter/r-1/news',
    );
    expect(within(rowOf('First1')).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    // The clock starts before the one change, so the other tabs' 1000 ms pause could never answer under 1000 ms,
    // however slow the machine; what a slow machine adds to this tab's 500 ms stays inside the 500 ms between.
    const typedAt = Date.now();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search for Reporter ...' }), {
      target: { value: 'kavya' },
    });
    await waitFor(() => expect(listCalls(rec, 'Inactive')).toContain('page=1&limit=15&search=kavya'));
    const waited = Date.now() - typedAt;
    expect(waited).toBeGreaterThanOrEqual(500);
    expect(waited).toBeLessThan(1000);
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
  });
});

describe('Trash Reporters', () => {
  const trashed = [reporter(1, { status: 'Trash' }), reporter(2, { status: 'Trash', role: 'GuestReporter' })];

  it('lists S.No, names, number, type, post counts and a view link; no toggle or selection', async () => {
    serveReporters(rec, trashed);
    renderReporters('/reporters/trash-reporter');
    const table = await screen.findByRole('table');
    await within(table).findByText('First2');
    expect(headers(table)).toEqual([
      'S.No',
      'First Name',
      'Last Name',
      'Mobile Number',
      'Reporter Type',
      'Published Posts',
      'Trash Posts',
      'Actions',
    ]);
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(table).queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: '2 Trash Reporters' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search for Reporter ...' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
  });

  it("says 'Trash Reporter' for one", async () => {
    serveReporters(rec, trashed.slice(0, 1));
    renderReporters('/reporters/trash-reporter');
    expect(await screen.findByRole('status', { name: '1 Trash Reporter' })).toBeInTheDocument();
  });

  it('the view link records the list with its search as the last location, and that it came from the trash list', async () => {
    serveReporters(rec, trashed);
    renderReporters('/reporters/trash-reporter');
    await screen.findByText('First1');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search for Reporter ...' }), 'zoya');
    await waitFor(() => expect(listCalls(rec, 'Trash').at(-1)).toBe('page=1&limit=15&search=zoya'), {
      timeout: 3000,
    });
    await userEvent.click(within(rowOf('First1')).getByRole('link', { name: 'View First1 Last1' }));
    await screen.findByRole('heading', { name: 'Reporter detail' });
    expect(session.viewLocation.get()).toBe('trash');
    const last = new URL(session.lastLocation.get()!, window.location.origin);
    expect(last.pathname).toBe('/reporters/trash-reporter');
    expect(JSON.parse(last.searchParams.get('filter')!)).toEqual({ search: 'zoya' });
  });

  it('the view link records the address even when the list has not rendered it yet', async () => {
    serveReporters(rec, trashed);
    renderReporters('/reporters/trash-reporter');
    await screen.findByText('First1');
    // As when a search has just been applied: the address holds it, the router's render of it is still pending.
    window.history.pushState(null, '', '/reporters/trash-reporter?page=2');
    await userEvent.click(within(rowOf('First1')).getByRole('link', { name: 'View First1 Last1' }));
    await screen.findByRole('heading', { name: 'Reporter detail' });
    expect(session.lastLocation.get()).toBe('/reporters/trash-reporter?page=2');
  });
});
