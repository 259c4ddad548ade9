import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { recorder, type Recorder, writes } from '../test/calls';
import { ADMIN, currentLocation, findToast, renderScreen, signIn } from '../test/render';
import { server } from '../test/server';
import { novelCategories, postCategories, shortCategories } from '#contract/resources/categories';
import { ListScreen } from './ListScreen';

const CategoryList = () => <ListScreen declarations={[postCategories, shortCategories, novelCategories]} />;

const AUTH = `Bearer ${ADMIN.token}`;

/** The three kinds as the spec names their tabs, calls, fields and toasts (sections 2, 3, 7 and 8). */
const kinds = [
  {
    tab: 'News',
    kind: 'news',
    prefix: '/post/category',
    listKey: 'postCategories',
    dataKey: 'PostCategoryData',
    field: 'postCategory',
    added: 'Post category Added successfully',
    updated: 'Post Category updated successfully',
    status: 'Post Category is',
    failure: 'Error updating Post Category status',
  },
  {
    tab: 'Short Videos',
    kind: 'short-videos',
    prefix: '/shorts/category',
    listKey: 'shortCategories',
    dataKey: 'shortCategoryData',
    field: 'shortCategory',
    added: 'Video category Added successfully',
    updated: 'Video Category updated successfully',
    status: 'Video Category is',
    failure: 'Error updating Video Category status',
  },
  {
    tab: 'Novels',
    kind: 'novels',
    prefix: '/novel/category',
    listKey: 'novelCategories',
    dataKey: 'novelCategoryData',
    field: 'novelCategory',
    added: 'Novel category Added successfully',
    updated: 'Novel Category updated successfully',
    status: 'Novel Category is',
    failure: 'Error updating Novel Category status',
  },
];
type Kind = (typeof kinds)[number];

const category = (kind: Kind, n: number, status = 'Active') => ({
  [`${kind.field}ID`]: `${kind.kind}-${n}`,
  [`${kind.field}Name`]: `${kind.tab} ${n}`,
  [`${kind.field}Status`]: status,
});

let rec: Recorder;

/** Answers the kind's list call with `rows` (and a total), and its get call with the matching row. */
const serve = (kind: Kind, rows: ReturnType<typeof category>[], total = rows.length) =>
  server.use(
    rec.on('get', `${kind.prefix}/filter/:status`, () =>
      HttpResponse.json({
        [kind.listKey]: {
          [kind.listKey]: rows,
          pagination: { totalPages: Math.ceil(total / 10), totalRecords: total },
        },
      }),
    ),
    rec.on('get', `${kind.prefix}/get/:id`, ({ params }) =>
      HttpResponse.json({ [kind.dataKey]: rows.find((row) => row[`${kind.field}ID`] === params.id) }),
    ),
  );

const pathFor = (kind: Kind) =>
  kind.kind === 'news'
    ? '/settings/categories'
    : `/settings/categories?filter=${encodeURIComponent(JSON.stringify({ kind: kind.kind }))}`;

beforeEach(() => {
  signIn();
  rec = recorder();
});

describe('Settings > Categories', () => {
  it('lists News categories from /post/category/filter/All?page=1&limit=10 with the Category, Status and Actions columns', async () => {
    const news = kinds[0];
    serve(news, [category(news, 1), category(news, 2, 'Inactive')]);
    renderScreen(<CategoryList />, { path: '/settings/categories' });
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('News 1')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Category', 'Status', 'Actions']);
    expect(within(table).getByRole('switch', { name: 'News 1 status' })).toBeChecked();
    expect(within(table).getByRole('switch', { name: 'News 2 status' })).not.toBeChecked();
    expect(within(table).getByRole('button', { name: 'Edit News 2' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '2 Categories' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'News' })).toHaveAttribute('aria-selected', 'true');
    expect(rec.calls).toEqual([
      { method: 'GET', path: '/post/category/filter/All', search: 'page=1&limit=10', auth: AUTH, body: undefined },
    ]);
  });

  it('switches tabs to the Short Videos and Novels filter calls and keeps the tab in the URL', async () => {
    for (const kind of kinds) serve(kind, [category(kind, 1)]);
    renderScreen(<CategoryList />, { path: '/settings/categories' });
    await screen.findByText('News 1');
    await userEvent.click(screen.getByRole('tab', { name: 'Short Videos' }));
    expect(await screen.findByText('Short Videos 1')).toBeInTheDocument();
    expect(currentLocation()).toContain('"kind":"short-videos"');
    await userEvent.click(screen.getByRole('tab', { name: 'Novels' }));
    expect(await screen.findByText('Novels 1')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Novels' })).toHaveAttribute('aria-selected', 'true');
    expect(rec.calls.map((c) => `${c.path}?${c.search}`)).toEqual([
      '/post/category/filter/All?page=1&limit=10',
      '/shorts/category/filter/All?page=1&limit=10',
      '/novel/category/filter/All?page=1&limit=10',
    ]);
  });

  it("shows 'No data available' for an empty kind and the singular count", async () => {
    const novels = kinds[2];
    serve(novels, []);
    renderScreen(<CategoryList />, { path: pathFor(novels) });
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '0 Categories' })).toBeInTheDocument();
  });

  it('pages 10 at a time: Page 2 asks for page=2&limit=10', async () => {
    const news = kinds[0];
    serve(
      news,
      Array.from({ length: 10 }, (_, i) => category(news, i + 1)),
      25,
    );
    renderScreen(<CategoryList />, { path: '/settings/categories' });
    await screen.findByText('News 1');
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(pages)
        .getAllByRole('button', { name: /^Page / })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rec.calls.at(-1)?.search).toBe('page=2&limit=10'));
  });

  it("validates 'Create New Category': required and at most 100 characters", async () => {
    serve(kinds[0], []);
    renderScreen(<CategoryList />, { path: '/settings/categories' });
    await userEvent.click(await screen.findByRole('button', { name: 'Create New Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Category' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Category Name is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Category Name'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Category Name is required')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Category Name'));
    await userEvent.click(within(dialog).getByLabelText('Category Name'));
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Maximum 100 characters allowed')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Category Name'), '{Backspace}');
    await waitFor(() => expect(within(dialog).queryByText('Maximum 100 characters allowed')).not.toBeInTheDocument());
    expect(writes(rec)).toEqual([]);
  });

  describe.each(kinds)('$tab', (kind) => {
    it(`creates a category with the toast '${kind.added}'`, async () => {
      serve(kind, [category(kind, 1)]);
      server.use(
        rec.on('post', `${kind.prefix}/create`, () =>
          HttpResponse.json({ message: kind.added, [kind.dataKey]: category(kind, 2) }, { status: 201 }),
        ),
      );
      renderScreen(<CategoryList />, { path: pathFor(kind) });
      await screen.findByText(`${kind.tab} 1`);
      await userEvent.click(screen.getByRole('button', { name: 'Create New Category' }));
      const dialog = await screen.findByRole('dialog', { name: 'Create New Category' });
      await userEvent.type(within(dialog).getByLabelText('Category Name'), '  Sports  ');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(await findToast(kind.added)).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Create New Category' })).not.toBeInTheDocument(),
      );
      expect(writes(rec)).toEqual([
        {
          method: 'POST',
          path: `${kind.prefix}/create`,
          search: '',
          auth: AUTH,
          body: { [`${kind.field}Name`]: 'Sports' },
        },
      ]);
    });

    it(`edits a category with the toast '${kind.updated}'`, async () => {
      serve(kind, [category(kind, 1), category(kind, 2)]);
      server.use(
        rec.on('put', `${kind.prefix}/update/:id`, () =>
          HttpResponse.json({ message: kind.updated, [kind.dataKey]: category(kind, 2) }),
        ),
      );
      renderScreen(<CategoryList />, { path: pathFor(kind) });
      await userEvent.click(await screen.findByRole('button', { name: `Edit ${kind.tab} 2` }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
      const name = within(dialog).getByLabelText('Category Name');
      expect(name).toHaveValue(`${kind.tab} 2`);
      await userEvent.clear(name);
      await userEvent.type(name, 'Renamed');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
      expect(await findToast(kind.updated)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Category' })).not.toBeInTheDocument());
      expect(writes(rec)).toEqual([
        {
          method: 'PUT',
          path: `${kind.prefix}/update/${kind.kind}-2`,
          search: '',
          auth: AUTH,
          body: { [`${kind.field}Name`]: 'Renamed' },
        },
      ]);
    });

    it.each([
      ['Active', 'Inactive'],
      ['Inactive', 'Active'],
    ])(`toggles %s to %s with the toast '${kind.status} ...'`, async (from, to) => {
      serve(kind, [category(kind, 1, from)]);
      server.use(rec.on('put', `${kind.prefix}/status/:id`, () => HttpResponse.json({ message: 'ok' })));
      renderScreen(<CategoryList />, { path: pathFor(kind) });
      const toggle = await screen.findByRole('switch', { name: `${kind.tab} 1 status` });
      expect(toggle).toHaveProperty('checked', from === 'Active');
      await userEvent.click(toggle);
      expect(await findToast(`${kind.status} ${to}`)).toBeInTheDocument();
      expect(writes(rec)).toEqual([
        {
          method: 'PUT',
          path: `${kind.prefix}/status/${kind.kind}-1`,
          search: '',
          auth: AUTH,
          body: { [`${kind.field}Status`]: to, expected: { [`${kind.kind}-1`]: from } },
        },
      ]);
      // The list reloads after the change.
      await waitFor(() => expect(rec.calls.filter((c) => c.path === `${kind.prefix}/filter/All`)).toHaveLength(2));
    });

    it(`a toggle that cannot reach the server toasts '${kind.failure}'`, async () => {
      serve(kind, [category(kind, 1)]);
      server.use(rec.on('put', `${kind.prefix}/status/:id`, () => HttpResponse.error()));
      renderScreen(<CategoryList />, { path: pathFor(kind) });
      await userEvent.click(await screen.findByRole('switch', { name: `${kind.tab} 1 status` }));
      expect(await findToast(kind.failure)).toBeInTheDocument();
    });
  });

  it('shows the server message as a toast and keeps the dialog open when a save fails', async () => {
    const news = kinds[0];
    serve(news, []);
    server.use(
      rec.on('post', '/post/category/create', () =>
        HttpResponse.json({ message: 'Post category already exists' }, { status: 409 }),
      ),
    );
    renderScreen(<CategoryList />, { path: '/settings/categories' });
    await userEvent.click(await screen.findByRole('button', { name: 'Create New Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Category' });
    await userEvent.type(within(dialog).getByLabelText('Category Name'), 'Sports');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await findToast('Post category already exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create New Category' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Category Name')).toHaveValue('Sports');
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('a status call the server refuses shows its message', async () => {
    const news = kinds[0];
    serve(news, [category(news, 1)]);
    server.use(
      rec.on('put', '/post/category/status/:id', () =>
        HttpResponse.json({ message: 'Post category not found' }, { status: 404 }),
      ),
    );
    renderScreen(<CategoryList />, { path: '/settings/categories' });
    await userEvent.click(await screen.findByRole('switch', { name: 'News 1 status' }));
    expect(await findToast('Post category not found')).toBeInTheDocument();
  });
});
