import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { recorder, writes, type Recorder } from '../../../test/calls';
import { ADMIN, findToast, signIn } from '../../../test/render';
import { server } from '../../../test/server';
import { renderPosts, servePosts } from '../../../test/posts';

let rec: Recorder;

beforeEach(() => {
  signIn();
  rec = recorder();
});

const openAdd = async () => {
  await userEvent.click(await screen.findByRole('button', { name: '+ Add New Post' }, { timeout: 5000 }));
  return screen.findByRole('dialog', { name: 'Add New Post' });
};

const fileInput = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;

const choose = async (dialog: HTMLElement, field: string, option: string) => {
  await userEvent.click(within(dialog).getByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('Add New Post', () => {
  it('a time already past today becomes the current minute', async () => {
    servePosts(rec, {});
    renderPosts('/posts/new-post');
    const dialog = await openAdd();
    const postedOn = within(dialog).getByLabelText('Posted On');
    const today = format(new Date(), 'yyyy-MM-dd');
    fireEvent.change(postedOn, { target: { value: `${today}T00:00` } });
    const expected = format(new Date(), "yyyy-MM-dd'T'HH:mm");
    // The minute may turn while the test runs.
    expect([expected, format(new Date(Date.now() - 60_000), "yyyy-MM-dd'T'HH:mm")]).toContain(
      (postedOn as HTMLInputElement).value,
    );
  });

  it('shows the spec messages for an empty form and a past date, and sends nothing', async () => {
    servePosts(rec, {});
    renderPosts('/posts/new-post');
    const dialog = await openAdd();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'News Description' }), '   ');
    fireEvent.change(within(dialog).getByLabelText('Posted On'), { target: { value: '2020-01-01T10:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    for (const message of [
      'Image is required',
      'Location is required',
      'Message cannot be empty or just spaces',
      'You cannot select a past date or time.',
    ])
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(writes(rec)).toEqual([]);
  });

  it("refuses an image of 2.1 MB: 'Image size should be less than 2MB'", async () => {
    servePosts(rec, {});
    renderPosts('/posts/new-post');
    const dialog = await openAdd();
    const big = new File([new Uint8Array(Math.ceil(2.1 * 1024 * 1024))], 'big.png', { type: 'image/png' });
    await userEvent.upload(fileInput(dialog), big);
    expect(await within(dialog).findByText('Image size should be less than 2MB')).toBeInTheDocument();
  });

  it("creates the post, then uploads its image: 'Post Added successfully'", async () => {
    servePosts(rec, {});
    server.use(
      rec.on('post', '/posts/create', () =>
        HttpResponse.json({ message: 'Post Added successfully', postID: 'p-9' }, { status: 201 }),
      ),
      rec.on('put', '/posts/upload/:id', () =>
        HttpResponse.json({ message: 'Image uploaded successfully', postImageURL: 'x' }, { status: 201 }),
      ),
    );
    renderPosts('/posts/new-post');
    const dialog = await openAdd();
    await userEvent.upload(fileInput(dialog), new File(['img'], 'photo.png', { type: 'image/png' }));
    await choose(dialog, 'Category', 'Sports');
    await choose(dialog, 'Language', 'Hindi');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Location' }), ' Pune ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'News Title' }), 'Rain');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'News Description' }), 'Heavy rain');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await findToast('Post Added successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Post' })).toBeNull());
    expect(writes(rec)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/posts/create',
        body: {
          postCategory: 'c-2',
          postLanguage: 'l-2',
          postLocationDetails: 'Pune',
          postTitle: 'Rain',
          postDescription: 'Heavy rain',
          postReportedDetails: ADMIN.id,
        },
      }),
      expect.objectContaining({ method: 'PUT', path: '/posts/upload/p-9', body: { postImage: 'file' } }),
    ]);
  });

  it('adds a post category from the form without submitting the post, and edits the chosen one', async () => {
    servePosts(rec, {});
    server.use(
      rec.on('post', '/post/category/create', () =>
        HttpResponse.json(
          { message: 'ok', PostCategoryData: { postCategoryID: 'c-9', postCategoryName: 'Weather' } },
          { status: 201 },
        ),
      ),
      rec.on('put', '/post/category/update/:id', () => HttpResponse.json({ message: 'ok' })),
      rec.on('get', '/post/category/get/:id', () =>
        HttpResponse.json({
          PostCategoryData: { postCategoryID: 'c-2', postCategoryName: 'Sport', postCategoryStatus: 'Active' },
        }),
      ),
    );
    renderPosts('/posts/new-post');
    const dialog = await openAdd();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add post category' }));
    const add = await screen.findByRole('dialog', { name: 'Create New Category' });
    await userEvent.type(within(add).getByRole('textbox', { name: 'Category Name' }), '  Weather ');
    await userEvent.click(within(add).getByRole('button', { name: 'Submit' }));
    expect(await findToast('Post category Added successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Category' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Add New Post' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Image is required')).toBeNull();

    await choose(dialog, 'Category', 'Sports');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit post category' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Category' });
    expect(within(edit).getByRole('textbox', { name: 'Category Name' })).toHaveValue('Sports');
    await userEvent.clear(within(edit).getByRole('textbox', { name: 'Category Name' }));
    await userEvent.type(within(edit).getByRole('textbox', { name: 'Category Name' }), 'Sport');
    await userEvent.click(within(edit).getByRole('button', { name: 'Update' }));
    expect(await findToast('Post Category updated successfully')).toBeInTheDocument();
    expect(writes(rec).map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/post/category/create', body: { postCategoryName: 'Weather' } },
      {
        method: 'PUT',
        path: '/post/category/update/c-2',
        body: expect.objectContaining({ postCategoryName: 'Sport' }),
      },
    ]);
  });
});
