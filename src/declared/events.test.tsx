import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { recorder, type Recorder, writes } from '../test/calls';
import { findToast, signIn } from '../test/render';
import { api, server } from '../test/server';

/**
 * docs/adding-a-resource.md's tutorial in the app: its one declaration added to the registry, as `npm run db:generate`
 * lists it, and nothing else. Events is then a main-menu section with Upcoming and Past tabs, a filter menu, an add
 * dialog whose choice starts at its default and whose date range waits for its start, and Delete asked first.
 */
vi.mock('#contract/resources/index', async (importOriginal) => {
  const registry = await importOriginal<typeof import('#contract/resources/index')>();
  const { events } = await import('../../server/test/fixtures/events');
  return { declaredResources: [...registry.declaredResources, events] };
});

const ENGLISH = { languageID: 'lang-en', languageName: 'English', languageStatus: 'Active' };
const HINDI = { languageID: 'lang-hi', languageName: 'Hindi', languageStatus: 'Active' };
const event = {
  eventID: 'e-1',
  eventTitle: 'Flood relief rally',
  eventDetails: 'At the ghats',
  languageID: 'lang-hi',
  eventKind: 'Rally',
  startsAt: '2026-12-01T10:00:00.000Z',
  endsAt: '2026-12-01T12:00:00.000Z',
  eventImage: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
};

let rec: Recorder;
const listCalls = () =>
  rec.calls.filter((call) => call.path.startsWith('/events/filter/')).map((call) => `${call.path}?${call.search}`);

const renderAppAt = (path: string) => {
  window.history.pushState({}, '', path);
  return render(<App />);
};

beforeAll(() => Promise.all([import('../layout/AppLayout'), import('../i18n/en'), import('./sectionScreens')]));

beforeEach(() => {
  signIn();
  rec = recorder();
  server.use(
    rec.on('get', '/events/filter/:status', ({ params }) =>
      HttpResponse.json({
        events: {
          events: params.status === 'upcoming' ? [event] : [],
          pagination: { totalPages: 1, totalRecords: params.status === 'upcoming' ? 1 : 0 },
        },
      }),
    ),
    rec.on('get', '/language/get/:id', ({ params }) =>
      HttpResponse.json({ languageData: params.id === 'lang-en' ? ENGLISH : HINDI }),
    ),
    rec.on('get', '/language/get', () =>
      HttpResponse.json({ languageData: { activeLanguages: [ENGLISH, HINDI], inActiveLanguages: [] } }),
    ),
    http.get(api('/admin/:id'), ({ params }) => HttpResponse.json({ admin: { roleID: params.id } })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.pushState({}, '', '/');
});

describe('the tutorial section, Events', () => {
  it('is a sidebar item whose tabs are routes, each asking for its view of the list with its own count', async () => {
    renderAppAt('/dashboard');
    const menu = await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.click(await within(menu).findByRole('menuitem', { name: 'Events' }));
    await waitFor(() => expect(window.location.pathname).toBe('/events/upcoming'));
    expect(await screen.findByRole('status', { name: '1 Upcoming Event' }, { timeout: 10_000 })).toBeInTheDocument();
    const row = (await screen.findByText('Flood relief rally')).closest('tr')!;
    expect(await within(row).findByText('Hindi')).toBeInTheDocument();
    expect(within(row).getByText('Rally')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Past' }));
    await waitFor(() => expect(window.location.pathname).toBe('/events/past'));
    expect(await screen.findByRole('status', { name: '0 Past Events' })).toBeInTheDocument();
    expect(listCalls()).toEqual(['/events/filter/upcoming?page=1&limit=10', '/events/filter/past?page=1&limit=10']);
  });

  it('filters by kind from the Add filter menu, in the query it sends', async () => {
    renderAppAt('/events/upcoming');
    await screen.findByText('Flood relief rally', {}, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Festival' }));
    await waitFor(() => expect(listCalls().at(-1)).toBe('/events/filter/upcoming?page=1&limit=10&eventKind=Festival'));
  });

  it('opens Add Event: the kind at its default, the end waiting for the start, a missing title refused before any call', async () => {
    server.use(
      rec.on('post', '/events/create', () =>
        HttpResponse.json(
          { message: 'Event added successfully', event: { ...event, eventID: 'e-2' } },
          { status: 201 },
        ),
      ),
    );
    renderAppAt('/events/upcoming');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Event' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Event' });
    expect(within(dialog).getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Press conference');
    expect(within(dialog).getByText('Choose the start first')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(writes(rec)).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/^Title/), 'Diwali festival');
    await userEvent.type(within(dialog).getByLabelText('Details'), 'Lamps on the river');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Language/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hindi' }));
    expect(writes(rec)).toEqual([]);
  });

  it('deletes an event after asking, with DELETE and its message', async () => {
    server.use(
      rec.on('delete', '/events/delete/:id', () => HttpResponse.json({ message: 'Event deleted successfully' })),
    );
    renderAppAt('/events/upcoming');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete Flood relief rally' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    expect(within(dialog).getByText(/Flood relief rally/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await findToast('Event deleted successfully')).toBeInTheDocument();
    expect(writes(rec).map(({ method, path }) => ({ method, path }))).toEqual([
      { method: 'DELETE', path: '/events/delete/e-1' },
    ]);
  });
});
