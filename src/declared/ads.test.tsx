import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ads } from '#contract/resources/ads';
import { adsEndingWithinPath } from '../sections/dashboard/figures';
import { recorder, type Recorder, writes } from '../test/calls';
import { currentLocation, findToast, renderScreen, signIn } from '../test/render';
import { server } from '../test/server';
import { ListScreen } from './ListScreen';

const AdList = () => <ListScreen declarations={[ads]} />;

let rec: Recorder;

beforeEach(() => {
  signIn();
  rec = recorder();
});

const nextYear = new Date().getFullYear() + 1;

const ad = (n: number, overrides: Record<string, unknown> = {}) => ({
  adsID: `a-${n}`,
  adsTitle: `Ad ${n}`,
  adsImageURL: `https://cdn.example.com/ads/${n}.png`,
  adsThumbnailURL: `https://cdn.example.com/ads/${n}.webp`,
  // Local times, as the table shows them.
  startDateTime: new Date(nextYear, 0, 2, 10, 30).toISOString(),
  expiryDateTime: new Date(nextYear, 1, 3, 18, 0).toISOString(),
  adStatus: 'Active',
  createdAt: '2029-01-01T00:00:00.000Z',
  updatedAt: '2029-01-01T00:00:00.000Z',
  ...overrides,
});

const serveAds = (rows: Record<string, ReturnType<typeof ad>[]>) =>
  server.use(
    rec.on('get', '/ads/filter/:status', ({ params }) => {
      const matching = rows[String(params.status)] ?? [];
      return HttpResponse.json({
        ads: {
          ads: matching,
          totalPages: 1,
          totalRecords: matching.length,
          pagination: { totalPages: 1, totalRecords: matching.length, currentPage: 1, limit: 15 },
        },
      });
    }),
  );

const listCalls = (status: string) =>
  rec.calls.filter((c) => c.method === 'GET' && c.path === `/ads/filter/${status}`).map((c) => c.search);
const renderAds = () => renderScreen(<AdList />, { path: '/settings/add-management' });
const fileInput = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
const setTime = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

const openAdd = async () => {
  await userEvent.click(await screen.findByRole('button', { name: '+ Create New Ad' }, { timeout: 5000 }));
  return screen.findByRole('dialog', { name: 'Add Ad' });
};

describe('Settings > Ad Management', () => {
  it('lists running ads 15 per page with the spec columns, and the Expired Ads tab in the URL', async () => {
    serveAds({ running: [ad(1)], expired: [ad(2)] });
    renderAds();
    expect(await screen.findByText('Ad 1', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(listCalls('running')).toEqual(['page=1&limit=15']);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['S.No', 'Ad Name', 'Start Date', 'End Date', 'Ad image', 'Status', 'Actions']);
    const row = screen.getByRole('row', { name: /Ad 1/ });
    expect(within(row).getByText(`${nextYear}-01-02 10:30`)).toBeInTheDocument();
    expect(within(row).getByText(`${nextYear}-02-03 18:00`)).toBeInTheDocument();
    const image = within(row).getByRole('img', { name: 'Ad image of Ad 1' });
    expect(image).toHaveAttribute('width', '96');
    expect(image).toHaveAttribute('height', '54');
    expect(screen.getByRole('status', { name: '1 Ad' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Expired Ads' }));
    expect(await screen.findByText('Ad 2')).toBeInTheDocument();
    expect(listCalls('expired')).toEqual(['page=1&limit=15']);
    expect(currentLocation()).toContain('"status":"expired"');
  });

  it('opened from the dashboard, lists the running ads ending within 7 days with a chip that removes the filter', async () => {
    serveAds({ running: [ad(1)], expired: [ad(2)] });
    renderScreen(<AdList />, { path: adsEndingWithinPath(7) });
    expect(await screen.findByText('Ad 1', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(listCalls('running')).toEqual(['page=1&limit=15&endingWithin=7']);
    expect(screen.getByText('Ending within 7 days')).toBeInTheDocument();
    expect(currentLocation()).toBe('/settings/add-management?filter={"status":"running","endingWithin":7}');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filter: Ending within 7 days' }));
    await waitFor(() => expect(listCalls('running').at(-1)).toBe('page=1&limit=15'));
    expect(screen.queryByText('Ending within 7 days')).toBeNull();
    expect(currentLocation()).toContain('"status":"running"');
    expect(currentLocation()).not.toContain('endingWithin');
  });

  it('leaves the filter behind on the Expired Ads tab', async () => {
    serveAds({ running: [ad(1)], expired: [ad(2)] });
    renderScreen(<AdList />, { path: adsEndingWithinPath(7) });
    await screen.findByText('Ad 1', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('tab', { name: 'Expired Ads' }));
    expect(await screen.findByText('Ad 2')).toBeInTheDocument();
    expect(listCalls('expired')).toEqual(['page=1&limit=15']);
    expect(screen.queryByText('Ending within 7 days')).toBeNull();
  });

  it("toggles an ad's status: 'Ad is Inactive'", async () => {
    serveAds({ running: [ad(1)] });
    server.use(rec.on('put', '/ads/status/:id', () => HttpResponse.json({ message: 'Ad is Inactive', ads: ad(1) })));
    renderAds();
    await userEvent.click(await screen.findByRole('switch', { name: 'Ad 1 status' }, { timeout: 5000 }));
    expect(await findToast('Ad is Inactive')).toBeInTheDocument();
    expect(writes(rec)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/ads/status/a-1',
        body: { adStatus: 'Inactive', expected: { 'a-1': 'Active' } },
      }),
    ]);
  });

  it('shows the Add Ad rules: image and title required, start first, start not in the past, end after start', async () => {
    serveAds({});
    renderAds();
    const dialog = await openAdd();
    expect(within(dialog).getByText('Please select start date first')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    for (const message of ['Image is required', 'Title is required', 'Start date must be selected first'])
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    setTime(dialog, 'Start Date', '2020-01-01T10:00');
    setTime(dialog, 'End Date', '2020-01-01T09:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Start date cannot be in the past')).toBeInTheDocument();
    expect(within(dialog).getByText('End date must be after start date')).toBeInTheDocument();
    expect(within(dialog).queryByText('Please select start date first')).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ad Title' }), 'x'.repeat(101));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Maximum 100 characters allowed')).toBeInTheDocument();
    expect(writes(rec)).toEqual([]);
  }, 40_000);

  it("creates the ad, then uploads its image: 'Ad Added successfully'", async () => {
    serveAds({});
    server.use(
      rec.on('post', '/ads/create', () =>
        HttpResponse.json({ message: 'Ad Added successfully', adsID: 'a-9' }, { status: 201 }),
      ),
      rec.on('put', '/ads/upload/:id', () =>
        HttpResponse.json({ message: 'Image uploaded successfully', adsImageURL: 'x' }, { status: 201 }),
      ),
    );
    renderAds();
    const dialog = await openAdd();
    await userEvent.upload(fileInput(dialog), new File(['img'], 'banner.png', { type: 'image/png' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ad Title' }), ' Festival sale ');
    setTime(dialog, 'Start Date', `${nextYear}-03-01T09:00`);
    setTime(dialog, 'End Date', `${nextYear}-03-10T21:30`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await findToast('Ad Added successfully')).toBeInTheDocument();
    expect(writes(rec)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/ads/create',
        body: {
          adsTitle: 'Festival sale',
          startDateTime: `${nextYear}-03-01 09:00`,
          expiryDateTime: `${nextYear}-03-10 21:30`,
        },
      }),
      expect.objectContaining({ method: 'PUT', path: '/ads/upload/a-9', body: { adsImage: 'file' } }),
    ]);
  });

  it("opens Edit Ad in view mode; Edit enables, Cancel restores, Update saves: 'Ad Updated successfully'", async () => {
    serveAds({ running: [ad(1)] });
    server.use(
      rec.on('put', '/ads/update/:id', () => HttpResponse.json({ message: 'Ad Updated successfully', ads: ad(1) })),
      rec.on('get', '/ads/get/:id', () => HttpResponse.json({ ads: ad(1, { adsTitle: 'Renamed' }) })),
    );
    renderAds();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Ad 1' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ad' });
    const title = within(dialog).getByRole('textbox', { name: 'Ad Title' });
    expect(title).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Update' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    expect(title).toBeEnabled();
    await userEvent.clear(title);
    await userEvent.type(title, 'Renamed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByRole('textbox', { name: 'Ad Title' })).toHaveValue('Ad 1');
    expect(within(dialog).getByRole('textbox', { name: 'Ad Title' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Ad Title' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ad Title' }), 'Renamed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await findToast('Ad Updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Ad' })).toBeNull());
    expect(writes(rec)).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/ads/update/a-1',
        body: {
          adsTitle: 'Renamed',
          startDateTime: `${nextYear}-01-02 10:30`,
          expiryDateTime: `${nextYear}-02-03 18:00`,
          updatedAt: '2029-01-01T00:00:00.000Z',
        },
      }),
    ]);
  }, 40_000);
});
