import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { recorder, type Recorder } from '../test/calls';
import { job, listCalls, renderJobs, serveJobs } from '../test/jobs';
import { ADMIN, currentLocation, signIn } from '../test/render';
import { jobsExpiringWithinPath } from '../sections/dashboard/figures';

let rec: Recorder;

beforeEach(() => {
  signIn();
  rec = recorder();
});

const card = (name: string) => screen.findByRole('article', { name }, { timeout: 5000 });

describe('Jobs tabs', () => {
  it('shows Active Jobs and Expired Jobs as routes, expired loaded in the expiry mode', async () => {
    serveJobs(rec, {});
    renderJobs('/jobs/active');
    const tabs = await screen.findByRole('tablist', { name: 'Jobs' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => [tab.textContent, tab.getAttribute('href')]),
    ).toEqual([
      ['Active Jobs', '/jobs/active'],
      ['Expired Jobs', '/jobs/expired'],
    ]);
    await waitFor(() => expect(listCalls(rec, 'active')).toEqual(['page=1&limit=12']));
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Expired Jobs' }));
    await waitFor(() => expect(currentLocation()).toBe('/jobs/expired'));
    await waitFor(() => expect(listCalls(rec, 'expiry')).toEqual(['page=1&limit=12']));
    expect(rec.calls[0].auth).toBe(`Bearer ${ADMIN.token}`);
  });

  it("shows the count card 'Active Jobs' and a card per job with its real view count", async () => {
    serveJobs(rec, { active: [job(1), job(2, { views: 1 })] });
    renderJobs('/jobs/active');
    const first = await card('Editor1 - Acme1');
    expect(screen.getByRole('status', { name: '2 Active Jobs' })).toBeInTheDocument();
    expect(within(first).getByText('Pune1')).toBeInTheDocument();
    expect(within(first).getByText('No.Of Openings : 3')).toBeInTheDocument();
    expect(within(first).getByText('7 Views')).toBeInTheDocument();
    expect(within(await card('Editor2 - Acme2')).getByText('1 View')).toBeInTheDocument();
    const image = first.querySelector('img')!;
    expect(image).toHaveAttribute('src', 'https://cdn.example.com/jobs/1.webp');
    expect(image).toHaveAttribute('width', '72');
    expect(image).toHaveAttribute('height', '72');
    expect(screen.queryByText('35 Views')).toBeNull();
  });

  it("shows N/A for an empty location and for openings of zero or less; 'Expired Job' for one", async () => {
    serveJobs(rec, {
      expiry: [job(1, { location: null, numberOfOpenings: 0, status: 'expired' })],
    });
    renderJobs('/jobs/expired');
    const only = await card('Editor1 - Acme1');
    expect(within(only).getByText('N/A')).toBeInTheDocument();
    expect(within(only).getByText('No.Of Openings : N/A')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '1 Expired Job' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '+ Add new Job' })).toBeNull();
  });

  it('opened from the dashboard, asks for the jobs expiring within 7 days and shows it as a chip that removes it', async () => {
    serveJobs(rec, { active: [job(1)] });
    renderJobs(jobsExpiringWithinPath(7));
    await waitFor(() => expect(listCalls(rec, 'active')).toEqual(['page=1&limit=12&endingWithin=7']));
    expect(await screen.findByText('Expiring within 7 days')).toBeInTheDocument();
    expect(currentLocation()).toBe('/jobs/active?filter={"endingWithin":7}');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filter: Expiring within 7 days' }));
    await waitFor(() => expect(listCalls(rec, 'active').at(-1)).toBe('page=1&limit=12'));
    expect(screen.queryByText('Expiring within 7 days')).toBeNull();
    expect(currentLocation()).not.toContain('endingWithin');
  });

  it("says 'No Jobs Found' when a tab is empty", async () => {
    serveJobs(rec, {});
    renderJobs('/jobs/active');
    expect(await screen.findByText('No Jobs Found', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ Add new Job' })).toBeInTheDocument();
  });

  it('filters by day: the choice goes in the URL and the call, the menu closes on an outside click', async () => {
    serveJobs(rec, { active: [job(1)] });
    renderJobs('/jobs/active');
    await card('Editor1 - Acme1');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const menu = await screen.findByRole('dialog', { name: 'Filter' });
    expect(
      within(menu)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Today', 'Last 7 Days', 'Last 15 Days', 'Last 30 Days']);
    await userEvent.click(within(menu).getByRole('radio', { name: 'Last 7 Days' }));
    await waitFor(() => expect(listCalls(rec, 'active')).toContain('page=1&limit=12&days=7'));
    expect(currentLocation()).toContain('"days":"7"');
    // MUI's Popover backdrop takes the outside click.
    await userEvent.click(document.querySelector('.MuiBackdrop-root, .MuiPopover-root > div')!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filter' })).toBeNull());
  });

  it('reads the day filter and page from the URL', async () => {
    serveJobs(rec, { expiry: [job(1)] }, { total: 30 });
    renderJobs('/jobs/expired?filter={"days":"30"}&page=2');
    await waitFor(() => expect(listCalls(rec, 'expiry')).toEqual(['page=2&limit=12&days=30']));
    expect(await screen.findByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens Edit and View from the card menu', async () => {
    serveJobs(rec, { active: [job(1)] });
    renderJobs('/jobs/active');
    await card('Editor1 - Acme1');
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Editor1 - Acme1' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'View' }));
    const view = await screen.findByRole('dialog', { name: 'View Job' });
    expect(within(view).getByText('7 Views')).toBeInTheDocument();
    await userEvent.click(within(view).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'View Job' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Editor1 - Acme1' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Job' });
    expect(within(edit).getByRole('textbox', { name: 'Organization Name' })).toHaveValue('Acme1');
  });
});
