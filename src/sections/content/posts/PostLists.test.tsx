import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { recorder, type Recorder } from '../../../test/calls';
import { ADMIN, currentLocation, signIn } from '../../../test/render';
import { listCalls, post, renderPosts, servePosts } from '../../../test/posts';

let rec: Recorder;

beforeEach(() => {
  signIn();
  rec = recorder();
});

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('Posts tabs', () => {
  it('shows the four tabs as routes', async () => {
    servePosts(rec, {});
    renderPosts('/posts/post');
    const tabs = await screen.findByRole('tablist', { name: 'Posts' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => [tab.textContent, tab.getAttribute('href')]),
    ).toEqual([
      ['New Posts', '/posts/new-post'],
      ['Published', '/posts/post'],
      ['Scheduled Post', '/posts/schedule-post'],
      ['Trash', '/posts/trash'],
    ]);
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Trash' }));
    await waitFor(() => expect(currentLocation()).toBe('/posts/trash'));
    await waitFor(() => expect(listCalls(rec, 'Rejected')).toEqual(['page=1&limit=15']));
  });

  it.each([
    ['/posts/new-post', 'Pending', '2 New Posts'],
    ['/posts/post', 'Published', '2 Published Posts'],
    ['/posts/schedule-post', 'Schedule', '2 Scheduled Posts'],
    ['/posts/trash', 'Rejected', '2 Trash Posts'],
  ])('%s lists status %s 15 per page with the count card', async (path, status, count) => {
    servePosts(rec, { [status]: [post(1), post(2)] });
    renderPosts(path);
    expect(await screen.findByText('Delhi1')).toBeInTheDocument();
    expect(rec.calls.find((c) => c.path === `/posts/filter/${status}`)).toEqual({
      method: 'GET',
      path: `/posts/filter/${status}`,
      search: 'page=1&limit=15',
      auth: `Bearer ${ADMIN.token}`,
      body: undefined,
    });
    expect(screen.getByRole('status', { name: count })).toBeInTheDocument();
  });

  it('opens the post that ?show= names in its modal (the top bar search), and drops it on close', async () => {
    servePosts(rec, { Published: [post(1), post(2)] });
    renderPosts('/posts/post?show=p-2');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Published Post' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Title2 one two three four five six' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(currentLocation()).toBe('/posts/post'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says 'Scheduled Post' for one, and 'No data available' when empty", async () => {
    servePosts(rec, { Schedule: [post(1, { isScheduled: true })] });
    renderPosts('/posts/schedule-post');
    expect(await screen.findByRole('status', { name: '1 Scheduled Post' })).toBeInTheDocument();
  });

  it("shows 'No data available' for an empty tab", async () => {
    servePosts(rec, {});
    renderPosts('/posts/new-post');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '0 New Posts' })).toBeInTheDocument();
  });

  it('shows the spec columns and the reporter, title cut to 5 words (whole on hover and when read) and description to 10', async () => {
    servePosts(rec, {
      Published: [
        post(1, {
          postReportedDetails: {
            roleID: 'r-1',
            firstName: 'Asha',
            lastName: 'Rao',
            email: 'asha@example.com',
            mobileNumber: '9876543210',
          },
        }),
      ],
    });
    renderPosts('/posts/post');
    expect(await screen.findByText('Delhi1')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(headers(table).slice(1)).toEqual([
      'S.No',
      'Action',
      'News Title',
      'Reporter',
      'Category',
      'Language',
      'Location',
      'Posted On',
      // The review desk's column (issue 44).
      'Assigned to',
      'News Description',
    ]);
    expect(within(table).getAllByRole('checkbox').length).toBe(2);
    const row = screen.getByRole('row', { name: /Delhi1/ });
    expect(within(row).getByText('Title1 one two three four...')).toHaveAttribute(
      'title',
      'Title1 one two three four five six',
    );
    expect(within(row).getByText('Title1 one two three four five six')).toBeInTheDocument();
    expect(row).toHaveAccessibleName(expect.stringContaining('Title1 one two three four five six Asha Rao'));
    expect(row).not.toHaveAccessibleName(expect.stringContaining('four...'));
    expect(within(row).getByText('Desc1 a b c d e f g h i...')).toBeInTheDocument();
    expect(within(row).getByText('Politics')).toBeInTheDocument();
    expect(within(row).getByText('English')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'View Title1 one two three four five six' }));
    // The post's dialog names its reporter too.
    expect(within(await screen.findByRole('dialog')).getByText('Reporter: Asha Rao')).toBeInTheDocument();
  });

  it('Trash has no checkbox, no description, no search or filter', async () => {
    servePosts(rec, { Rejected: [post(1, { postStatus: 'Rejected' })] });
    renderPosts('/posts/trash');
    expect(await screen.findByText('Delhi1')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(headers(table)).toEqual([
      'S.No',
      'Action',
      'News Title',
      'Reporter',
      'Category',
      'Language',
      'Location',
      'Posted On',
      'Assigned to',
    ]);
    expect(within(table).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByPlaceholderText('Search for location ...')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Filter' })).toBeNull();
  });

  it('searches by location and filters by active language and category (comma-joined)', async () => {
    servePosts(rec, { Published: [post(1)] });
    renderPosts('/posts/post');
    expect(await screen.findByText('Delhi1')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('Search for location ...'), 'delhi');
    await waitFor(() => expect(listCalls(rec, 'Published').at(-1)).toBe('page=1&limit=15&search=delhi'), {
      timeout: 3000,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const menu = await screen.findByRole('dialog', { name: 'Filter' });
    expect(within(menu).queryByRole('checkbox', { name: 'Tamil' })).toBeNull();
    await userEvent.click(await within(menu).findByRole('checkbox', { name: 'English' }));
    await userEvent.click(within(menu).getByRole('checkbox', { name: 'Hindi' }));
    await userEvent.click(within(menu).getByRole('checkbox', { name: 'Sports' }));
    await waitFor(() =>
      expect(listCalls(rec, 'Published').at(-1)).toBe('page=1&limit=15&search=delhi&category=c-2&language=l-1%2Cl-2'),
    );
    await userEvent.click(within(menu).getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(listCalls(rec, 'Published').at(-1)).toBe('page=1&limit=15&search=delhi'));
  });

  it('sorts New Posts oldest first with one click on Posted On, then newest first, kept in the address', async () => {
    servePosts(rec, { Pending: [post(1, { postStatus: 'Pending' })] });
    renderPosts('/posts/new-post');
    expect(await screen.findByText('Delhi1')).toBeInTheDocument();
    expect(listCalls(rec, 'Pending')).toEqual(['page=1&limit=15']);
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Posted On ascending' }));
    await waitFor(() => expect(listCalls(rec, 'Pending').at(-1)).toBe('page=1&limit=15&sort=postedOn&order=asc'));
    expect(currentLocation()).toContain('sort=postedOn');
    expect(currentLocation()).toContain('order=ASC');
    await userEvent.click(await screen.findByRole('button', { name: 'Sort by Posted On descending' }));
    await waitFor(() => expect(listCalls(rec, 'Pending').at(-1)).toBe('page=1&limit=15&sort=postedOn&order=desc'));
    await userEvent.click(screen.getByRole('button', { name: 'Sort by News Title ascending' }));
    await waitFor(() => expect(listCalls(rec, 'Pending').at(-1)).toBe('page=1&limit=15&sort=postTitle&order=asc'));
    // Columns the server cannot sort by are plain headers.
    expect(screen.queryByRole('button', { name: /Category/ })).toBeNull();
  });
});
