import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recorder, writes, type Recorder } from '../../../test/calls';
import { stubObjectUrls } from '../../../test/objectUrl';
import { findToast, signIn } from '../../../test/render';
import { server } from '../../../test/server';
import { listCalls, post, renderPosts, servePosts } from '../../../test/posts';

let rec: Recorder;

beforeEach(() => {
  signIn();
  rec = recorder();
});

const sheet = () =>
  new File(['x'], 'posts.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

const importSheet = async () => {
  await screen.findByText('Delhi1', undefined, { timeout: 5000 });
  const input = screen.getByText('Import').closest('label')!.previousElementSibling as HTMLInputElement;
  await userEvent.upload(input, sheet());
};

describe('Import', () => {
  it("posts the file as postFile, shows 'File Uploaded successfully' and reloads the list", async () => {
    servePosts(rec, { Pending: [post(1, { postStatus: 'Pending' })] });
    server.use(
      rec.on('post', '/posts/upload', () =>
        HttpResponse.json({ message: 'File Uploaded successfully', importedCount: 3 }, { status: 201 }),
      ),
    );
    renderPosts('/posts/new-post');
    await importSheet();
    expect(await findToast('File Uploaded successfully: 3 rows imported')).toBeInTheDocument();
    expect(writes(rec)).toEqual([
      expect.objectContaining({ method: 'POST', path: '/posts/upload', body: { postFile: 'file' } }),
    ]);
    await waitFor(() => expect(listCalls(rec, 'Pending').length).toBeGreaterThan(1));
  });

  it("opens 'Upload Errors' with one bullet per message", async () => {
    servePosts(rec, { Published: [post(1)] });
    server.use(
      rec.on('post', '/posts/upload', () =>
        HttpResponse.json({ message: ['Row 2: Location is required', 'Row 3: Image is required'] }, { status: 400 }),
      ),
    );
    renderPosts('/posts/post');
    await importSheet();
    const dialog = await screen.findByRole('dialog', { name: 'Upload Errors' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Row 2: Location is required', 'Row 3: Image is required']);
    await waitFor(() => expect(listCalls(rec, 'Published').length).toBeGreaterThan(1));
  });

  it("opens 'Upload Errors' for a list of one row's messages too", async () => {
    servePosts(rec, { Published: [post(1)] });
    server.use(
      rec.on('post', '/posts/upload', () =>
        HttpResponse.json({ message: ['Row 2: Location is required'] }, { status: 400 }),
      ),
    );
    renderPosts('/posts/post');
    await importSheet();
    const dialog = await screen.findByRole('dialog', { name: 'Upload Errors' });
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Row 2: Location is required');
  });

  it('shows a single message as an error toast', async () => {
    servePosts(rec, { Published: [post(1)] });
    server.use(
      rec.on('post', '/posts/upload', () =>
        HttpResponse.json({ message: 'Only .xls and .xlsx files are allowed' }, { status: 400 }),
      ),
    );
    renderPosts('/posts/post');
    await importSheet();
    expect(await findToast('Only .xls and .xlsx files are allowed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Upload Errors' })).toBeNull();
  });

  it('Template downloads the sheet the server serves, under its name', async () => {
    const urls = stubObjectUrls();
    const saved: (string | null)[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.getAttribute('download'));
    });
    try {
      servePosts(rec, { Pending: [post(1, { postStatus: 'Pending' })] });
      server.use(rec.on('get', '/posts/import/template', () => new HttpResponse(new Uint8Array([80, 75, 3, 4]))));
      renderPosts('/posts/new-post');
      await userEvent.click(await screen.findByRole('button', { name: 'Template' }, { timeout: 5000 }));
      await waitFor(() => expect(saved).toEqual(['posts-import-template.xlsx']));
      expect(rec.calls.some((call) => call.path === '/posts/import/template')).toBe(true);
    } finally {
      urls.restore();
      vi.restoreAllMocks();
    }
  });
});
