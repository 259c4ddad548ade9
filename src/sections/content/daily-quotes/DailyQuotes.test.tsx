import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { recorder, writes, type Recorder } from '../../../test/calls';
import { ADMIN, currentLocation, findToast, signIn } from '../../../test/render';
import { server } from '../../../test/server';
import { listCalls, quote, renderMediaSections, serveQuotes } from '../../../test/media-content';

let rec: Recorder;

beforeEach(() => {
  signIn();
  rec = recorder();
});

const openFilter = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Filter' }));
  return screen.findByRole('dialog', { name: 'Filter' });
};

const setDates = (menu: HTMLElement, from: string, to: string) => {
  fireEvent.change(within(menu).getByLabelText('From Date'), { target: { value: from } });
  fireEvent.change(within(menu).getByLabelText('To Date'), { target: { value: to } });
};

describe('Daily Quotes tabs', () => {
  it.each([
    ['/daily-quotes/published', 'Published', '2 Published Quotes'],
    ['/daily-quotes/scheduled', 'Schedule', '2 Scheduled Quotes'],
    ['/daily-quotes/pending', 'Pending', '2 Pending Quotes'],
  ])('%s lists status %s 15 per page with count, Import and Filter', async (path, status, count) => {
    serveQuotes(rec, { [status]: [quote(1), quote(2)] });
    renderMediaSections(path);
    expect(await screen.findByRole('status', { name: count }, { timeout: 5000 })).toBeInTheDocument();
    expect(listCalls(rec, '/dailyQuotes', status)).toEqual(['page=1&limit=15']);
    expect(screen.getByRole('button', { name: 'Import' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: '+ Add Quotes' })).toHaveLength(path.endsWith('published') ? 1 : 0);
  });

  it('shows the thumbnails at a set size; Rejected has only the count and grid; empty says No Quotes available', async () => {
    serveQuotes(rec, { Rejected: [quote(1, { dailyQuoteStatus: 'Rejected' })] });
    renderMediaSections('/daily-quotes/rejected');
    expect(await screen.findByRole('status', { name: '1 Rejected Quote' })).toBeInTheDocument();
    const image = screen.getByRole('button', { name: /^Daily quote,/ }).querySelector('img')!;
    expect([image.getAttribute('src'), image.getAttribute('width'), image.getAttribute('height')]).toEqual([
      'https://cdn.example.com/q-1-thumb.webp',
      '480',
      '480',
    ]);
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Filter' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(await screen.findByText('No Quotes available')).toBeInTheDocument();
  });
});

describe('Daily Quotes date filter', () => {
  it('refuses one date alone and a To Date before the From Date, and sends nothing', async () => {
    serveQuotes(rec, { Published: [quote(1)] });
    renderMediaSections('/daily-quotes/published');
    await screen.findByRole('status', { name: '1 Published Quote' });
    const menu = await openFilter();
    fireEvent.change(within(menu).getByLabelText('From Date'), { target: { value: '2030-01-05' } });
    await userEvent.click(within(menu).getByRole('button', { name: 'Apply Filters' }));
    expect(await within(menu).findByText('Please select both dates')).toBeInTheDocument();
    setDates(menu, '2030-01-05', '2030-01-04');
    await userEvent.click(within(menu).getByRole('button', { name: 'Apply Filters' }));
    expect(await within(menu).findByText('To Date must be greater than or equal to From Date')).toBeInTheDocument();
    expect(listCalls(rec, '/dailyQuotes', 'Published')).toEqual(['page=1&limit=15']);
  });

  it('applies a date range into the call and the URL; a quick filter replaces it and goes back to page 1', async () => {
    serveQuotes(rec, { Published: [quote(1)] }, { total: 40 });
    renderMediaSections('/daily-quotes/published?page=2');
    await screen.findByRole('status', { name: '40 Published Quotes' });
    const menu = await openFilter();
    setDates(menu, '2030-01-01', '2030-01-01');
    await userEvent.click(within(menu).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() =>
      expect(listCalls(rec, '/dailyQuotes', 'Published')).toContain(
        'page=1&limit=15&fromDate=2030-01-01&endDate=2030-01-01',
      ),
    );
    expect(currentLocation()).toContain('"fromDate":"2030-01-01"');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(currentLocation()).toContain('page=2'));
    await userEvent.click(await screen.findByRole('button', { name: 'Filter' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Last 7 Days' }));
    await waitFor(() => expect(listCalls(rec, '/dailyQuotes', 'Published').at(-1)).toBe('page=1&limit=15&days=7'));
    expect(screen.getByRole('radio', { name: 'Last 7 Days' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Today' }));
    await waitFor(() => expect(listCalls(rec, '/dailyQuotes', 'Published').at(-1)).toBe('page=1&limit=15&days=1'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(listCalls(rec, '/dailyQuotes', 'Published').at(-1)).toBe('page=1&limit=15'));
  });
});

const openCard = async () => {
  await userEvent.click(await screen.findByRole('button', { name: /^Daily quote,/ }, { timeout: 5000 }));
  return screen.findByRole('dialog');
};

describe('Daily quote modal', () => {
  it("Pending: the full image, Publish: 'Quote status Updated successfully'", async () => {
    serveQuotes(rec, { Pending: [quote(1, { dailyQuoteStatus: 'Pending' })] });
    server.use(
      rec.on('put', '/dailyQuotes/status/:id', () =>
        HttpResponse.json({ message: 'Quote status Updated successfully', updatedCount: 1, dailyQuotes: quote(1) }),
      ),
    );
    renderMediaSections('/daily-quotes/pending');
    const dialog = await openCard();
    expect(within(dialog).getByRole('heading', { name: 'Pending Quote' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Daily quote' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/q-1.jpg',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await findToast('Quote status Updated successfully')).toBeInTheDocument();
    expect(writes(rec)).toEqual([
      expect.objectContaining({
        path: '/dailyQuotes/status/q-1',
        body: { dailyQuoteStatus: 'Published', expected: { 'q-1': 'Pending' } },
      }),
    ]);
  });

  it("Published: delete after 'Confirm To Delete Quote?' gives 'Quote moved to Trash'", async () => {
    serveQuotes(rec, { Published: [quote(1)] });
    server.use(
      rec.on('put', '/dailyQuotes/status/:id', () =>
        HttpResponse.json({ message: 'Quote status Updated successfully', updatedCount: 1, dailyQuotes: quote(1) }),
      ),
    );
    renderMediaSections('/daily-quotes/published');
    const dialog = await openCard();
    expect(within(dialog).getByRole('heading', { name: 'Published Quote' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are You Sure Want To Delete?' });
    expect(within(confirm).getByText('Confirm To Delete Quote?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await findToast('Quote moved to Trash')).toBeInTheDocument();
    expect(writes(rec)).toEqual([
      expect.objectContaining({
        path: '/dailyQuotes/status/q-1',
        body: { dailyQuoteStatus: 'Rejected', expected: { 'q-1': 'Published' } },
      }),
    ]);
  });

  it("Edit: a past scheduled date is refused; a future one is sent: 'Quotes Updated successfully'", async () => {
    serveQuotes(rec, { Published: [quote(1)] });
    server.use(
      rec.on('put', '/dailyQuotes/update/:id', () =>
        HttpResponse.json({ message: 'Quotes Updated successfully', dailyQuotes: quote(1) }),
      ),
    );
    renderMediaSections('/daily-quotes/published');
    const dialog = await openCard();
    expect(within(dialog).getByLabelText('Scheduled Date')).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(dialog).getByLabelText('Scheduled Date'), { target: { value: '2020-01-01T10:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('You cannot select a past date or time.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Scheduled Date'), { target: { value: '2031-03-04T09:15' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await findToast('Quotes Updated successfully')).toBeInTheDocument();
    expect(writes(rec)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/dailyQuotes/update/q-1',
        body: { scheduledDate: '2031-03-04 09:15', updatedAt: '2029-01-01T00:00:00.000Z' },
      }),
    ]);
  });
});

describe('Add Quotes', () => {
  const openAdd = async () => {
    await userEvent.click(await screen.findByRole('button', { name: '+ Add Quotes' }, { timeout: 5000 }));
    return screen.findByRole('dialog', { name: 'Add Quotes' });
  };
  const fileInput = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;

  it('asks for the image, refuses 2.1 MB and shows today as the read-only posted date', async () => {
    serveQuotes(rec, {});
    renderMediaSections('/daily-quotes/published');
    const dialog = await openAdd();
    const posted = within(dialog).getByLabelText('Posted Date');
    expect(posted).toHaveAttribute('readonly');
    const now = new Date();
    const two = (n: number) => String(n).padStart(2, '0');
    expect(posted).toHaveValue(`${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Image is required')).toBeInTheDocument();
    const big = new File([new Uint8Array(Math.ceil(2.1 * 1024 * 1024))], 'big.png', { type: 'image/png' });
    await userEvent.upload(fileInput(dialog), big);
    expect(await within(dialog).findByText('Image size should be less than 2MB')).toBeInTheDocument();
    expect(writes(rec)).toEqual([]);
  });

  it("creates the quote, then uploads the image: 'Daily Quote Added successfully'", async () => {
    serveQuotes(rec, {});
    server.use(
      rec.on('post', '/dailyQuotes/create', () =>
        HttpResponse.json({ message: 'Daily Quote Added successfully', dailyQuoteID: 'q-9' }, { status: 201 }),
      ),
      rec.on('put', '/dailyQuotes/upload/:id', () =>
        HttpResponse.json({ message: 'Image uploaded successfully', dailyQuoteMediaURL: 'x' }, { status: 201 }),
      ),
    );
    renderMediaSections('/daily-quotes/published');
    const dialog = await openAdd();
    await userEvent.upload(fileInput(dialog), new File(['gif'], 'quote.gif', { type: 'image/gif' }));
    fireEvent.change(within(dialog).getByLabelText('Scheduled Date'), { target: { value: '2031-03-04T09:15' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await findToast('Daily Quote Added successfully')).toBeInTheDocument();
    expect(writes(rec)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/dailyQuotes/create',
        body: {
          dailyQuotePublishDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          dailyQuoteStatus: 'Published',
          dailyQuoteReportedDetails: ADMIN.id,
          scheduledDate: '2031-03-04 09:15',
        },
      }),
      expect.objectContaining({ method: 'PUT', path: '/dailyQuotes/upload/q-9', body: { dailyQuoteImage: 'file' } }),
    ]);
  });
});
