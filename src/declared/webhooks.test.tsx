import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { recorder } from '../test/calls';
import { server } from '../test/server';
import { findToast, renderScreen, signIn } from '../test/render';
import { webhooks as declaration } from '#contract/resources/webhooks';
import { ListScreen } from './ListScreen';

const WebhookList = () => <ListScreen declarations={[declaration]} />;

const hook = {
  webhookID: 'h-1',
  url: 'https://chat.example.com/newsroom',
  events: ['published', 'rejected'],
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
};

const attempt = (attempt: number, status: number | null, error: string | null = null) => ({
  deliveryID: 'd-1',
  event: 'published',
  attempt,
  status,
  at: `2026-11-28T10:0${attempt}:00.000Z`,
  error,
  durationMs: 12,
  state: 'delivered',
  nextAt: null,
});

describe('Settings > Webhooks', () => {
  beforeEach(signIn);

  it('adds a hook with its events and secret: POST /webhooks', async () => {
    const { calls, on } = recorder();
    server.use(
      on('get', '/webhooks', () => HttpResponse.json({ webhooks: [hook] })),
      on('post', '/webhooks', () =>
        HttpResponse.json({ message: 'Webhook added successfully', webhook: hook }, { status: 201 }),
      ),
    );
    renderScreen(<WebhookList />, { path: '/settings/webhooks' });
    expect(await screen.findByText('https://chat.example.com/newsroom')).toBeInTheDocument();
    expect(screen.getByText('published, rejected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '+ Add Webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Webhook' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('URL is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Secret is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('URL'), 'https://chat.example.com/newsroom');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Events' }));
    await userEvent.click(await screen.findByRole('option', { name: 'published' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.type(within(dialog).getByLabelText('Secret'), 'a-secret-of-at-least-16-chars');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await findToast('Webhook added successfully')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { url: 'https://chat.example.com/newsroom', events: ['published'], secret: 'a-secret-of-at-least-16-chars' },
    ]);
  });

  it("shows a hook's delivery log in its dialog, and Send again queues the delivery and reads the log again", async () => {
    const { calls, on } = recorder();
    let logReads = 0;
    server.use(
      on('get', '/webhooks', () => HttpResponse.json({ webhooks: [hook] })),
      on('get', '/webhooks/:id/deliveries', () => {
        logReads += 1;
        return HttpResponse.json({
          deliveries: [attempt(2, 200), attempt(1, null, 'No answer within 10000 ms')],
        });
      }),
      on('post', '/webhooks/:id/deliveries/:deliveryId/send-again', () =>
        HttpResponse.json({ message: 'Delivery queued to be sent again', deliveryID: 'd-1' }, { status: 202 }),
      ),
    );
    renderScreen(<WebhookList />, { path: '/settings/webhooks' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit https://chat.example.com/newsroom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Webhook' });
    const log = await within(dialog).findByRole('group', { name: 'Delivery log' });
    const rows = await within(log).findAllByRole('row');
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('columnheader')
          .map((cell) => cell.textContent),
      )[0],
    ).toEqual(['Time', 'Event', 'Attempt', 'Status code', 'Delivery', '']);
    const cells = rows.slice(1).map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells.map((row) => row.slice(1, 5))).toEqual([
      ['published', '2', '200', 'delivered'],
      ['published', '1', '-', 'delivered'],
    ]);
    await userEvent.click(within(log).getByRole('button', { name: 'Send again: published, attempt 2' }));
    expect(await findToast('Delivery queued to be sent again')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/webhooks/h-1/deliveries/d-1/send-again',
    ]);
    await waitFor(() => expect(logReads).toBe(2));
  });
  it("changes the secret from the edit form: 'Change secret' left empty keeps it (not sent), a new one is checked and sent", async () => {
    const { calls, on } = recorder();
    server.use(
      on('get', '/webhooks', () => HttpResponse.json({ webhooks: [hook] })),
      on('get', '/webhooks/:id/deliveries', () => HttpResponse.json({ deliveries: [] })),
      on('put', '/webhooks/:id', () => HttpResponse.json({ message: 'Webhook updated successfully', webhook: hook })),
    );
    renderScreen(<WebhookList />, { path: '/settings/webhooks' });
    const edit = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Edit https://chat.example.com/newsroom' }));
      return screen.findByRole('dialog', { name: 'Edit Webhook' });
    };
    const puts = () =>
      calls.filter((call) => call.method === 'PUT').map((call) => call.body as Record<string, unknown>);

    let dialog = await edit();
    const secret = within(dialog).getByLabelText('Change secret (leave empty to keep it)');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAttribute('type', 'password');
    await userEvent.type(secret, 'short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Secret must be at least 16 characters')).toBeInTheDocument();
    expect(puts()).toEqual([]);
    await userEvent.clear(secret);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await findToast('Webhook updated successfully')).toBeInTheDocument();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]).not.toHaveProperty('secret');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Webhook' })).toBeNull());
    dialog = await edit();
    await userEvent.type(
      within(dialog).getByLabelText('Change secret (leave empty to keep it)'),
      'a-new-secret-of-at-least-16',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]).toMatchObject({ secret: 'a-new-secret-of-at-least-16' });
  });
});
