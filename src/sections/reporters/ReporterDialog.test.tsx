import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { recorder, writes, type Recorder } from '../../test/calls';
import { ADMIN, findToast, signIn } from '../../test/render';
import { server } from '../../test/server';
import { listCalls, renderReporters, reporter, serveReporters } from '../../test/reporters';

const AUTH = `Bearer ${ADMIN.token}`;
let rec: Recorder;

beforeEach(() => {
  signIn();
  rec = recorder();
});

const openAdd = async () => {
  renderReporters('/reporters/new-reporter');
  await userEvent.click(await screen.findByRole('button', { name: '+ Add New Reporter' }));
  return screen.findByRole('dialog', { name: 'Add Reporter' });
};

const fill = async (dialog: HTMLElement, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    const input = within(dialog).getByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
};

describe('Add Reporter', () => {
  it('shows the required messages and sends nothing', async () => {
    serveReporters(rec, []);
    const dialog = await openAdd();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    for (const message of [
      'First Name is required',
      'Last Name is required',
      'Mobile Number is required',
      'Email is required',
    ])
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Middle Name')).not.toBeRequired();
    expect(writes(rec)).toEqual([]);
  });

  it('takes digits only in the mobile number, at most 10, and checks the number and email shape', async () => {
    serveReporters(rec, []);
    const dialog = await openAdd();
    const mobile = within(dialog).getByLabelText('Mobile Number');
    expect(mobile).toHaveAttribute('maxLength', '10');
    await userEvent.type(mobile, '98a76-5 4');
    expect(mobile).toHaveValue('987654');
    await fill(dialog, { Email: 'asha@example' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Mobile Number must be exactly 10 digits')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid email address')).toBeInTheDocument();
    expect(writes(rec)).toEqual([]);
  });

  it("registers a Reporter, toasts 'Reporter Added successfully', closes and reloads the list", async () => {
    serveReporters(rec, []);
    server.use(
      rec.on('post', '/reporter/register', () =>
        HttpResponse.json(
          { message: 'Reporter Added successfully', reporter: reporter(9, { status: 'Pending' }) },
          { status: 201 },
        ),
      ),
    );
    const dialog = await openAdd();
    expect(within(dialog).getByLabelText('Role')).toHaveValue('Reporter');
    expect(within(dialog).getByLabelText('Role')).toHaveAttribute('readonly');
    await fill(dialog, {
      'First Name': ' Asha ',
      'Last Name': 'Rao',
      'Mobile Number': '9876500001',
      Email: 'asha@example.com',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await findToast('Reporter Added successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Reporter' })).not.toBeInTheDocument());
    expect(writes(rec)).toEqual([
      {
        method: 'POST',
        path: '/reporter/register',
        search: '',
        auth: AUTH,
        body: {
          firstName: 'Asha',
          middleName: '',
          lastName: 'Rao',
          mobileNumber: '9876500001',
          email: 'asha@example.com',
          role: 'Reporter',
        },
      },
    ]);
    await waitFor(() => expect(listCalls(rec, 'Pending').length).toBeGreaterThanOrEqual(2));
  });

  it('shows the server message and stays open when the number is taken', async () => {
    serveReporters(rec, []);
    server.use(
      rec.on('post', '/reporter/register', () =>
        HttpResponse.json({ message: 'Mobile Number is already registered' }, { status: 409 }),
      ),
    );
    const dialog = await openAdd();
    await fill(dialog, {
      'First Name': 'Asha',
      'Middle Name': 'K',
      'Last Name': 'Rao',
      'Mobile Number': '9876500001',
      Email: 'asha@example.com',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await findToast('Mobile Number is already registered')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Reporter' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Middle Name')).toHaveValue('K');
    expect(writes(rec)[0].body).toMatchObject({ middleName: 'K' });
  });
  it("keeps the dialog and every typed value when the server's database is down (503), and sends the save once", async () => {
    serveReporters(rec, []);
    server.use(
      rec.on('post', '/reporter/register', () =>
        HttpResponse.json(
          { message: 'The database is unavailable; try again shortly' },
          { status: 503, headers: { 'Retry-After': '1' } },
        ),
      ),
    );
    const dialog = await openAdd();
    const typed = {
      'First Name': 'Asha',
      'Middle Name': 'K',
      'Last Name': 'Rao',
      'Mobile Number': '9876500001',
      Email: 'asha@example.com',
    };
    await fill(dialog, typed);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await findToast('The database is unavailable; try again shortly')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Reporter' })).toBeInTheDocument();
    for (const [label, value] of Object.entries(typed)) expect(within(dialog).getByLabelText(label)).toHaveValue(value);
    // A write is never sent again by itself (the banner is the layout's: App.test.tsx): the admin submits again.
    expect(writes(rec)).toHaveLength(1);
  });
});

describe('Edit Reporter', () => {
  const asha = reporter(1, { firstName: 'Asha', middleName: 'K', lastName: 'Rao', role: 'GuestReporter' });

  const openEdit = async () => {
    renderReporters('/reporters/reporter');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Asha Rao' }));
    return screen.findByRole('dialog', { name: 'Edit Reporter' });
  };

  it('shows the reporter with a read-only email and type, validates, and sends the edited fields', async () => {
    serveReporters(rec, [asha]);
    server.use(
      rec.on('put', '/reporter/update/:id', () =>
        HttpResponse.json({ message: 'Reporter details updated successfully', reporter: asha }),
      ),
    );
    const dialog = await openEdit();
    expect(within(dialog).getByLabelText('First Name')).toHaveValue('Asha');
    expect(within(dialog).getByLabelText('Middle Name')).toHaveValue('K');
    expect(within(dialog).getByLabelText('Mobile Number')).toHaveValue('9876543201');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('reporter1@example.com');
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Role')).toHaveValue('Guest Reporter');
    await userEvent.clear(within(dialog).getByLabelText('First Name'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('First Name is required')).toBeInTheDocument();
    await fill(dialog, { 'First Name': 'Asha Devi', 'Middle Name': '' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await findToast('Reporter details updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Reporter' })).not.toBeInTheDocument());
    expect(writes(rec)).toEqual([
      {
        method: 'PUT',
        path: '/reporter/update/r-1',
        search: '',
        auth: AUTH,
        body: { firstName: 'Asha Devi', middleName: '', lastName: 'Rao', mobileNumber: '9876543201' },
      },
    ]);
    expect(rec.calls.some((c) => c.path === '/reporter/get/r-1')).toBe(true);
  });

  it('shows the server message and stays open when the update is refused', async () => {
    serveReporters(rec, [asha]);
    server.use(
      rec.on('put', '/reporter/update/:id', () =>
        HttpResponse.json({ message: 'Mobile Number is already registered' }, { status: 409 }),
      ),
    );
    const dialog = await openEdit();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await findToast('Mobile Number is already registered')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Reporter' })).toBeInTheDocument();
  });
});
