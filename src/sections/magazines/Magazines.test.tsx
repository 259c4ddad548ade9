import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { todayUtc } from '#contract/rules';
import { recorder, type Recorder, writes } from '../../test/calls';
import { magazine, renderMagazines, serveMagazines } from '../../test/magazines';
import { currentLocation, findToast, signIn } from '../../test/render';
import { server } from '../../test/server';
import { magazinesExpiringWithinPath } from '../dashboard/figures';
import { startingWith } from '../../test/names';

let rec: Recorder;

beforeEach(() => {
  signIn();
  rec = recorder();
});

const listCalls = (status: string) =>
  rec.calls.filter((c) => c.path === `/magazines/filter/${status}`).map((c) => c.search);

/** The slide the carousel shows: the one group not hidden. */
const shownSlide = (carousel: HTMLElement) => within(carousel).getByRole('group').getAttribute('aria-label');

describe('Magazines tabs', () => {
  it('shows cards with the first page, days badge, name, From and Expires, and the count', async () => {
    serveMagazines(rec, { active: [magazine(1), magazine(2, { offerAvailableDays: 1, name: 'Corner Store' })] });
    renderMagazines('/magazines/active');
    const card = await screen.findByRole('button', { name: startingWith('Shop 1') }, { timeout: 5000 });
    expect(within(card).getByText('5 Days')).toBeInTheDocument();
    expect(within(card).getByText('From: 2030-01-01')).toBeInTheDocument();
    expect(within(card).getByText('Expires: 2030-01-05')).toBeInTheDocument();
    const image = card.querySelector('img')!;
    expect(image).toHaveAttribute('src', 'https://cdn.example.com/m-1-p1.webp');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '1697');
    expect(
      within(screen.getByRole('button', { name: startingWith('Corner Store') })).getByText('1 Day'),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '2 Active Magazines' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Magazines' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ Add Magazine' })).toBeInTheDocument();
  });

  it("says 'Currently No Magazines Available'; the expired day filter is in the URL and deselectable", async () => {
    serveMagazines(rec, { expired: [] });
    renderMagazines('/magazines/expired');
    expect(await screen.findByText('Currently No Magazines Available', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Add Magazine' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const menu = await screen.findByRole('dialog', { name: 'Filter' });
    for (const option of ['Today', 'Last 7 Days', 'Last 15 Days', 'Last 30 Days'])
      expect(within(menu).getByRole('radio', { name: option })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('radio', { name: 'Last 7 Days' }));
    await waitFor(() => expect(listCalls('expired').at(-1)).toBe('page=1&limit=15&days=7'));
    expect(currentLocation()).toContain('"days":"7"');
    await userEvent.click(within(menu).getByRole('radio', { name: 'Last 7 Days' }));
    await waitFor(() => expect(listCalls('expired').at(-1)).toBe('page=1&limit=15'));
  });
});

describe('Magazines expiring within N days (the dashboard link)', () => {
  it('asks for them, shows the filter as a chip beside the day filter, and removing it asks for all', async () => {
    serveMagazines(rec, { active: [magazine(1)] });
    renderMagazines(magazinesExpiringWithinPath(7));
    await waitFor(() => expect(listCalls('active')).toEqual(['page=1&limit=15&endingWithin=7']));
    expect(await screen.findByText('Expiring within 7 days')).toBeInTheDocument();
    expect(currentLocation()).toBe('/magazines/active?filter={"endingWithin":7}');
    // The day filter goes with it.
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Filter' })).getByRole('radio', { name: 'Today' }),
    );
    await waitFor(() => expect(listCalls('active').at(-1)).toBe('page=1&limit=15&days=1&endingWithin=7'));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filter: Expiring within 7 days' }));
    await waitFor(() => expect(listCalls('active').at(-1)).toBe('page=1&limit=15&days=1'));
    expect(screen.queryByText('Expiring within 7 days')).toBeNull();
    expect(currentLocation()).not.toContain('endingWithin');
  });

  it('says 1 day in the singular', async () => {
    serveMagazines(rec, { active: [] });
    renderMagazines(magazinesExpiringWithinPath(1));
    expect(await screen.findByText('Expiring within 1 day', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('Magazine dialog', () => {
  it('shows the pages one at a time, endlessly both ways, by button and arrow key; a page opens full screen', async () => {
    serveMagazines(rec, { active: [magazine(1)] });
    renderMagazines('/magazines/active');
    await userEvent.click(await screen.findByRole('button', { name: startingWith('Shop 1') }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'View Magazine' });
    const carousel = await within(dialog).findByRole('region', { name: 'Magazine pages' });
    expect(shownSlide(carousel)).toBe('Page 1 of 3');
    await userEvent.click(within(carousel).getByRole('button', { name: 'Previous page' }));
    expect(shownSlide(carousel)).toBe('Page 3 of 3');
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next page' }));
    expect(shownSlide(carousel)).toBe('Page 1 of 3');
    carousel.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(shownSlide(carousel)).toBe('Page 3 of 3');
    await userEvent.keyboard('{ArrowRight}');
    expect(shownSlide(carousel)).toBe('Page 1 of 3');
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await userEvent.click(within(carousel).getByRole('button', { name: 'Open Page 1 of 3 full screen' }));
    const viewer = await screen.findByRole('dialog', { name: 'Magazine pages, full screen' });
    const big = within(viewer).getByRole('region', { name: 'Magazine pages, full screen' });
    expect(shownSlide(big)).toBe('Page 1 of 3');
    await userEvent.keyboard('{ArrowLeft}');
    expect(shownSlide(big)).toBe('Page 3 of 3');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Magazine pages, full screen' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'View Magazine' })).toBeInTheDocument();
  });

  it('follows a render in progress on the card and shows the pages once it is done', async () => {
    const rendering = magazine(4, { magazine: [], renderStatus: 'rendering', renderedPages: 1, totalPages: 3 });
    const rows = { active: [rendering] };
    serveMagazines(rec, rows);
    let polls = 0;
    server.use(
      rec.on('get', '/magazines/render/:id', () => {
        polls += 1;
        const done = polls >= 2;
        if (done) rows.active = [magazine(4)];
        return HttpResponse.json({
          render: {
            magazineID: 'm-4',
            renderStatus: done ? 'done' : 'rendering',
            renderedPages: done ? 3 : 2,
            totalPages: 3,
            renderError: null,
          },
        });
      }),
    );
    renderMagazines('/magazines/active');
    const card = await screen.findByRole('button', { name: startingWith('Shop 4') }, { timeout: 5000 });
    expect(within(card).getByText('Rendering pages: 1 of 3')).toBeInTheDocument();
    expect(await within(card).findByText('Rendering pages: 2 of 3', {}, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(
      () => expect(screen.getByRole('button', { name: startingWith('Shop 4') }).querySelector('img')).not.toBeNull(),
      {
        timeout: 4000,
      },
    );
    expect(screen.queryByText(/Rendering pages/)).toBeNull();
  });

  it("shows the server's message for a PDF it could not render", async () => {
    serveMagazines(rec, {
      active: [magazine(5, { magazine: [], renderStatus: 'failed', renderError: 'Page 2 could not be rendered' })],
    });
    renderMagazines('/magazines/active');
    const card = await screen.findByRole('button', { name: startingWith('Shop 5') }, { timeout: 5000 });
    expect(within(card).getByText('The pages could not be rendered: Page 2 could not be rendered')).toBeInTheDocument();
  });
});

describe('Add Magazine', () => {
  const openAdd = async () => {
    await userEvent.click(await screen.findByRole('button', { name: '+ Add Magazine' }, { timeout: 5000 }));
    return screen.findByRole('dialog', { name: 'Add Magazine' });
  };

  it('shows the spec messages and sends nothing', async () => {
    serveMagazines(rec, { active: [] });
    renderMagazines('/magazines/active');
    const dialog = await openAdd();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    for (const message of [
      'Magazine file is required',
      'Shop Name is required',
      'Start Date is required',
      'Expiry Date is required',
    ])
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Start Date'), { target: { value: '2020-01-05' } });
    fireEvent.change(within(dialog).getByLabelText('Expiry Date'), { target: { value: '2020-01-04' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Start date cannot be in the past')).toBeInTheDocument();
    expect(within(dialog).getByText('Expiry Date cannot be before Start Date')).toBeInTheDocument();
    const big = new File([new Uint8Array(Math.ceil(20.1 * 1024 * 1024))], 'big.pdf', { type: 'application/pdf' });
    await userEvent.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, big);
    expect(await within(dialog).findByText('Image size should be less than 20 MB')).toBeInTheDocument();
    expect(writes(rec)).toEqual([]);
  });

  it("creates the magazine, then uploads its PDF: 'Magazine Added successfully'", async () => {
    serveMagazines(rec, { active: [] });
    server.use(
      rec.on('post', '/magazines/create', () =>
        HttpResponse.json({ message: 'Magazine Added successfully', magazineID: 'm-9' }, { status: 201 }),
      ),
      rec.on('put', '/magazines/upload/:id', () =>
        HttpResponse.json({ message: 'File Uploaded successfully', magazines: magazine(9) }, { status: 201 }),
      ),
    );
    renderMagazines('/magazines/active');
    const dialog = await openAdd();
    await userEvent.upload(
      dialog.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['%PDF-1.4'], 'offers.pdf', { type: 'application/pdf' }),
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Shop Name' }), ' Corner Store ');
    fireEvent.change(within(dialog).getByLabelText('Start Date'), { target: { value: todayUtc() } });
    fireEvent.change(within(dialog).getByLabelText('Expiry Date'), { target: { value: '2099-01-01' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await findToast('Magazine Added successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Magazine' })).toBeNull());
    expect(writes(rec)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/magazines/create',
        body: { name: 'Corner Store', startDate: todayUtc(), expiryDate: '2099-01-01' },
      }),
      expect.objectContaining({ method: 'PUT', path: '/magazines/upload/m-9', body: { magazineFile: 'file' } }),
    ]);
  });
});
