import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredResources } from '#contract/resources/index';
import { events } from './fixtures/events.js';
import { makePng, multipart } from './helpers/files.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { createDeclaredTables } from './helpers/declared-tables.js';

/**
 * docs/adding-a-resource.md's tutorial, one declaration file and its migration, serves what the tutorial promises:
 * two tabs of the list by time, search, filters by a reference and a choice, the choice's default, the date range's
 * rule, a missing reference, an image, delete with its audit entry, and operations named in the OpenAPI document.
 */
let t: TestApp;
let english: string;
let hindi: string;

const day = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(Date.now() + days * day).toISOString();

const language = async (languageName: string) => {
  const res = await t.request({ method: 'POST', url: '/api/language/create', payload: { languageName } });
  return res.json().languageData.languageID as string;
};

const create = (payload: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: '/api/events/create',
    payload: { eventTitle: 'An event', languageID: english, startsAt: at(1), endsAt: at(2), ...payload },
  });

const titles = async (view: string, query = '') => {
  const res = await t.request({ method: 'GET', url: `/api/events/filter/${view}${query}` });
  expect(res.statusCode).toBe(200);
  return (res.json().events.events as { eventTitle: string }[]).map((row) => row.eventTitle).sort();
};

beforeAll(async () => {
  t = await createTestApp({ declarations: [...declaredResources, events] });
  await createDeclaredTables(t.db, [events]);
  english = await language('English');
  hindi = await language('Hindi');
  for (const payload of [
    { eventTitle: 'Flood relief rally', eventKind: 'Rally' },
    { eventTitle: 'Diwali festival', eventKind: 'Festival', languageID: hindi },
    { eventTitle: 'Budget briefing', startsAt: at(-3), endsAt: at(-2) },
  ])
    expect((await create(payload)).statusCode).toBe(201);
});
afterAll(() => t?.close());

describe('the tutorial section, Events', () => {
  it('lists its two tabs by the time of the call, searched and filtered by a reference and a choice', async () => {
    expect(await titles('upcoming')).toEqual(['Diwali festival', 'Flood relief rally']);
    expect(await titles('past')).toEqual(['Budget briefing']);
    expect(await titles('upcoming', '?search=flood')).toEqual(['Flood relief rally']);
    expect(await titles('upcoming', `?languageID=${hindi}`)).toEqual(['Diwali festival']);
    expect(await titles('All', '?eventKind=Press%20conference')).toEqual(['Budget briefing']);
  });

  it('answers each broken rule with its message and saves nothing', async () => {
    const broken = [
      [{ eventTitle: '' }, 'Title is required'],
      [{ languageID: '00000000-0000-4000-8000-000000000000' }, 'Language not found'],
      [{ eventKind: 'Picnic' }, 'Kind must be Press conference, Rally or Festival'],
      [{ startsAt: at(2), endsAt: at(1) }, 'End must be after the start'],
    ] as const;
    for (const [payload, message] of broken) {
      const res = await create(payload);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
    }
    expect(await titles('All')).toHaveLength(3);
  });

  it('takes an image, and deletes an event with its image and an audit entry of what it was', async () => {
    const { event } = (await create({ eventTitle: 'To delete' })).json();
    const upload = await t.request({
      method: 'PUT',
      url: `/api/events/image/${event.eventID}`,
      ...(await multipart({ eventImage: { content: await makePng(), filename: 'a.png', contentType: 'image/png' } })),
    });
    expect(upload.statusCode).toBe(201);
    const image = new URL(upload.json().eventImage).pathname;
    expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(200);

    const deleted = await t.request({ method: 'DELETE', url: `/api/events/delete/${event.eventID}` });
    expect({ status: deleted.statusCode, body: deleted.json() }).toEqual({
      status: 200,
      body: { message: 'Event deleted successfully' },
    });
    expect((await t.request({ method: 'GET', url: `/api/events/get/${event.eventID}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(404);
    const [entry] = (await t.request({ method: 'GET', url: `/api/audit?recordId=${event.eventID}` })).json().audit
      .entries;
    expect(entry).toMatchObject({ action: 'delete', resource: 'events', recordIds: [event.eventID] });
    expect(entry.changes).toEqual(expect.arrayContaining([{ field: 'eventTitle', before: 'To delete', after: null }]));
  });

  it('names its calls in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operations = Object.values(document.paths as Record<string, Record<string, { operationId: string }>>)
      .flatMap((methods) => Object.values(methods))
      .map((operation) => operation.operationId);
    expect(operations).toEqual(
      expect.arrayContaining([
        'listEvents',
        'getEvent',
        'createEvent',
        'updateEvent',
        'deleteEvent',
        'uploadEventImage',
      ]),
    );
  });
});
