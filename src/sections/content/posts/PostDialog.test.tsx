import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { recorder, writes, type Recorder } from '../../../test/calls';
import { findToast, signIn } from '../../../test/render';
import { server } from '../../../test/server';
import { post, renderPosts, servePosts } from '../../../test/posts';

let rec: Recorder;

beforeEach(() => {
  signIn();
  rec = recorder();
});

const openPost = async () => {
  await userEvent.click(await screen.findByRole('button', { name: /^View Title1/ }, { timeout: 5000 }));
  return screen.findByRole('dialog');
};

describe('Post modal', () => {
  it('Published: titled Published Post, image large, no Edit, Publish or Reject; delete after confirmation', async () => {
    servePosts(rec, { Published: [post(1)] });
    server.use(rec.on('put', '/posts/status/', () => HttpResponse.json({ message: 'ok', updatedCount: 1 })));
    renderPosts('/posts/post');
    const dialog = await openPost();
    expect(within(dialog).getByRole('heading', { name: 'Published Post' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Title1 one two three four five six' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/p.jpg',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Location' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are You Sure Want To Delete?' });
    expect(within(confirm).getByText('Confirm To Delete Post?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await findToast('Post moved to Trash')).toBeInTheDocument();
    expect(writes(rec)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/posts/status/',
        body: { postIDs: 'p-1', postStatus: 'Rejected', expected: { 'p-1': 'Published' } },
      }),
    ]);
  });

  it('Pending: Publish sends PUT /posts/status/ with the id and Published', async () => {
    servePosts(rec, { Pending: [post(1, { postStatus: 'Pending' })] });
    server.use(
      rec.on('put', '/posts/status/', () => HttpResponse.json({ message: 'Post status updated successfully' })),
    );
    renderPosts('/posts/new-post');
    const dialog = await openPost();
    expect(within(dialog).getByRole('heading', { name: 'Pending Post' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await findToast('Post status updated successfully')).toBeInTheDocument();
    expect(writes(rec)).toEqual([
      {
        method: 'PUT',
        path: '/posts/status/',
        search: '',
        auth: 'Bearer test-token',
        body: { postIDs: 'p-1', postStatus: 'Published', expected: { 'p-1': 'Pending' } },
      },
    ]);
  });

  it('Pending: Edit enables the fields and hides Publish and Reject; Cancel leaves edit mode', async () => {
    servePosts(rec, { Pending: [post(1, { postStatus: 'Pending' })] });
    renderPosts('/posts/new-post');
    const dialog = await openPost();
    const location = within(dialog).getByRole('textbox', { name: 'Location' });
    expect(location).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    expect(location).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(location).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });

  it("Scheduled: edit and save sends the fields and shows 'Post Updated successfully'", async () => {
    servePosts(rec, { Schedule: [post(1, { isScheduled: true })] });
    server.use(rec.on('put', '/posts/update/:id', () => HttpResponse.json({ message: 'Post Updated successfully' })));
    renderPosts('/posts/schedule-post');
    const dialog = await openPost();
    expect(within(dialog).getByRole('heading', { name: 'Scheduled Post' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const location = within(dialog).getByRole('textbox', { name: 'Location' });
    await userEvent.clear(location);
    await userEvent.type(location, 'Mumbai');
    const description = within(dialog).getByRole('textbox', { name: 'News Description' });
    await userEvent.clear(description);
    await userEvent.type(description, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Message cannot be empty or just spaces')).toBeInTheDocument();
    await userEvent.type(description, 'Rain');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await findToast('Post Updated successfully')).toBeInTheDocument();
    expect(writes(rec)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/posts/update/p-1',
        body: {
          postCategory: 'c-1',
          postLanguage: 'l-1',
          postLocationDetails: 'Mumbai',
          postTitle: 'Title1 one two three four five six',
          postDescription: 'Rain',
          // The version the modal read, so the server can refuse the save if someone changed the post meanwhile.
          updatedAt: '2029-01-01T00:00:00.000Z',
        },
      }),
    ]);
  });

  it('Rejected: titled Trash Post with no edit, delete, publish or reject', async () => {
    servePosts(rec, { Rejected: [post(1, { postStatus: 'Rejected' })] });
    renderPosts('/posts/trash');
    const dialog = await openPost();
    expect(within(dialog).getByRole('heading', { name: 'Trash Post' })).toBeInTheDocument();
    for (const name of ['Edit', 'Delete', 'Publish', 'Reject'])
      expect(within(dialog).queryByRole('button', { name })).toBeNull();
  });

  it('shows the server message when publishing fails', async () => {
    servePosts(rec, { Pending: [post(1, { postStatus: 'Pending' })] });
    server.use(
      rec.on('put', '/posts/status/', () =>
        HttpResponse.json({ message: 'Rejected posts cannot be published' }, { status: 409 }),
      ),
    );
    renderPosts('/posts/new-post');
    const dialog = await openPost();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await findToast('Rejected posts cannot be published')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
  });

  it('a stale save (409) says what changed, and Reload bases the next save on the current version', async () => {
    servePosts(rec, { Schedule: [post(1, { isScheduled: true })] });
    const current = post(1, {
      isScheduled: true,
      postTitle: 'Changed by a colleague',
      postLocationDetails: 'Pune',
      updatedAt: '2029-06-01T00:00:00.000Z',
    });
    let answered = 0;
    server.use(
      rec.on('put', '/posts/update/:id', () =>
        answered++ === 0
          ? HttpResponse.json(
              {
                message: 'This record was changed by someone else since you opened it. Reload it to see the changes.',
                current,
              },
              { status: 409 },
            )
          : HttpResponse.json({ message: 'Post Updated successfully' }),
      ),
    );
    renderPosts('/posts/schedule-post');
    const dialog = await openPost();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const notice = await within(dialog).findByText(/This record was changed by someone else/);
    const alert = notice.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('Changed: News Title, Location')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Location' })).toHaveValue('Pune'));
    expect(within(dialog).queryByText(/This record was changed/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await findToast('Post Updated successfully')).toBeInTheDocument();
    expect(writes(rec).map((call) => (call.body as { updatedAt?: string }).updatedAt)).toEqual([
      '2029-01-01T00:00:00.000Z',
      '2029-06-01T00:00:00.000Z',
    ]);
  });

  it('shows the busy labels Publishing..., Rejecting... and Saving while their call runs', async () => {
    servePosts(rec, { Pending: [post(1, { postStatus: 'Pending' })] });
    let release: () => void = () => undefined;
    const held = () => new Promise<void>((resolve) => (release = resolve));
    server.use(
      rec.on('put', '/posts/status/', async () => {
        await held();
        return HttpResponse.json({ message: 'Rejected posts cannot be published' }, { status: 409 });
      }),
      rec.on('put', '/posts/update/:id', async () => {
        await held();
        return HttpResponse.json({ message: 'Post Updated successfully' });
      }),
    );
    renderPosts('/posts/new-post');
    const dialog = await openPost();
    for (const [action, busy] of [
      ['Publish', 'Publishing...'],
      ['Reject', 'Rejecting...'],
    ]) {
      await userEvent.click(within(dialog).getByRole('button', { name: action }));
      const button = await within(dialog).findByRole('button', { name: busy });
      expect(button).toBeDisabled();
      release();
      await within(dialog).findByRole('button', { name: action });
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving' })).toBeDisabled();
    release();
    // Toasts show one at a time: this one waits for the two refusals' toasts to close.
    expect(await findToast('Post Updated successfully', { timeout: 10_000 })).toBeInTheDocument();
  });

  it('opens with the post as it is now: a row listed Pending but published since offers Delete, not Publish or Reject', async () => {
    servePosts(rec, { Pending: [post(1, { postStatus: 'Pending' })] });
    const published = post(1, { postStatus: 'Published', updatedAt: '2029-01-02T00:00:00.000Z' });
    server.use(rec.on('get', '/posts/get/:id', () => HttpResponse.json({ posts: published })));
    renderPosts('/posts/new-post');
    const dialog = await openPost();
    expect(await within(dialog).findByRole('heading', { name: 'Published Post' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('a status change refused because someone else changed the post (409) says who, and Reload shows it as it is', async () => {
    const pending = post(1, { postStatus: 'Pending' });
    servePosts(rec, { Pending: [pending] });
    let current = pending;
    server.use(
      rec.on('get', '/posts/get/:id', () => HttpResponse.json({ posts: current })),
      rec.on('put', '/posts/status/', () => {
        current = post(1, { postStatus: 'Published', updatedAt: '2029-01-02T00:00:00.000Z' });
        return HttpResponse.json(
          {
            message: 'This post was published by Asha Rao a moment ago',
            conflicts: [{ id: 'p-1', status: 'Published', by: 'Asha Rao', at: '2029-01-02T00:00:00.000Z' }],
          },
          { status: 409 },
        );
      }),
    );
    renderPosts('/posts/new-post');
    const dialog = await openPost();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const notice = await within(dialog).findByText(
      'This post was published by Asha Rao a moment ago. Your change was not made; reload to see the record as it is now.',
    );
    expect(writes(rec)).toEqual([
      expect.objectContaining({ body: { postIDs: 'p-1', postStatus: 'Rejected', expected: { 'p-1': 'Pending' } } }),
    ]);
    await userEvent.click(
      within(notice.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Reload' }),
    );
    expect(await within(dialog).findByRole('heading', { name: 'Published Post' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByText(/Your change was not made/)).toBeNull());
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});

describe('Post modal: acting without detours (issue 39)', () => {
  const title = 'Title1 one two three four five six';
  const statusEntry = (status: string) => ({
    auditID: 'audit-3',
    at: '2029-01-02T00:00:00.000Z',
    actor: { roleID: 'admin-1', name: 'Asha Rao', mobileNumber: '9876500001' },
    address: null,
    action: 'status',
    resource: 'posts',
    recordIds: ['p-1'],
    changes: [{ field: 'postStatus', before: 'Pending', after: status }],
    revertable: ['postStatus'],
  });

  it('Save and publish saves the edit, then publishes it, in one click; the toast names the post with View and Undo', async () => {
    servePosts(rec, { Pending: [post(1, { postStatus: 'Pending' })] });
    server.use(
      rec.on('put', '/posts/update/:id', () => HttpResponse.json({ message: 'Post Updated successfully' })),
      rec.on('put', '/posts/status/', () => HttpResponse.json({ message: 'Post status updated successfully' })),
    );
    renderPosts('/posts/new-post');
    const dialog = await openPost();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const location = within(dialog).getByRole('textbox', { name: 'Location' });
    await userEvent.clear(location);
    await userEvent.type(location, 'Mumbai');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and publish' }));
    const toast = await findToast('Post status updated successfully');
    expect(within(toast).getByText(`Published "${title}"`)).toBeInTheDocument();
    expect(within(toast).getByRole('button', { name: 'View' })).toBeInTheDocument();
    expect(within(toast).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(rec).map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'PUT',
        path: '/posts/update/p-1',
        body: expect.objectContaining({ postLocationDetails: 'Mumbai', updatedAt: '2029-01-01T00:00:00.000Z' }),
      },
      {
        method: 'PUT',
        path: '/posts/status/',
        body: { postIDs: 'p-1', postStatus: 'Published', expected: { 'p-1': 'Pending' } },
      },
    ]);
  });

  it('Save on a pending post keeps the modal open, out of edit mode, with Publish and Reject', async () => {
    servePosts(rec, { Pending: [post(1, { postStatus: 'Pending' })] });
    server.use(rec.on('put', '/posts/update/:id', () => HttpResponse.json({ message: 'Post Updated successfully' })));
    renderPosts('/posts/new-post');
    const dialog = await openPost();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    expect(within(dialog).getByRole('button', { name: 'Save and publish' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await findToast('Post Updated successfully')).toBeInTheDocument();
    expect(await within(dialog).findByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Location' })).toBeDisabled();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(writes(rec).map((call) => call.path)).toEqual(['/posts/update/p-1']);
  });

  it("Reject's toast names the post; Undo reverts the rejection's audit entry, View opens the post again", async () => {
    servePosts(rec, { Pending: [post(1, { postStatus: 'Pending' })] });
    server.use(
      rec.on('put', '/posts/status/', () => HttpResponse.json({ message: 'Post status updated successfully' })),
      rec.on('get', '/audit', () =>
        HttpResponse.json({ audit: { entries: [statusEntry('Rejected')], pagination: { totalRecords: 1 } } }),
      ),
      rec.on('post', '/audit/revert/:auditID', () => HttpResponse.json({ message: 'Reverted' })),
    );
    renderPosts('/posts/new-post');
    let dialog = await openPost();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    let toast = await findToast('Post status updated successfully');
    expect(within(toast).getByText(`Rejected "${title}"`)).toBeInTheDocument();
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await findToast('Undone: the status is back to what it was')).toBeInTheDocument();
    expect(rec.calls.filter((call) => call.path === '/audit').map((call) => call.search)).toEqual([
      'page=1&limit=1&resource=posts&recordId=p-1',
    ]);
    expect(writes(rec).map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'PUT',
        path: '/posts/status/',
        body: { postIDs: 'p-1', postStatus: 'Rejected', expected: { 'p-1': 'Pending' } },
      },
      { method: 'POST', path: '/audit/revert/audit-3', body: {} },
    ]);

    dialog = await openPost();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Publish' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    toast = await findToast('Post status updated successfully', { timeout: 10_000 });
    await userEvent.click(within(toast).getByRole('button', { name: 'View' }));
    expect(await screen.findByRole('dialog', { name: /Post$/ })).toBeInTheDocument();
  });

  it('Undo reverts nothing when the newest entry is not the change just made, and says so', async () => {
    servePosts(rec, { Pending: [post(1, { postStatus: 'Pending' })] });
    server.use(
      rec.on('put', '/posts/status/', () => HttpResponse.json({ message: 'Post status updated successfully' })),
      rec.on('get', '/audit', () =>
        HttpResponse.json({ audit: { entries: [statusEntry('Rejected')], pagination: { totalRecords: 1 } } }),
      ),
    );
    renderPosts('/posts/new-post');
    const dialog = await openPost();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Publish' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await userEvent.click(
      within(await findToast('Post status updated successfully')).getByRole('button', { name: 'Undo' }),
    );
    expect(await findToast('Nothing was undone: the record has changed since')).toBeInTheDocument();
    expect(writes(rec).map((call) => call.path)).toEqual(['/posts/status/']);
  });
});
