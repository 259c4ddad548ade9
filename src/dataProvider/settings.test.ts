import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recorder, type Recorder } from '../test/calls';
import { ADMIN, signIn } from '../test/render';
import { server } from '../test/server';
import { createDataProvider, isFailedList, type AppDataProvider } from './index';

const AUTH = `Bearer ${ADMIN.token}`;
const sort = { field: 'id', order: 'ASC' as const };
const pagination = { page: 1, perPage: 100 };

let rec: Recorder;
let provider: AppDataProvider;

beforeEach(() => {
  signIn();
  rec = recorder();
  provider = createDataProvider();
});

describe('reporterTickets (three groups in one call)', () => {
  const ticket = (id: string) => ({ reporterTicketID: id, description: id });
  const answer = () =>
    HttpResponse.json({
      reporterTicketsList: {
        inProgressTickets: [ticket('a')],
        underReviewTickets: [ticket('b'), ticket('c')],
        resolvedTickets: [],
      },
    });

  it('picks the group by the filter status and sends one call for the three groups', async () => {
    server.use(rec.on('get', '/reporter/tickets/get', answer));
    const groups = await Promise.all(
      ['in progress', 'underReview', 'resolved'].map((status) =>
        provider.getList('reporterTickets', { pagination, sort, filter: { status } }),
      ),
    );
    expect(groups.map(({ data }) => data.map((row) => row.id))).toEqual([['a'], ['b', 'c'], []]);
    expect(rec.calls).toEqual([
      { method: 'GET', path: '/reporter/tickets/get', search: '', auth: AUTH, body: undefined },
    ]);
  });

  it('marks the list as not loaded, rather than as no tickets, when the call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(rec.on('get', '/reporter/tickets/get', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const answer = await provider.getList('reporterTickets', { pagination, sort, filter: { status: 'in progress' } });
    expect(isFailedList(answer.meta)).toBe(true);
  });

  it('moves a ticket with PUT /reporter/ticket/{id}', async () => {
    server.use(
      rec.on('put', '/reporter/ticket/:id', () => HttpResponse.json({ message: 'Ticket updated successfully' })),
    );
    await provider.update('reporterTickets', {
      id: 't-1',
      data: { reporterTicketStatus: 'resolved' },
      previousData: { id: 't-1' },
      meta: { call: 'status' },
    });
    expect(rec.calls).toEqual([
      {
        method: 'PUT',
        path: '/reporter/ticket/t-1',
        search: '',
        auth: AUTH,
        body: { reporterTicketStatus: 'resolved' },
      },
    ]);
  });
});

describe("dosAndDonts (the platform's one page)", () => {
  const page = { dosAndDontID: 'd-1', title: 'T', points: ['p'], updatedAt: '2026-11-02T10:00:00.000Z' };

  it('reads the page as a list of one, or of none before it exists', async () => {
    server.use(rec.on('get', '/dosAndDonts/get', () => HttpResponse.json({ dosAndDontData: page })));
    expect(await provider.getList('dosAndDonts', { pagination, sort, filter: {} })).toEqual({
      data: [{ ...page, id: 'd-1' }],
      total: 1,
    });
    server.use(rec.on('get', '/dosAndDonts/get', () => HttpResponse.json({ dosAndDontData: null })));
    expect(await provider.getList('dosAndDonts', { pagination, sort, filter: {} })).toEqual({ data: [], total: 0 });
  });

  it('creates with POST /dosAndDonts/create and updates with the version read', async () => {
    server.use(
      rec.on('post', '/dosAndDonts/create', () => HttpResponse.json({ dosAndDontData: page }, { status: 201 })),
      rec.on('put', '/dosAndDonts/update/:id', () => HttpResponse.json({ dosAndDontData: page })),
    );
    const created = await provider.create('dosAndDonts', { data: { title: 'T', points: ['p'] } });
    expect(created.data.id).toBe('d-1');
    await provider.update('dosAndDonts', {
      id: 'd-1',
      data: { title: 'U', points: ['q'] },
      previousData: { ...page, id: 'd-1' },
    });
    expect(rec.calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/dosAndDonts/create', body: { title: 'T', points: ['p'] } },
      {
        method: 'PUT',
        path: '/dosAndDonts/update/d-1',
        body: { title: 'U', points: ['q'], updatedAt: page.updatedAt },
      },
    ]);
  });
});
