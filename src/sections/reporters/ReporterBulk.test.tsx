import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recorder, writes, type Recorder } from '../../test/calls';
import { stubObjectUrls } from '../../test/objectUrl';
import { ADMIN, findToast, signIn } from '../../test/render';
import { server } from '../../test/server';
import { listCalls, renderReporters, reporter, serveReporters } from '../../test/reporters';

const AUTH = `Bearer ${ADMIN.token}`;
let rec: Recorder;
let urls: ReturnType<typeof stubObjectUrls>;
/** What the browser was asked to download: the file name and the file. */
const downloads: { filename: string | null; blob: Blob }[] = [];

beforeEach(() => {
  signIn();
  rec = recorder();
  downloads.length = 0;
  urls = stubObjectUrls();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ filename: this.getAttribute('download'), blob: urls.blob(this.getAttribute('href'))! });
  });
});
afterEach(() => {
  urls.restore();
  vi.restoreAllMocks();
});

const page1 = Array.from({ length: 15 }, (_, i) =>
  reporter(i + 1, { middleName: i === 0 ? 'Kumar' : null, role: i === 1 ? 'GuestReporter' : 'Reporter' }),
);
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`\\b${name}\\b`) });
const selectRow = (name: string) => userEvent.click(within(rowOf(name)).getByRole('checkbox'));
const selectPage = () => userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
const statusCalls = () => writes(rec).filter((c) => c.path === '/reporter/status/');

/** Answers the status call, noting when it arrived. */
const serveStatus = () => {
  const sent: number[] = [];
  server.use(
    rec.on('put', '/reporter/status/', () => {
      sent.push(Date.now());
      return HttpResponse.json({ message: 'Reporter status updated successfully', updatedCount: 2 });
    }),
  );
  return sent;
};

/** Clicks the delete icon and Confirm; returns the toast and when it showed. */
const trashSelected = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Are You Sure Want To Delete?' });
  expect(within(dialog).getByText('Confirm To Delete Selected Reporters')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  const toast = await findToast('Reporter moved to Trash');
  const shownAt = Date.now();
  // The dialog hides the rest of the page from assistive technology until it has closed.
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return { toast, shownAt };
};

const csvOf = async (blob: Blob) => Papa.parse<string[]>(await blob.text(), { skipEmptyLines: true }).data;

describe('selecting reporters', () => {
  it('the header checkbox selects every row of the page and unselects them again', async () => {
    serveReporters(rec, page1.slice(0, 3));
    renderReporters('/reporters/reporter');
    await screen.findByText('First3');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await selectPage();
    const rows = ['First1', 'First2', 'First3'].map((name) => within(rowOf(name)).getByRole('checkbox'));
    for (const box of rows) expect(box).toBeChecked();
    expect(screen.getByText('3 items selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export' })).toBeVisible();
    // Every row matching is on the page: nothing more to offer.
    expect(screen.queryByRole('button', { name: /^Select all \d+ matching$/ })).not.toBeInTheDocument();
    await selectPage();
    for (const box of rows) expect(box).not.toBeChecked();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument());
  });

  it('the delete icon asks first; Cancel sends nothing', async () => {
    serveReporters(rec, page1.slice(0, 3));
    renderReporters('/reporters/reporter');
    await screen.findByText('First1');
    await selectRow('First1');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are You Sure Want To Delete?' });
    expect(within(dialog).getByText('Confirm To Delete Selected Reporters')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(rec)).toEqual([]);
    expect(within(rowOf('First1')).getByRole('checkbox')).toBeChecked();
  });
});

describe('moving to Trash, with Undo', () => {
  it("toasts 'Reporter moved to Trash' and sends the selected ids as Trash only when the toast has gone", async () => {
    serveReporters(rec, page1.slice(0, 3));
    const sent = serveStatus();
    renderReporters('/reporters/reporter');
    await screen.findByText('First1');
    await selectRow('First1');
    await selectRow('First3');
    const { toast, shownAt } = await trashSelected();
    expect(within(toast).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(screen.queryByText('2 items selected')).not.toBeInTheDocument();
    // Meanwhile the rows show as no longer active.
    expect(within(rowOf('First1')).getByRole('switch')).not.toBeChecked();
    expect(within(rowOf('First2')).getByRole('switch')).toBeChecked();
    await waitFor(() => expect(statusCalls()).toHaveLength(1), { timeout: 8000 });
    expect(sent[0] - shownAt).toBeGreaterThanOrEqual(4900);
    expect(statusCalls()).toEqual([
      {
        method: 'PUT',
        path: '/reporter/status/',
        search: '',
        auth: AUTH,
        body: { roleIDs: ['r-1', 'r-3'], status: 'Trash', expected: { 'r-1': 'Active', 'r-3': 'Active' } },
      },
    ]);
    await waitFor(() => expect(listCalls(rec, 'Active').length).toBeGreaterThanOrEqual(2));
  });

  it('Undo: the call is never sent and the rows are active again', async () => {
    serveReporters(rec, page1.slice(0, 3));
    serveStatus();
    renderReporters('/reporters/reporter');
    await screen.findByText('First1');
    await selectRow('First2');
    const { toast, shownAt } = await trashSelected();
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(within(rowOf('First2')).getByRole('switch')).toBeChecked());
    // Past the time the call would have gone.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, shownAt + 5600 - Date.now())));
    expect(writes(rec)).toEqual([]);
  });

  it('a trash the server refuses shows its message', async () => {
    serveReporters(rec, page1.slice(0, 3));
    server.use(
      rec.on('put', '/reporter/status/', () =>
        HttpResponse.json({ message: 'Reporter is pending approval; approve or reject it first' }, { status: 400 }),
      ),
    );
    renderReporters('/reporters/reporter');
    await screen.findByText('First1');
    await selectRow('First1');
    await trashSelected();
    expect(
      await findToast('Reporter is pending approval; approve or reject it first', { timeout: 9000 }),
    ).toBeInTheDocument();
  });
});

describe('select all matching', () => {
  const path = `/reporters/reporter?filter=${encodeURIComponent(JSON.stringify({ search: 'a', roleType: ['Reporter'] }))}`;

  it('is offered once the whole page is selected and more match; then Trash sends one call for the filter', async () => {
    serveReporters(rec, page1, { total: 40 });
    const sent = serveStatus();
    renderReporters(path);
    await screen.findByText('First15');
    await selectRow('First1');
    expect(screen.queryByRole('button', { name: 'Select all 40 matching' })).not.toBeInTheDocument();
    await selectPage();
    await userEvent.click(screen.getByRole('button', { name: 'Select all 40 matching' }));
    expect(screen.getByText('All 40 matching reporters selected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Select all 40 matching' })).not.toBeInTheDocument();
    const { shownAt } = await trashSelected();
    await waitFor(() => expect(statusCalls()).toHaveLength(1), { timeout: 8000 });
    expect(sent[0] - shownAt).toBeGreaterThanOrEqual(4900);
    expect(statusCalls()[0].body).toEqual({
      match: { status: 'Active', search: 'a', roleType: ['Reporter'] },
      status: 'Trash',
    });
  });

  it('unselecting a row goes back to the rows selected', async () => {
    serveReporters(rec, page1, { total: 40 });
    renderReporters(path);
    await screen.findByText('First15');
    await selectPage();
    await userEvent.click(screen.getByRole('button', { name: 'Select all 40 matching' }));
    await selectRow('First2');
    expect(screen.getByText('14 items selected')).toBeInTheDocument();
    await selectRow('First2');
    // Selecting the page again offers the choice again rather than bringing it back unasked.
    expect(screen.getByText('15 items selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select all 40 matching' })).toBeInTheDocument();
  });

  it('Export downloads the server CSV of every reporter matching the search and filter', async () => {
    serveReporters(rec, page1, { total: 40 });
    const csv =
      'firstName,middleName,lastName,email,mobileNumber,role,status\r\nAsha,,Rao,asha@example.com,9876500001,Reporter,Active\r\n';
    server.use(
      rec.on(
        'get',
        '/reporters/export/:status',
        () =>
          new HttpResponse(csv, {
            headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="Reporters.csv"' },
          }),
      ),
    );
    renderReporters(path);
    await screen.findByText('First15');
    await selectPage();
    await userEvent.click(screen.getByRole('button', { name: 'Select all 40 matching' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(rec.calls.filter((c) => c.path.startsWith('/reporters/export/'))).toEqual([
      {
        method: 'GET',
        path: '/reporters/export/Active',
        search: 'search=a&roleType=Reporter',
        auth: AUTH,
        body: undefined,
      },
    ]);
    expect(downloads[0].filename).toBe('Reporters.csv');
    expect(await downloads[0].blob.text()).toBe(csv);
  });

  it('an export the server fails shows its message', async () => {
    serveReporters(rec, page1, { total: 40 });
    server.use(
      rec.on('get', '/reporters/export/:status', () =>
        HttpResponse.json({ message: 'Role type must be Reporter or GuestReporter' }, { status: 400 }),
      ),
    );
    renderReporters(path);
    await screen.findByText('First15');
    await selectPage();
    await userEvent.click(screen.getByRole('button', { name: 'Select all 40 matching' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await findToast('Role type must be Reporter or GuestReporter')).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });
});

describe('Export of the selected rows', () => {
  it('writes Reporters.csv with firstName, middleName, lastName, email, mobileNumber, role, status', async () => {
    serveReporters(rec, page1.slice(0, 3));
    renderReporters('/reporters/reporter');
    await screen.findByText('First1');
    await selectRow('First1');
    await selectRow('First2');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0].filename).toBe('Reporters.csv');
    expect(await csvOf(downloads[0].blob)).toEqual([
      ['firstName', 'middleName', 'lastName', 'email', 'mobileNumber', 'role', 'status'],
      ['First1', 'Kumar', 'Last1', 'reporter1@example.com', '9876543201', 'Reporter', 'Active'],
      ['First2', '', 'Last2', 'reporter2@example.com', '9876543202', 'GuestReporter', 'Active'],
    ]);
    // Written here from the rows loaded: no call.
    expect(rec.calls.filter((c) => c.path !== '/reporters/get/Active')).toEqual([]);
  });

  it('includes rows selected on another page, fetched by id', async () => {
    const all = [...page1, ...Array.from({ length: 5 }, (_, i) => reporter(16 + i))];
    // The list answers by page.
    server.use(
      rec.on('get', '/reporters/get/:status', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json({
          reporters: { reporters: all.slice((page - 1) * 15, page * 15), reportersCount: all.length },
        });
      }),
      rec.on('get', '/reporter/get/:id', ({ params }) =>
        HttpResponse.json({ reporter: all.find((row) => row.roleID === params.id) }),
      ),
    );
    renderReporters('/reporters/reporter');
    await screen.findByText('First1');
    await selectRow('First1');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('First16', {}, { timeout: 5000 });
    await selectRow('First16');
    expect(screen.getByText('2 items selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const rows = await csvOf(downloads[0].blob);
    expect(rows.map((row) => row[0])).toEqual(['firstName', 'First16', 'First1']);
    expect(rec.calls.filter((c) => c.path.startsWith('/reporter/get/')).map((c) => c.path)).toEqual([
      '/reporter/get/r-1',
    ]);
  });

  it("alerts 'No data available for export.' when the selected rows cannot be loaded", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const all = [...page1, reporter(16)];
    server.use(
      rec.on('get', '/reporters/get/:status', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json({
          reporters: { reporters: all.slice((page - 1) * 15, page * 15), reportersCount: all.length },
        });
      }),
      rec.on('get', '/reporter/get/:id', () => HttpResponse.json({ message: 'Reporter not found' }, { status: 404 })),
    );
    renderReporters('/reporters/reporter');
    await screen.findByText('First1');
    await selectRow('First1');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('First16', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('No data available for export.'));
    expect(downloads).toEqual([]);
  });
});
