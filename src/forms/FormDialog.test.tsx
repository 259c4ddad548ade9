import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { TextInput } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider, type ResourceName } from '../dataProvider';
import { recorder, type Recorder } from '../test/calls';
import { stubObjectUrls } from '../test/objectUrl';
import { findToast, renderScreen, signIn } from '../test/render';
import { server } from '../test/server';
import { FileUploadInput } from '../media/FileUploadInput';
import { FormDialog } from './FormDialog';

// A resource declared only in this test's data provider, not in the app's registry.
const testResource = 'posts' as ResourceName;

/** A post-like resource with a two-step create: the record, then its image. */
const dataProvider = createDataProvider({
  posts: {
    id: 'postID',
    get: { path: '/posts/get/{id}', data: 'posts' },
    create: { path: '/posts/create', id: 'postID' },
    update: { path: '/posts/update/{id}' },
    uploads: { postImage: { path: '/posts/upload/{id}', field: 'postImage' } },
  },
});

let rec: Recorder;
let urls: ReturnType<typeof stubObjectUrls>;
beforeEach(() => {
  signIn();
  rec = recorder();
  urls = stubObjectUrls();
});
afterEach(() => urls.restore());

const renderDialog = () => {
  const onClose = vi.fn();
  renderScreen(
    <FormDialog open onClose={onClose} title="Add Post" resource={testResource} success="Post Added successfully">
      <TextInput source="postTitle" label="News Title" />
      <FileUploadInput source="postImage" label="Upload Image" accept=".png" />
    </FormDialog>,
    { dataProvider },
  );
  return onClose;
};

const fillIn = async () => {
  const dialog = screen.getByRole('dialog', { name: 'Add Post' });
  await userEvent.type(within(dialog).getByLabelText('News Title'), 'Monsoon');
  await userEvent.upload(
    within(dialog).getByLabelText('Upload Image'),
    new File(['png'], 'rain.png', { type: 'image/png' }),
  );
  return dialog;
};

const route = (c: { method: string; path: string }) => `${c.method} ${c.path}`;

describe('FormDialog', () => {
  it("creates, uploads, toasts the success text and closes; the button reads 'Saving...' meanwhile", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      rec.on('post', '/posts/create', async () => {
        await held;
        return HttpResponse.json({ postID: 'p-9' }, { status: 201 });
      }),
      rec.on('put', '/posts/upload/:id', () => HttpResponse.json({ message: 'ok' }, { status: 201 })),
    );
    const onClose = renderDialog();
    const dialog = await fillIn();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    expect(await findToast('Post Added successfully')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(rec.calls.map(route)).toEqual(['POST /posts/create', 'PUT /posts/upload/p-9']);
    expect(rec.calls[0].body).toEqual({ postTitle: 'Monsoon' });
  });

  it('when the upload fails: shows its message, stays open, and the next submit updates the created record', async () => {
    let uploads = 0;
    server.use(
      rec.on('post', '/posts/create', () => HttpResponse.json({ postID: 'p-9' }, { status: 201 })),
      rec.on('put', '/posts/upload/:id', () =>
        ++uploads === 1
          ? HttpResponse.json({ message: 'Image upload failed' }, { status: 500 })
          : HttpResponse.json({ message: 'ok' }, { status: 201 }),
      ),
      rec.on('put', '/posts/update/:id', () => HttpResponse.json({ message: 'ok' })),
      rec.on('get', '/posts/get/:id', () => HttpResponse.json({ posts: { postID: 'p-9', postTitle: 'Monsoon' } })),
    );
    const onClose = renderDialog();
    const dialog = await fillIn();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await findToast('Image upload failed')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add Post' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(rec.calls.map(route)).toEqual([
      'POST /posts/create',
      'PUT /posts/upload/p-9',
      'PUT /posts/update/p-9',
      'PUT /posts/upload/p-9',
      'GET /posts/get/p-9',
    ]);
    expect(rec.calls[2].body).toEqual({ postTitle: 'Monsoon' });
  });

  it("shows 'An unexpected error occurred' when the server cannot be reached, and stays open", async () => {
    server.use(rec.on('post', '/posts/create', () => HttpResponse.error()));
    const onClose = renderDialog();
    const dialog = await fillIn();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await findToast('An unexpected error occurred')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('Cancel and the close button close without a call', async () => {
    const onClose = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Add Post' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(rec.calls).toEqual([]);
  });
  it('a save refused as stale (409) stays open, says so, and Reload loads the newer record and its version', async () => {
    const opened = { id: 'p-9', postID: 'p-9', postTitle: 'Monsoon', updatedAt: '2030-01-01T10:00:00.000Z' };
    const newer = { postID: 'p-9', postTitle: 'Monsoon rains', updatedAt: '2030-01-01T10:05:00.000Z' };
    const stale = 'This record was changed by someone else since you opened it. Reload it to see the changes.';
    let saves = 0;
    // The dialog reads the record fresh on open: as opened; someone else's save makes it the newer one.
    let current: Record<string, unknown> = opened;
    server.use(
      rec.on('put', '/posts/update/:id', () => {
        current = newer;
        return ++saves === 1
          ? HttpResponse.json({ message: stale, current: newer }, { status: 409 })
          : HttpResponse.json({ message: 'ok' });
      }),
      rec.on('get', '/posts/get/:id', () => HttpResponse.json({ posts: current })),
    );
    const saved = () => rec.calls.filter((call) => call.method === 'PUT');
    const onClose = vi.fn();
    renderScreen(
      <FormDialog open onClose={onClose} title="Edit Post" resource={testResource} record={opened} success="Saved">
        <TextInput source="postTitle" label="News Title" />
      </FormDialog>,
      { dataProvider },
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Post' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Update' })).toBeEnabled());
    await userEvent.type(within(dialog).getByLabelText('News Title'), ' today');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText(stale)).toBeInTheDocument();
    expect(saved()[0].body).toMatchObject({ postTitle: 'Monsoon today', updatedAt: opened.updatedAt });
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    expect(within(dialog).getByLabelText('News Title')).toHaveValue('Monsoon rains');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved()[1].body).toMatchObject({ postTitle: 'Monsoon rains', updatedAt: newer.updatedAt });
  });
});
