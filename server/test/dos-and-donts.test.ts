import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.js';

/** The page is one per platform, so these tests run in order against one app: empty, created, then edited. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const page = {
  title: "  Do's and Don'ts for reporters ",
  points: ['  Verify every fact with two sources. ', 'Never publish a minor’s name.'],
};
const dto = {
  dosAndDontID: expect.any(String),
  title: "Do's and Don'ts for reporters",
  points: ['Verify every fact with two sources.', 'Never publish a minor’s name.'],
  createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
  updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
};

const invalidBodies: [string, Record<string, unknown>, string][] = [
  ['no title', { points: ['A point'] }, "Do's and Don'ts Title is required"],
  ['a blank title', { title: '   ', points: ['A point'] }, "Do's and Don'ts Title is required"],
  ['a 201-character title', { title: 't'.repeat(201), points: ['A point'] }, 'Maximum 200 characters allowed'],
  ['no points', { title: 'Rules' }, 'Point is required'],
  ['an empty point list', { title: 'Rules', points: [] }, 'Point is required'],
  ['a blank point', { title: 'Rules', points: ['First', '   '] }, 'Point is required'],
  [
    '2001 characters of points',
    { title: 'Rules', points: ['a'.repeat(1000), 'b'.repeat(1001)] },
    'Total character limit exceeded! (2001/2000)',
  ],
];

const read = () => t.request({ method: 'GET', url: '/api/dosAndDonts/get' });

describe("Do's and Don'ts", () => {
  it('reads null before anything is created', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ dosAndDontData: null });
  });

  it.each(invalidBodies)('refuses a create with %s and creates nothing', async (_case, payload, message) => {
    const response = await t.request({ method: 'POST', url: '/api/dosAndDonts/create', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect((await read()).json()).toEqual({ dosAndDontData: null });
  });

  it('creates the page with 201, trimming the title and points, and reads it back', async () => {
    const created = await t.request({ method: 'POST', url: '/api/dosAndDonts/create', payload: page });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ message: "Do's and Dont's added successfully", dosAndDontData: dto });

    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ dosAndDontData: created.json().dosAndDontData });
  });

  it('refuses a second page with 409', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/dosAndDonts/create',
      payload: { title: 'Another', points: ['Another point'] },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: "Do's and Don'ts already exist; edit them instead" });
    expect((await read()).json().dosAndDontData.title).toBe("Do's and Don'ts for reporters");
  });

  it.each(invalidBodies)('refuses an update with %s and changes nothing', async (_case, payload, message) => {
    const before = (await read()).json().dosAndDontData;
    const response = await t.request({ method: 'PUT', url: `/api/dosAndDonts/update/${before.dosAndDontID}`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect((await read()).json().dosAndDontData).toEqual(before);
  });

  it('updates the page with 200, accepting exactly 2000 characters of points', async () => {
    const { dosAndDontID } = (await read()).json().dosAndDontData;
    const points = ['a'.repeat(1000), ` ${'b'.repeat(1000)} `];
    const response = await t.request({
      method: 'PUT',
      url: `/api/dosAndDonts/update/${dosAndDontID}`,
      payload: { title: 'House rules', points },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: "Do's and Dont's updated successfully",
      dosAndDontData: { ...dto, dosAndDontID, title: 'House rules', points: ['a'.repeat(1000), 'b'.repeat(1000)] },
    });
    expect((await read()).json()).toEqual({ dosAndDontData: response.json().dosAndDontData });
  });

  it.each([UNKNOWN_ID, 'not-an-id'])('answers 404 when updating unknown id %s', async (id) => {
    const response = await t.request({
      method: 'PUT',
      url: `/api/dosAndDonts/update/${id}`,
      payload: { title: 'Rules', points: ['A point'] },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Do's and Don'ts not found" });
  });

  it('needs a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/dosAndDonts/get'],
      ['POST', '/api/dosAndDonts/create'],
      ['PUT', `/api/dosAndDonts/update/${UNKNOWN_ID}`],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: { title: 'Rules', points: ['A point'] } });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe("Do's and Don'ts created twice at once", () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(() => fresh.close());

  it('keeps exactly one page: one create wins with 201, the other gets 409', async () => {
    const responses = await Promise.all(
      [1, 2, 3].map((n) =>
        fresh.request({
          method: 'POST',
          url: '/api/dosAndDonts/create',
          payload: { title: `Page ${n}`, points: ['Point'] },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    const winner = responses.find((response) => response.statusCode === 201)!.json().dosAndDontData;
    const stored = await fresh.request({ method: 'GET', url: '/api/dosAndDonts/get' });
    expect(stored.json()).toEqual({ dosAndDontData: winner });
  });
});
