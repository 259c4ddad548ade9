import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { recorder } from '../../test/calls';
import { server } from '../../test/server';
import { currentLocation, findToast, renderScreen, signIn } from '../../test/render';
import { AddDosAndDonts } from './AddDosAndDonts';
import { DosAndDontsView } from './DosAndDontsView';
import { EditDosAndDonts } from './EditDosAndDonts';

const saved = {
  dosAndDontID: 'dd-1',
  title: 'Field rules',
  points: ['Verify every source', 'Never pay for a story'],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
};

const routes = {
  '/settings/dos-and-donts': <DosAndDontsView />,
  '/settings/add-dos-and-donts': <AddDosAndDonts />,
  '/settings/edit-dos-and-donts': <EditDosAndDonts />,
};

const open = (path: keyof typeof routes) => renderScreen(routes[path], { path, route: path, routes });

describe("Settings > Dos and Don'ts", () => {
  beforeEach(signIn);

  it('shows the title and the points, with Edit going to the edit form', async () => {
    const { on } = recorder();
    server.use(on('get', '/dosAndDonts/get', () => HttpResponse.json({ dosAndDontData: saved })));
    open('/settings/dos-and-donts');
    expect(await screen.findByRole('heading', { name: 'Field rules' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(saved.points);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/settings/edit-dos-and-donts');
  });

  it("says 'No data found' with an 'Add Dos and Donts' link before any page exists", async () => {
    const { on } = recorder();
    server.use(on('get', '/dosAndDonts/get', () => HttpResponse.json({ dosAndDontData: null })));
    open('/settings/dos-and-donts');
    expect(await screen.findByText('No data found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Dos and Donts' })).toHaveAttribute(
      'href',
      '/settings/add-dos-and-donts',
    );
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('does not show a failed load as no data', async () => {
    const { on } = recorder();
    server.use(on('get', '/dosAndDonts/get', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    open('/settings/dos-and-donts');
    expect(await screen.findByText("The Dos and Don'ts could not be loaded.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('No data found')).not.toBeInTheDocument();
  });

  it('checks the title and each point, counts the characters and refuses more than 2000', async () => {
    const { calls, on } = recorder();
    server.use(on('post', '/dosAndDonts/create', () => HttpResponse.json({}, { status: 500 })));
    open('/settings/add-dos-and-donts');
    const publish = await screen.findByRole('button', { name: 'Publish' });
    expect(screen.getByText('Characters Used: 0/2000')).toBeInTheDocument();
    // One point: nothing to remove.
    expect(screen.queryByRole('button', { name: 'Remove point 1' })).not.toBeInTheDocument();
    await userEvent.click(publish);
    expect(await screen.findByText("Do's and Don'ts Title is required")).toBeInTheDocument();
    expect(screen.getByText('Point is required')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Do's and Don'ts Title"), 'x'.repeat(201));
    await userEvent.click(publish);
    expect(await screen.findByText('Maximum 200 characters allowed')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Point 1'), { target: { value: 'a'.repeat(1999) } });
    expect(await screen.findByText('Characters Used: 1999/2000')).toBeInTheDocument();
    // Enter adds a point while under the limit.
    await userEvent.type(screen.getByLabelText('Point 1'), '{Enter}');
    const second = await screen.findByLabelText('Point 2');
    expect(second).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Remove point 1' })).toBeInTheDocument();
    await userEvent.type(second, 'bc');
    expect(await screen.findByText('Characters Used: 2001/2000')).toBeInTheDocument();
    expect(screen.getByText('Total character limit exceeded! (2001/2000)')).toBeInTheDocument();
    // At the limit neither Enter nor + adds one.
    await userEvent.type(second, '{Enter}');
    expect(screen.queryByLabelText('Point 3')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a point' })).toBeDisabled();

    await userEvent.clear(screen.getByLabelText("Do's and Don'ts Title"));
    await userEvent.type(screen.getByLabelText("Do's and Don'ts Title"), 'Rules');
    await userEvent.click(publish);
    await waitFor(() => expect(screen.getByText('Characters Used: 2001/2000')).toBeInTheDocument());
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove point 2' }));
    expect(await screen.findByText('Characters Used: 1999/2000')).toBeInTheDocument();
    expect(screen.queryByText(/Total character limit exceeded/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove point 1' })).not.toBeInTheDocument();
  });

  it('publishes the title and points, says "Do\'s and Dont\'s added successfully" and opens the page', async () => {
    const { calls, on } = recorder();
    server.use(
      on('post', '/dosAndDonts/create', () =>
        HttpResponse.json({ message: "Do's and Dont's added successfully", dosAndDontData: saved }, { status: 201 }),
      ),
      on('get', '/dosAndDonts/get', () => HttpResponse.json({ dosAndDontData: saved })),
    );
    open('/settings/add-dos-and-donts');
    await userEvent.type(await screen.findByLabelText("Do's and Don'ts Title"), ' Field rules ');
    await userEvent.type(screen.getByLabelText('Point 1'), 'Verify every source{Enter}');
    await userEvent.type(await screen.findByLabelText('Point 2'), 'Never pay{Enter}');
    await userEvent.type(await screen.findByLabelText('Point 3'), 'Credit photos');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await findToast("Do's and Dont's added successfully")).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/settings/dos-and-donts'));
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/dosAndDonts/create',
      search: '',
      auth: 'Bearer test-token',
      body: { title: 'Field rules', points: ['Verify every source', 'Never pay', 'Credit photos'] },
    });
  });

  it("edits the saved page: 'Updating...' while saving, the version read, then \"Do's and Dont's updated successfully\"", async () => {
    const { calls, on } = recorder();
    server.use(
      on('get', '/dosAndDonts/get', () => HttpResponse.json({ dosAndDontData: saved })),
      on('put', '/dosAndDonts/update/:id', async () => {
        await delay(200);
        return HttpResponse.json({ message: "Do's and Dont's updated successfully", dosAndDontData: saved });
      }),
    );
    open('/settings/edit-dos-and-donts');
    const second = await screen.findByLabelText('Point 2');
    expect(screen.getByLabelText("Do's and Don'ts Title")).toHaveValue('Field rules');
    expect(screen.getByLabelText('Point 1')).toHaveValue('Verify every source');
    expect(screen.getByText('Characters Used: 40/2000')).toBeInTheDocument();
    await userEvent.clear(second);
    await userEvent.type(second, 'Never pay a source');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    expect(await findToast("Do's and Dont's updated successfully")).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/settings/dos-and-donts'));
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/dosAndDonts/update/dd-1',
      search: '',
      auth: 'Bearer test-token',
      body: {
        title: 'Field rules',
        points: ['Verify every source', 'Never pay a source'],
        updatedAt: '2026-11-02T10:00:00.000Z',
      },
    });
  });

  it('shows the server message when a save is refused and stays on the form', async () => {
    const { on } = recorder();
    server.use(
      on('get', '/dosAndDonts/get', () => HttpResponse.json({ dosAndDontData: saved })),
      on('put', '/dosAndDonts/update/:id', () =>
        HttpResponse.json(
          {
            message: 'This record was changed by someone else since you opened it. Reload it to see the changes.',
            current: saved,
          },
          { status: 409 },
        ),
      ),
    );
    open('/settings/edit-dos-and-donts');
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
    expect(
      await findToast('This record was changed by someone else since you opened it. Reload it to see the changes.'),
    ).toBeInTheDocument();
    expect(currentLocation()).toBe('/settings/edit-dos-and-donts');
    expect(within(document.body).getByRole('button', { name: 'Update' })).toBeEnabled();
  });
});
