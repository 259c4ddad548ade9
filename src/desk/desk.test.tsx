import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { api, server } from '../test/server';
import { ADMIN, currentLocation, renderScreen, signIn } from '../test/render';
import { DeskPanel } from './DeskPanel';
import { NotificationBell } from './NotificationBell';

const POST = '11111111-1111-4111-8111-111111111111';
const RAVI = { adminID: '22222222-2222-4222-8222-222222222222', name: 'Ravi Kumar' };
const ME = { adminID: ADMIN.id, name: 'Ada Admin' };
const notification = (overrides: Record<string, unknown> = {}) => ({
  notificationID: '33333333-3333-4333-8333-333333333333',
  kind: 'assigned',
  resource: 'posts',
  recordId: POST,
  text: 'Asha Rao assigned you a post',
  at: new Date().toISOString(),
  read: false,
  ...overrides,
});

describe('the notifications bell', () => {
  beforeEach(() => signIn());

  it('shows the unread count, and opening a notification marks it read and opens the post', async () => {
    let unread = 1;
    let marked: unknown;
    server.use(
      http.get(api('/notifications'), () =>
        HttpResponse.json({ notifications: [notification({ read: unread === 0 })], unread }),
      ),
      http.put(api('/notifications/read'), async ({ request }) => {
        marked = await request.json();
        unread = 0;
        return HttpResponse.json({ message: 'Notifications marked read', marked: 1, unread: 0 });
      }),
    );
    renderScreen(<NotificationBell />, { path: '/dashboard' });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(bell);
    const list = screen.getByRole('dialog', { name: 'Notifications' });
    await userEvent.click(within(list).getByRole('button', { name: /New: Asha Rao assigned you a post/ }));
    expect(marked).toEqual({ ids: ['33333333-3333-4333-8333-333333333333'] });
    await waitFor(() => expect(currentLocation()).toBe(`/posts/new-post?show=${POST}`));
    expect(await screen.findByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
  });

  it('marks all read at once', async () => {
    let marked: unknown;
    server.use(
      http.get(api('/notifications'), () => HttpResponse.json({ notifications: [notification()], unread: 1 })),
      http.put(api('/notifications/read'), async ({ request }) => {
        marked = await request.json();
        return HttpResponse.json({ message: 'Notifications marked read', marked: 1, unread: 0 });
      }),
    );
    renderScreen(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(marked).toEqual({ all: true }));
  });
});

describe("the review desk in a record's dialog", () => {
  beforeEach(() => {
    signIn();
    server.use(http.get(api('/desk/admins'), () => HttpResponse.json({ admins: [ME, RAVI] })));
  });

  it('assigns the record to an admin picked in the select', async () => {
    let sent: unknown;
    server.use(
      http.put(api(`/assign/posts/${POST}`), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Assigned', assignee: RAVI });
      }),
    );
    renderScreen(<DeskPanel resource="posts" recorded="posts" id={POST} />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Assigned to' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ravi Kumar' }));
    await waitFor(() => expect(sent).toEqual({ adminID: RAVI.adminID }));
  });

  it('completes an @mention from the active admins and sends the note', async () => {
    let sent: unknown;
    server.use(
      http.post(api(`/notes/posts/${POST}`), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            message: 'Note added',
            note: {
              noteID: 'n-1',
              author: ME,
              text: '@Ravi Kumar check the location',
              mentions: [RAVI.adminID],
              createdAt: new Date().toISOString(),
              editedAt: null,
            },
          },
          { status: 201 },
        );
      }),
    );
    renderScreen(<DeskPanel resource="posts" recorded="posts" id={POST} />);
    expect(await screen.findByText('No notes yet')).toBeInTheDocument();
    const box = screen.getByRole('combobox', { name: 'Add a note' });
    await userEvent.type(box, '@Ra');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Admins to mention' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ravi Kumar']);
    await userEvent.keyboard('{Enter}');
    expect(box).toHaveValue('@Ravi Kumar ');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box, 'check the location');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(sent).toEqual({ text: '@Ravi Kumar check the location' }));
  });

  it("offers Edit and Delete on the admin's own recent note only", async () => {
    const note = (noteID: string, author: typeof ME, minutesAgo: number) => ({
      noteID,
      author,
      text: `Note ${noteID}`,
      mentions: [],
      createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      editedAt: null,
    });
    server.use(
      http.get(api(`/notes/posts/${POST}`), () =>
        HttpResponse.json({ notes: [note('mine', ME, 1), note('old', ME, 11), note('theirs', RAVI, 1)] }),
      ),
    );
    renderScreen(<DeskPanel resource="posts" recorded="posts" id={POST} />);
    await screen.findByText('Note mine');
    expect(screen.getAllByRole('button', { name: 'Edit' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
  });
});
