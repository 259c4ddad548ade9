import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';
import { makeReporter, makeTicket } from './helpers/factories.js';
import type { TicketStatus } from '../src/db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);

const listTickets = async (query = '') => {
  const response = await t.request({ method: 'GET', url: `/api/reporter/tickets/get${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().reporterTicketsList as Record<
    string,
    { reporterTicketID: string; reporterTicketStatus: string }[]
  >;
};

const idsOf = (tickets: { reporterTicketID: string }[]) => tickets.map((ticket) => ticket.reporterTicketID);

const move = (id: string, reporterTicketStatus?: unknown) =>
  t.request({
    method: 'PUT',
    url: `/api/reporter/ticket/${id}`,
    payload: reporterTicketStatus === undefined ? {} : { reporterTicketStatus },
  });

const statusOf = async (id: string) => {
  const groups = await listTickets('?limit=500');
  const found = Object.values(groups)
    .flat()
    .find((ticket) => ticket.reporterTicketID === id);
  return found?.reporterTicketStatus;
};

describe('GET /reporter/tickets/get', () => {
  it('groups tickets by status, newest first, with the reporter as the roleID object', async () => {
    const reporter = await makeReporter(t.db, {
      firstName: 'Sana',
      lastName: 'Sheikh',
      profilePicKey: 'profiles/sana.png',
    });
    const older = await makeTicket(t.db, { reporterId: reporter.id, createdAt: secondsAgo(60) });
    const newer = await makeTicket(t.db, {
      reporterId: reporter.id,
      description: 'Upload fails on 4G',
      imageKey: 'tickets/screen.png',
      createdAt: secondsAgo(10),
    });
    const review = await makeTicket(t.db, { reporterId: reporter.id, status: 'underReview' });
    const resolved = await makeTicket(t.db, { reporterId: reporter.id, status: 'resolved' });

    const groups = await listTickets();
    expect(Object.keys(groups).sort()).toEqual(['inProgressTickets', 'resolvedTickets', 'underReviewTickets']);
    expect(idsOf(groups.inProgressTickets)).toEqual([newer.id, older.id]);
    expect(idsOf(groups.underReviewTickets)).toEqual([review.id]);
    expect(idsOf(groups.resolvedTickets)).toEqual([resolved.id]);
    expect(groups.inProgressTickets[0]).toEqual({
      reporterTicketID: newer.id,
      description: 'Upload fails on 4G',
      ticketImageURL: expect.stringMatching(/^https?:\/\/.+\/media\/tickets\/screen\.png$/),
      reporterTicketStatus: 'in progress',
      roleID: {
        roleID: reporter.id,
        profilePic: expect.stringMatching(/^https?:\/\/.+\/media\/profiles\/sana\.png$/),
        firstName: 'Sana',
        lastName: 'Sheikh',
      },
      createdAt: newer.createdAt.toISOString(),
      updatedAt: newer.updatedAt.toISOString(),
    });
    expect(groups.inProgressTickets[1]).toMatchObject({ ticketImageURL: null, reporterTicketStatus: 'in progress' });
    expect(groups.underReviewTickets[0].reporterTicketStatus).toBe('underReview');
    expect(groups.resolvedTickets[0].reporterTicketStatus).toBe('resolved');
  });

  it('caps each group at the limit, keeping the newest', async () => {
    const fresh = [];
    for (let i = 0; i < 3; i += 1)
      fresh.push(await makeTicket(t.db, { status: 'resolved', createdAt: new Date(Date.now() + (i + 1) * 1000) }));
    const groups = await listTickets('?limit=2');
    expect(idsOf(groups.resolvedTickets)).toEqual([fresh[2].id, fresh[1].id]);
    for (const group of Object.values(groups)) expect(group.length).toBeLessThanOrEqual(2);
  });

  it.each(['limit=0', 'limit=501', 'limit=abc'])('answers 400 for %s', async (query) => {
    const response = await t.request({ method: 'GET', url: `/api/reporter/tickets/get?${query}` });
    expect(response.statusCode).toBe(400);
  });
});

describe('PUT /reporter/ticket/:id', () => {
  it.each([
    ['in progress', 'underReview'],
    ['in progress', 'resolved'],
    ['underReview', 'resolved'],
  ] as const)('moves a ticket from %s to %s', async (from, to) => {
    const ticket = await makeTicket(t.db, { status: from, createdAt: secondsAgo(5), updatedAt: secondsAgo(5) });
    const response = await move(ticket.id, to);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      message: 'Ticket updated successfully',
      reporterTicket: {
        reporterTicketID: ticket.id,
        description: ticket.description,
        ticketImageURL: null,
        reporterTicketStatus: to,
        roleID: { roleID: ticket.reporterId, profilePic: null, firstName: 'Riya', lastName: 'Reporter' },
        createdAt: ticket.createdAt.toISOString(),
        updatedAt: expect.any(String),
      },
    });
    expect(new Date(body.reporterTicket.updatedAt).getTime()).toBeGreaterThan(ticket.updatedAt.getTime());
    expect(await statusOf(ticket.id)).toBe(to);
  });

  it.each([
    ['underReview', 'in progress'],
    ['resolved', 'in progress'],
    ['resolved', 'underReview'],
    ['in progress', 'in progress'],
    ['underReview', 'underReview'],
    ['resolved', 'resolved'],
  ] as const)('refuses %s to %s with 409 and changes nothing', async (from, to) => {
    const ticket = await makeTicket(t.db, { status: from });
    const response = await move(ticket.id, to);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: `Ticket cannot move from ${from} to ${to}` });
    expect(await statusOf(ticket.id)).toBe(from);
  });

  it.each([
    ['in progress', 'in progress'],
    ['inProgress', 'in progress'],
    ['In Progress', 'in progress'],
    ['under review', 'underReview'],
    ['Resolved', 'resolved'],
  ])('reads %s as %s', async (sent, meant) => {
    const ticket = await makeTicket(t.db, { status: 'underReview' });
    const response = await move(ticket.id, sent);
    if (meant === 'resolved') {
      expect(response.statusCode).toBe(200);
      expect(response.json().reporterTicket.reporterTicketStatus).toBe('resolved');
    } else {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: `Ticket cannot move from underReview to ${meant}` });
    }
  });

  it('walks a ticket in progress → underReview → resolved and then keeps it closed', async () => {
    const ticket = await makeTicket(t.db);
    expect((await move(ticket.id, 'underReview')).statusCode).toBe(200);
    expect((await move(ticket.id, 'resolved')).statusCode).toBe(200);
    const reopen = await move(ticket.id, 'inProgress');
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json()).toEqual({ message: 'Ticket cannot move from resolved to in progress' });
  });

  it.each([undefined, '', 'closed', 'done'])('answers 400 for status %j and changes nothing', async (status) => {
    const ticket = await makeTicket(t.db);
    const response = await move(ticket.id, status);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Ticket status must be one of in progress, underReview, resolved' });
    expect(await statusOf(ticket.id)).toBe('in progress' satisfies TicketStatus);
  });

  it.each([UNKNOWN_ID, 'not-an-id'])('answers 404 for unknown id %s', async (id) => {
    const response = await move(id, 'resolved');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Ticket not found' });
  });

  it('lets only one of two simultaneous moves win', async () => {
    const ticket = await makeTicket(t.db);
    const responses = await Promise.all([move(ticket.id, 'underReview'), move(ticket.id, 'resolved')]);
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((code) => code === 200).length).toBeGreaterThanOrEqual(1);
    expect(codes.every((code) => code === 200 || code === 409)).toBe(true);
  });
});

it('needs a token', async () => {
  const ticket = await makeTicket(t.db);
  const list = await t.app.inject({ method: 'GET', url: '/api/reporter/tickets/get' });
  expect(list.statusCode).toBe(401);
  const update = await t.app.inject({
    method: 'PUT',
    url: `/api/reporter/ticket/${ticket.id}`,
    payload: { reporterTicketStatus: 'resolved' },
  });
  expect(update.statusCode).toBe(401);
  expect(await statusOf(ticket.id)).toBe('in progress');
});
