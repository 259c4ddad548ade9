import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { recorder, writes, type Recorder } from '../test/calls';
import { novel, renderNovels, serveNovels } from '../test/novels';
import { findToast, signIn } from '../test/render';
import { server } from '../test/server';
import { startingWith } from '../test/names';

let rec: Recorder;

beforeEach(() => {
  signIn();
  rec = recorder();
});

const romance = { categoryName: 'Romance', novelCategoryID: 'c-1', totalNovels: 1, novels: [novel(1)] };

const openAdd = async () => {
  await userEvent.click(await screen.findByRole('button', { name: '+ Add Novel' }, { timeout: 5000 }));
  return screen.findByRole('dialog', { name: 'Add Novel' });
};

const fileInputs = (dialog: HTMLElement) => [...dialog.querySelectorAll<HTMLInputElement>('input[type="file"]')];
const pdf = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const png = () => new File(['img'], 'cover.png', { type: 'image/png' });

/** A start one day ahead, as the picker writes it. */
const tomorrow = () => {
  const date = new Date(Date.now() + 24 * 3600 * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T10:00`;
};

const fillNovel = async (dialog: HTMLElement, chapters: string) => {
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Category' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Thriller' }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Novel Title' }), ' Night Train ');
  fireEvent.change(within(dialog).getByLabelText('Start Date & Time'), { target: { value: tomorrow() } });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'No Of Chapters' }), chapters);
};

describe('Add Novel', () => {
  it('shows the spec messages for an empty form, one required PDF per chapter, and sends nothing', async () => {
    serveNovels(rec, { active: [romance] });
    renderNovels('/novels/active');
    const dialog = await openAdd();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    for (const message of [
      'Image is required',
      'Category is required',
      'Novel Title is required',
      'Start Date is required',
      'No Of Chapters must be greater than 0',
    ])
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'No Of Chapters' }), '2');
    expect(within(dialog).getByText('Upload Chapter 2 PDF')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(within(dialog).getAllByText('File is required')).toHaveLength(2));
    expect(writes(rec)).toEqual([]);
  });

  it('refuses a chapter PDF of 4 MB and a start in the past; Coming Soon needs a future start', async () => {
    serveNovels(rec, { active: [romance] });
    renderNovels('/novels/active');
    const dialog = await openAdd();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'No Of Chapters' }), '1');
    await userEvent.upload(fileInputs(dialog)[1], pdf('big.pdf', 4 * 1024 * 1024));
    expect(await within(dialog).findByText('File size should be less than 4 MB')).toBeInTheDocument();
    const comingSoon = within(dialog).getByRole('switch', { name: 'Coming Soon' });
    expect(comingSoon).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Start Date & Time'), { target: { value: '2020-01-01T10:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('You cannot select a past date or time.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Start Date & Time'), { target: { value: tomorrow() } });
    await waitFor(() => expect(comingSoon).toBeEnabled());
  });

  it("creates the novel, then uploads the cover and both chapters in one request: 'Novel Added successfully'", async () => {
    serveNovels(rec, { active: [romance] });
    server.use(
      rec.on('post', '/novels/create', () =>
        HttpResponse.json({ message: 'Novel Added successfully', novelID: 'n-9' }, { status: 201 }),
      ),
      rec.on('put', '/novels/image/upload/:id', () =>
        HttpResponse.json({ message: 'Image uploaded successfully', coverImage: 'x' }, { status: 201 }),
      ),
      rec.on('put', '/novels/pdf/upload/:id', () =>
        HttpResponse.json({ message: 'Chapters uploaded successfully', novels: novel(9) }, { status: 201 }),
      ),
    );
    renderNovels('/novels/active');
    const dialog = await openAdd();
    await fillNovel(dialog, '2');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Coming Soon' }));
    const [cover, first, second] = fileInputs(dialog);
    await userEvent.upload(cover, png());
    await userEvent.upload(first, pdf('one.pdf'));
    await userEvent.upload(second, pdf('two.pdf'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await findToast('Novel Added successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Novel' })).toBeNull());
    expect(writes(rec)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/novels/create',
        body: {
          title: 'Night Train',
          novelCategory: 'c-2',
          startDateTime: tomorrow().replace('T', ' '),
          comingSoon: true,
          totalChapters: 2,
        },
      }),
      expect.objectContaining({ method: 'PUT', path: '/novels/image/upload/n-9', body: { novelImage: 'file' } }),
      expect.objectContaining({
        method: 'PUT',
        path: '/novels/pdf/upload/n-9',
        body: { totalChapters: '2', chapter1: 'file', chapter2: 'file' },
      }),
    ]);
  });

  it("says 'Chapter upload failed' when the chapters never reach the server, and a retry updates the same novel", async () => {
    serveNovels(rec, { active: [romance] });
    let chapterTries = 0;
    server.use(
      rec.on('post', '/novels/create', () =>
        HttpResponse.json({ message: 'Novel Added successfully', novelID: 'n-9' }, { status: 201 }),
      ),
      rec.on('put', '/novels/image/upload/:id', () =>
        HttpResponse.json({ message: 'Image uploaded successfully', coverImage: 'x' }, { status: 201 }),
      ),
      rec.on('put', '/novels/pdf/upload/:id', () => {
        chapterTries += 1;
        return chapterTries === 1
          ? HttpResponse.error()
          : HttpResponse.json({ message: 'Chapters uploaded successfully', novels: novel(9) }, { status: 201 });
      }),
      rec.on('put', '/novels/update/:id', () =>
        HttpResponse.json({ message: 'Novel Updated successfully', novels: novel(9) }),
      ),
      rec.on('get', '/novels/get/n-9', () => HttpResponse.json({ novels: novel(9) })),
    );
    renderNovels('/novels/active');
    const dialog = await openAdd();
    await fillNovel(dialog, '1');
    const [cover, first] = fileInputs(dialog);
    await userEvent.upload(cover, png());
    await userEvent.upload(first, pdf('one.pdf'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await findToast('Chapter upload failed')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Novel' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await findToast('Novel Added successfully', { timeout: 5000 })).toBeInTheDocument();
    expect(writes(rec).map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /novels/create',
      'PUT /novels/image/upload/n-9',
      'PUT /novels/pdf/upload/n-9',
      'PUT /novels/update/n-9',
      'PUT /novels/image/upload/n-9',
      'PUT /novels/pdf/upload/n-9',
    ]);
  });

  it("says 'Novel creation failed' when the create never reaches the server", async () => {
    serveNovels(rec, { active: [romance] });
    server.use(rec.on('post', '/novels/create', () => HttpResponse.error()));
    renderNovels('/novels/active');
    const dialog = await openAdd();
    await fillNovel(dialog, '1');
    const [cover, first] = fileInputs(dialog);
    await userEvent.upload(cover, png());
    await userEvent.upload(first, pdf('one.pdf'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await findToast('Novel creation failed')).toBeInTheDocument();
  });
});

describe('Edit Novel', () => {
  it('requires files only for chapters not uploaded yet and sends the version it read', async () => {
    serveNovels(rec, { active: [romance] });
    server.use(
      rec.on('put', '/novels/update/:id', () =>
        HttpResponse.json({ message: 'Novel Updated successfully', novels: novel(1) }),
      ),
      rec.on('put', '/novels/pdf/upload/:id', () =>
        HttpResponse.json({ message: 'Chapters uploaded successfully', novels: novel(1) }, { status: 201 }),
      ),
    );
    renderNovels('/novels/active');
    await userEvent.click(await screen.findByRole('button', { name: startingWith('Novel 1') }, { timeout: 5000 }));
    const view = await screen.findByRole('dialog', { name: 'View Novel' });
    await userEvent.click(await within(view).findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Novel' });
    // The start is past: Coming Soon stays off, and the unchanged start is not checked against the clock.
    expect(within(dialog).getByRole('switch', { name: 'Coming Soon' })).toBeDisabled();
    const count = within(dialog).getByRole('textbox', { name: 'No Of Chapters' });
    await userEvent.clear(count);
    await userEvent.type(count, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findAllByText('File is required')).toHaveLength(1);
    expect(writes(rec)).toEqual([]);
    await userEvent.upload(fileInputs(dialog)[3], pdf('three.pdf'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await findToast('Novel Updated successfully')).toBeInTheDocument();
    expect(writes(rec)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/novels/update/n-1',
        body: {
          title: 'Novel 1',
          novelCategory: 'c-1',
          // The unchanged start, sent back as the picker holds it: the server keeps a start sent back as stored.
          startDateTime: expect.stringMatching(/^2025-01-02 \d\d:30$/),
          comingSoon: false,
          totalChapters: 3,
          updatedAt: '2025-01-01T00:00:00.000Z',
        },
      }),
      expect.objectContaining({
        method: 'PUT',
        path: '/novels/pdf/upload/n-1',
        body: { totalChapters: '3', chapter3: 'file' },
      }),
    ]);
  });

  it('offers the newer version when the save is refused as stale, with its category and start in the form', async () => {
    serveNovels(rec, { active: [romance] });
    const newer = novel(1, {
      title: 'Novel 1 (revised)',
      novelCategory: { novelCategoryID: 'c-2', novelCategoryName: 'Thriller' },
      updatedAt: '2025-02-01T00:00:00.000Z',
    });
    const stale = 'This record was changed by someone else since you opened it. Reload it to see the changes.';
    server.use(
      rec.on('put', '/novels/update/:id', () => HttpResponse.json({ message: stale, current: newer }, { status: 409 })),
    );
    renderNovels('/novels/active');
    await userEvent.click(await screen.findByRole('button', { name: startingWith('Novel 1') }, { timeout: 5000 }));
    const view = await screen.findByRole('dialog', { name: 'View Novel' });
    await userEvent.click(await within(view).findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Novel' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText(stale)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reload' }));
    expect(within(dialog).getByRole('textbox', { name: 'Novel Title' })).toHaveValue('Novel 1 (revised)');
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveTextContent('Thriller');
    expect((within(dialog).getByLabelText('Start Date & Time') as HTMLInputElement).value).toMatch(
      /^2025-01-02T\d\d:30$/,
    );
  });
});
