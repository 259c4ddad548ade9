import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { reporterTickets } from '#contract/resources/reporter-tickets';
import { recorder } from '../test/calls';
import { server } from '../test/server';
import { findToast, renderScreen, signIn } from '../test/render';
import { ListScreen } from './ListScreen';

const ReporterTickets = () => <ListScreen declarations={[reporterTickets]} />;

const ticket = (n: number, status: string, image?: string) => ({
  reporterTicketID: `ticket-${n}`,
  description: `Description ${n}`,
  ticketImageURL: image ?? null,
  reporterTicketStatus: status,
  roleID: { roleID: `r-${n}`, profilePic: `/media/avatar-${n}.png`, firstName: 'Asha', lastName: `Rao ${n}` },
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

type Ticket = ReturnType<typeof ticket>;

const group = (name: string) => screen.getByRole('region', { name });

describe('Settings > Reporter tickets', () => {
  beforeEach(signIn);

  const listed = (groups: { inProgress?: Ticket[]; underReview?: Ticket[]; resolved?: Ticket[] }) => {
    const { calls, on } = recorder();
    const state = { inProgress: [], underReview: [], resolved: [], ...groups };
    server.use(
      on('get', '/reporter/tickets/get', () =>
        HttpResponse.json({
          reporterTicketsList: {
            inProgressTickets: state.inProgress,
            underReviewTickets: state.underReview,
            resolvedTickets: state.resolved,
          },
        }),
      ),
    );
    return { calls, on, state };
  };

  it('shows the three groups from one call sent with the token, each ticket with avatar, name, description and image', async () => {
    const { calls } = listed({
      inProgress: [ticket(1, 'in progress', '/media/shot-1.png')],
      underReview: [ticket(2, 'underReview')],
      resolved: [ticket(3, 'resolved')],
    });
    renderScreen(<ReporterTickets />, { path: '/settings/reporter-tickets' });
    const inProgress = await screen.findByRole('region', { name: 'In Progress' });
    const card = await within(inProgress).findByRole('article', { name: 'Asha Rao 1' });
    expect(within(card).getByText('Description 1')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Asha Rao 1' })).toHaveAttribute('src', '/media/avatar-1.png');
    const thumbnail = within(card).getByRole('img', { name: "Asha Rao 1's ticket image" });
    expect(thumbnail).toHaveAttribute('width', '160');
    expect(within(card).getByRole('button', { name: 'Review' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Resolve' })).toBeInTheDocument();

    const underReview = within(group('Under Review')).getByRole('article', { name: 'Asha Rao 2' });
    expect(within(underReview).queryByRole('button', { name: 'Review' })).not.toBeInTheDocument();
    expect(within(underReview).getByRole('button', { name: 'Resolve' })).toBeInTheDocument();

    const resolved = within(group('Resolved')).getByRole('article', { name: 'Asha Rao 3' });
    expect(within(resolved).queryByRole('button')).not.toBeInTheDocument();
    expect(within(resolved).getByText('Closed')).toBeInTheDocument();

    expect(calls).toEqual([
      { method: 'GET', path: '/reporter/tickets/get', search: '', auth: 'Bearer test-token', body: undefined },
    ]);

    await userEvent.click(within(card).getByRole('button', { name: "Enlarge Asha Rao 1's ticket image" }));
    const enlarged = await screen.findByRole('dialog', { name: "Asha Rao 1's ticket image" });
    expect(within(enlarged).getByRole('img')).toHaveAttribute('src', '/media/shot-1.png');
  });

  // Spec section 3 sends `in progress`; the server before it sent `inProgress`: either shows the same card.
  it.each(['in progress', 'inProgress'])(
    'shows a ticket sent as %j under In Progress with Review and Resolve',
    async (status) => {
      listed({ inProgress: [ticket(1, status)] });
      renderScreen(<ReporterTickets />, { path: '/settings/reporter-tickets' });
      const card = await within(await screen.findByRole('region', { name: 'In Progress' })).findByRole('article', {
        name: 'Asha Rao 1',
      });
      expect(within(card).getByRole('button', { name: 'Review' })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Resolve' })).toBeInTheDocument();
      expect(within(card).queryByText('Closed')).not.toBeInTheDocument();
    },
  );

  it("says 'No Tickets Found' in an empty group", async () => {
    listed({ inProgress: [ticket(1, 'in progress')] });
    renderScreen(<ReporterTickets />, { path: '/settings/reporter-tickets' });
    await screen.findByRole('article', { name: 'Asha Rao 1' });
    expect(within(group('In Progress')).queryByText('No Tickets Found')).not.toBeInTheDocument();
    expect(within(group('Under Review')).getByText('No Tickets Found')).toBeInTheDocument();
    expect(within(group('Resolved')).getByText('No Tickets Found')).toBeInTheDocument();
  });

  it('does not show a failed load as empty groups', async () => {
    const { on } = recorder();
    server.use(on('get', '/reporter/tickets/get', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderScreen(<ReporterTickets />, { path: '/settings/reporter-tickets' });
    await waitFor(() => expect(screen.getAllByText('The tickets could not be loaded.')).toHaveLength(3));
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(3);
    expect(screen.queryByText('No Tickets Found')).not.toBeInTheDocument();
  });

  it("asks before a move, sends the new status, says 'Ticket updated successfully' and shows the ticket in its new group", async () => {
    const { calls, on, state } = listed({ inProgress: [ticket(1, 'in progress')] });
    server.use(
      on('put', '/reporter/ticket/:id', () => {
        state.underReview = [{ ...state.inProgress[0], reporterTicketStatus: 'underReview' }];
        state.inProgress = [];
        return HttpResponse.json({ message: 'Ticket updated successfully', reporterTicket: state.underReview[0] });
      }),
    );
    renderScreen(<ReporterTickets />, { path: '/settings/reporter-tickets' });
    const card = await within(await screen.findByRole('region', { name: 'In Progress' })).findByRole('article');
    await userEvent.click(within(card).getByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText('Do you want to change the status of ticket?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await userEvent.click(within(card).getByRole('button', { name: 'Review' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Confirm' }),
    );
    expect(await findToast('Ticket updated successfully')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/reporter/ticket/ticket-1',
        search: '',
        auth: 'Bearer test-token',
        body: { reporterTicketStatus: 'underReview', expected: { 'ticket-1': 'in progress' } },
      },
    ]);
    expect(await within(group('Under Review')).findByRole('article', { name: 'Asha Rao 1' })).toBeInTheDocument();
    expect(within(group('In Progress')).getByText('No Tickets Found')).toBeInTheDocument();
  });

  it("says 'Failed to update ticket' when the server refuses and 'Error updating ticket' when it cannot be reached", async () => {
    const { on } = recorder();
    let reachable = true;
    listed({ inProgress: [ticket(1, 'in progress')] });
    server.use(
      on('put', '/reporter/ticket/:id', () =>
        reachable ? HttpResponse.json({ message: 'Ticket cannot move' }, { status: 409 }) : HttpResponse.error(),
      ),
    );
    renderScreen(<ReporterTickets />, { path: '/settings/reporter-tickets' });
    const card = await screen.findByRole('article', { name: 'Asha Rao 1' });
    await userEvent.click(within(card).getByRole('button', { name: 'Resolve' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Confirm' }),
    );
    expect(await findToast('Failed to update ticket')).toBeInTheDocument();
    reachable = false;
    await userEvent.click(await screen.findByRole('button', { name: 'Resolve' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Confirm' }),
    );
    expect(await findToast('Error updating ticket', { timeout: 5000 })).toBeInTheDocument();
  });
});
