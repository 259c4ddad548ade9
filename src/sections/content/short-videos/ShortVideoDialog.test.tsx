import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { recorder, writes, type Recorder } from '../../../test/calls';
import { ADMIN, currentLocation, findToast, signIn } from '../../../test/render';
import { server } from '../../../test/server';
import { renderMediaSections, serveShorts, short } from '../../../test/media-content';

let rec: Recorder;

beforeEach(() => {
  signIn();
  rec = recorder();
});

const openCard = async () => {
  await userEvent.click(await screen.findByRole('button', { name: /^Open Sports video,/ }, { timeout: 5000 }));
  return screen.findByRole('dialog');
};

const statusAnswer = () =>
  rec.on('put', '/shorts/status/:id', () =>
    HttpResponse.json({ message: 'Short Video status Updated successfully', updatedCount: 1, shorts: short(1) }),
  );

describe('Short video modal', () => {
  it('opens the video that ?show= names (the top bar search) on its tab, and drops it on close', async () => {
    serveShorts(rec, { Pending: [short(1, { shortStatus: 'Pending' }), short(2, { shortStatus: 'Pending' })] });
    renderMediaSections('/short-video/pending?show=s-2');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByRole('heading', { name: 'Pending Video' })).toBeInTheDocument();
    expect(dialog.querySelector('video')?.getAttribute('src')).toBe('https://cdn.example.com/s-2.mp4');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(currentLocation()).toBe('/short-video/pending'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("Pending: 'Pending Video' with Edit, Publish and Reject; Publish sends Published", async () => {
    serveShorts(rec, { Pending: [short(1, { shortStatus: 'Pending' })] });
    server.use(statusAnswer());
    renderMediaSections('/short-video/pending');
    const dialog = await openCard();
    expect(within(dialog).getByRole('heading', { name: 'Pending Video' })).toBeInTheDocument();
    expect(dialog.querySelector('video')?.getAttribute('src')).toBe('https://cdn.example.com/s-1.mp4');
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await findToast('Short Video status Updated successfully')).toBeInTheDocument();
    expect(writes(rec)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/shorts/status/s-1',
        body: { shortStatus: 'Published', expected: { 's-1': 'Pending' } },
      }),
    ]);
  });

  it('Published: Edit and Delete, no Publish; delete asks first and moves it to Trash', async () => {
    serveShorts(rec, { Published: [short(1)] });
    server.use(statusAnswer());
    renderMediaSections('/short-video/published');
    const dialog = await openCard();
    expect(within(dialog).getByRole('heading', { name: 'Published Video' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Publish' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are You Sure Want To Delete?' });
    expect(within(confirm).getByText('Confirm To Delete Short Video?')).toBeInTheDocument();
    expect(writes(rec)).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await findToast('Short Video moved to Trash')).toBeInTheDocument();
    expect(writes(rec)).toEqual([
      expect.objectContaining({
        path: '/shorts/status/s-1',
        body: { shortStatus: 'Rejected', expected: { 's-1': 'Published' } },
      }),
    ]);
  });

  it("Scheduled is titled 'Scheduled Video'; Rejected is 'Trash Video' with no Edit or Delete", async () => {
    serveShorts(rec, {
      Schedule: [short(1, { isScheduled: true })],
      Rejected: [short(1, { shortStatus: 'Rejected' })],
    });
    renderMediaSections('/short-video/scheduled');
    let dialog = await openCard();
    expect(within(dialog).getByRole('heading', { name: 'Scheduled Video' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Rejected' }));
    dialog = await openCard();
    expect(within(dialog).getByRole('heading', { name: 'Trash Video' })).toBeInTheDocument();
    for (const name of ['Edit', 'Delete', 'Publish', 'Reject'])
      expect(within(dialog).queryByRole('button', { name })).toBeNull();
  });

  it("Edit enables the fields, Cancel leaves; Save sends the change and the version: 'Short Video Updated successfully'", async () => {
    serveShorts(rec, { Published: [short(1)] });
    server.use(
      rec.on('put', '/shorts/update/:id', () =>
        HttpResponse.json({ message: 'Short Video Updated successfully', shorts: short(1) }),
      ),
    );
    renderMediaSections('/short-video/published');
    const dialog = await openCard();
    const category = within(dialog).getByRole('combobox', { name: 'Category' });
    expect(category).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Travel' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await findToast('Short Video Updated successfully')).toBeInTheDocument();
    expect(writes(rec)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/shorts/update/s-1',
        body: { shortCategory: 'sc-2', updatedAt: '2029-01-01T00:00:00.000Z' },
      }),
    ]);
  });

  it('a stale save (409) says what changed, and Reload bases the next save on the current version', async () => {
    serveShorts(rec, { Published: [short(1)] });
    const current = short(1, {
      shortCategory: { shortCategoryID: 'sc-2', shortCategoryName: 'Travel' },
      updatedAt: '2029-06-01T00:00:00.000Z',
    });
    let answered = 0;
    server.use(
      rec.on('put', '/shorts/update/:id', () =>
        answered++ === 0
          ? HttpResponse.json(
              {
                message: 'This record was changed by someone else since you opened it. Reload it to see the changes.',
                current,
              },
              { status: 409 },
            )
          : HttpResponse.json({ message: 'Short Video Updated successfully', shorts: current }),
      ),
    );
    renderMediaSections('/short-video/published');
    const dialog = await openCard();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const notice = await within(dialog).findByText(/This record was changed by someone else/);
    const alert = notice.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('Changed: Category')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveTextContent('Travel'));
    expect(within(dialog).queryByText(/This record was changed/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await findToast('Short Video Updated successfully')).toBeInTheDocument();
    expect(writes(rec).map((call) => (call.body as { updatedAt?: string }).updatedAt)).toEqual([
      '2029-01-01T00:00:00.000Z',
      '2029-06-01T00:00:00.000Z',
    ]);
  });
});

const openAdd = async () => {
  await userEvent.click(await screen.findByRole('button', { name: '+ Add new video' }, { timeout: 5000 }));
  return screen.findByRole('dialog', { name: 'Add new video' });
};

const fileInput = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;

const video = (bytes = 3) => new File([new Uint8Array(bytes)], 'clip.mp4', { type: 'video/mp4' });

describe('Add new video', () => {
  it('asks for the video and category, refuses a past time and a video over 10 MB, and sends nothing', async () => {
    serveShorts(rec, {});
    renderMediaSections('/short-video/published');
    const dialog = await openAdd();
    fireEvent.change(within(dialog).getByLabelText('Start Date and Time'), { target: { value: '2020-01-01T10:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    for (const message of ['Video is required', 'Category is required', 'You cannot select a past date or time.'])
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    await userEvent.upload(fileInput(dialog), video(10 * 1024 * 1024 + 1));
    expect(await within(dialog).findByText('Video size should be 10MB or less')).toBeInTheDocument();
    await userEvent.upload(fileInput(dialog), video(10 * 1024 * 1024));
    await waitFor(() => expect(within(dialog).queryByText('Video size should be 10MB or less')).toBeNull());
    expect(writes(rec)).toEqual([]);
  });

  it("creates the short, then uploads the video: 'Short Video Added successfully'", async () => {
    serveShorts(rec, {});
    server.use(
      rec.on('post', '/shorts/create', () =>
        HttpResponse.json({ message: 'Short Video Added successfully', shortID: 's-9' }, { status: 201 }),
      ),
      rec.on('put', '/shorts/upload/:id', () =>
        HttpResponse.json({ message: 'File Uploaded successfully', shortVideoURL: 'x' }, { status: 201 }),
      ),
    );
    renderMediaSections('/short-video/published');
    const dialog = await openAdd();
    await userEvent.upload(fileInput(dialog), video());
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Travel' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await findToast('Short Video Added successfully')).toBeInTheDocument();
    expect(writes(rec)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/shorts/create',
        body: { shortCategory: 'sc-2', shortStatus: 'Published', shortReportedDetails: ADMIN.id },
      }),
      expect.objectContaining({ method: 'PUT', path: '/shorts/upload/s-9', body: { shortVideo: 'file' } }),
    ]);
  });

  it('keeps the dialog open with the message when the upload fails, and a retry updates the created short', async () => {
    // The created short is read back after the retry's update; no tab lists it.
    serveShorts(rec, { Created: [short(9)] });
    let uploads = 0;
    server.use(
      rec.on('post', '/shorts/create', () =>
        HttpResponse.json({ message: 'Short Video Added successfully', shortID: 's-9' }, { status: 201 }),
      ),
      rec.on('put', '/shorts/update/:id', () => HttpResponse.json({ message: 'ok', shorts: short(9) })),
      rec.on('put', '/shorts/upload/:id', () =>
        ++uploads === 1
          ? HttpResponse.json({ message: 'The video could not be read' }, { status: 400 })
          : HttpResponse.json({ message: 'File Uploaded successfully', shortVideoURL: 'x' }, { status: 201 }),
      ),
    );
    renderMediaSections('/short-video/published');
    const dialog = await openAdd();
    await userEvent.upload(fileInput(dialog), video());
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sports' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await findToast('The video could not be read')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add new video' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await findToast('Short Video Added successfully', { timeout: 5000 })).toBeInTheDocument();
    expect(writes(rec).map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /shorts/create',
      'PUT /shorts/upload/s-9',
      'PUT /shorts/update/s-9',
      'PUT /shorts/upload/s-9',
    ]);
  });
});

describe('Short video import', () => {
  it("posts the sheet as shortFile and opens 'Upload Errors' with one bullet per message", async () => {
    serveShorts(rec, { Pending: [short(1, { shortStatus: 'Pending' })] });
    server.use(
      rec.on('post', '/shorts/upload', () =>
        HttpResponse.json({ message: ['Row 2: Category is required', 'Row 3: Category is required'] }, { status: 400 }),
      ),
    );
    renderMediaSections('/short-video/pending');
    await screen.findByRole('button', { name: /^Open Sports video,/ }, { timeout: 5000 });
    const input = screen.getByText('Import').closest('label')!.previousElementSibling as HTMLInputElement;
    await userEvent.upload(
      input,
      new File(['x'], 'shorts.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    );
    const errors = await screen.findByRole('dialog', { name: 'Upload Errors' });
    expect(within(errors).getAllByRole('listitem')).toHaveLength(2);
    expect(writes(rec)).toEqual([
      expect.objectContaining({ method: 'POST', path: '/shorts/upload', body: { shortFile: 'file' } }),
    ]);
  });
});
