import { render, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { App, preloadRoute } from '../../App';
import { recorder, type Recorder } from '../../test/calls';
import { signIn } from '../../test/render';
import { server } from '../../test/server';
import { listCalls, reporter, serveReporters } from '../../test/reporters';

let rec: Recorder;

// The screens are lazy: load their code up front so that no test's first findBy waits on a transform.
beforeAll(() =>
  Promise.all([
    import('../../layout/AppLayout'),
    import('../../i18n/en'),
    import('../../routing/SectionLayout'),
    import('.'),
  ]),
);

beforeEach(() => {
  signIn();
  rec = recorder();
  server.use(rec.on('get', '/admin/:id', ({ params }) => HttpResponse.json({ admin: { roleID: params.id } })));
});
afterEach(() => {
  window.history.pushState({}, '', '/');
  localStorage.clear();
});

describe('the Reporters section in the app', () => {
  it('/reporters opens New Reporters', async () => {
    serveReporters(rec, [reporter(1, { status: 'Pending' })]);
    window.history.pushState({}, '', '/reporters');
    render(<App />);
    expect(await screen.findByText('First1')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/reporters/new-reporter');
    expect(screen.getByRole('tab', { name: 'New Reporters' })).toHaveAttribute('aria-selected', 'true');
    expect(listCalls(rec, 'Pending')).toEqual(['page=1&limit=15']);
  });

  it('keeps the page, search and filter of a tab in the URL across a reload', async () => {
    serveReporters(rec, [reporter(1)], { total: 40 });
    const filter = encodeURIComponent(JSON.stringify({ search: 'asha', roleType: ['GuestReporter'] }));
    window.history.pushState({}, '', `/reporters/reporter?filter=${filter}&page=2`);
    const { unmount } = render(<App />);
    await screen.findByText('First1');
    expect(screen.getByRole('searchbox', { name: 'Search for Reporter ...' })).toHaveValue('asha');
    unmount();
    render(<App />);
    await screen.findByText('First1');
    await waitFor(() =>
      expect(listCalls(rec, 'Active')).toEqual([
        'page=2&limit=15&search=asha&roleType=GuestReporter',
        'page=2&limit=15&search=asha&roleType=GuestReporter',
      ]),
    );
  });

  it("asks for the page of the address's list while the screens load, and the list takes that answer", async () => {
    serveReporters(rec, [reporter(1, { status: 'Trash' })], { total: 40 });
    const filter = encodeURIComponent(JSON.stringify({ search: 'asha' }));
    window.history.pushState({}, '', `/reporters/trash-reporter?filter=${filter}&page=2`);
    void preloadRoute(window.location);
    expect(listCalls(rec, 'Trash')).toEqual([]);
    await waitFor(() => expect(listCalls(rec, 'Trash')).toEqual(['page=2&limit=15&search=asha']));
    render(<App />);
    expect(await screen.findByText('First1')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search for Reporter ...' })).toHaveValue('asha');
    expect(listCalls(rec, 'Trash')).toEqual(['page=2&limit=15&search=asha']);
  });

  it('reads the page and search a tab left in the store when the address has none', async () => {
    serveReporters(rec, [reporter(1, { status: 'Inactive' })], { total: 40 });
    localStorage.setItem(
      'RaStore.reporters.Inactive',
      JSON.stringify({ filter: { search: 'ravi' }, page: 3, perPage: 15, sort: 'id', order: 'ASC' }),
    );
    window.history.pushState({}, '', '/reporters/inactive-reporter');
    void preloadRoute(window.location);
    await waitFor(() => expect(listCalls(rec, 'Inactive')).toEqual(['page=3&limit=15&search=ravi']));
    render(<App />);
    expect(await screen.findByText('First1')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search for Reporter ...' })).toHaveValue('ravi');
    expect(listCalls(rec, 'Inactive')).toEqual(['page=3&limit=15&search=ravi']);
  });
});
