import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/client.js';
import { users } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { makeReporter } from './helpers/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What the trigger-kept counts must always equal: the users grouped live. */
const drift = () =>
  selectRows(
    t.db,
    sql`select 1 from reporter_counts c
        full join (select status, role, count(*) as total from users group by 1, 2) u using (status, role)
        where coalesce(c.total, 0) <> coalesce(u.total, 0)`,
  );

const total = async (status: string, query = '') => {
  const response = await t.request({ method: 'GET', url: `/api/reporters/get/${status}?limit=1${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().reporters.pagination.totalRecords as number;
};

const totals = async () => [
  await total('Pending'),
  await total('Active'),
  await total('Inactive'),
  await total('Trash'),
];

describe('reporter list totals', () => {
  it('stay equal to a live count through registrations, status changes, role changes and deletes', async () => {
    const before = await totals();
    const made = [
      await makeReporter(t.db, { status: 'Pending' }),
      await makeReporter(t.db, { status: 'Pending', role: 'GuestReporter' }),
      await makeReporter(t.db),
      await makeReporter(t.db),
      await makeReporter(t.db, { status: 'Inactive' }),
    ];
    expect(await totals()).toEqual([before[0] + 2, before[1] + 2, before[2] + 1, before[3]]);

    const moved = await t.request({
      method: 'PUT',
      url: '/api/reporter/status/',
      payload: { roleIDs: [made[2].id, made[3].id], status: 'Trash' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await totals()).toEqual([before[0] + 2, before[1], before[2] + 1, before[3] + 2]);

    // A change of role moves the reporter between groups; a change of anything else writes no count.
    const guests = await total('Pending', '&roleType=GuestReporter');
    await t.db.update(users).set({ role: 'GuestReporter' }).where(eq(users.id, made[0].id));
    await t.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, made[4].id));
    expect(await total('Pending', '&roleType=GuestReporter')).toBe(guests + 1);
    expect(await total('Pending', '&roleType=Reporter')).toBe(before[0] + 2 - guests - 1);
    await t.db.delete(users).where(inArray(users.id, [made[1].id, made[4].id]));
    expect(await totals()).toEqual([before[0] + 1, before[1], before[2], before[3] + 2]);
    expect(await drift()).toEqual([]);
  });

  it('count a search by the matching rows, not the status total', async () => {
    const unique = `Zephyrine${Date.now()}`;
    await makeReporter(t.db, { firstName: unique });
    await makeReporter(t.db, { firstName: unique, status: 'Inactive' });
    await makeReporter(t.db, { firstName: 'Someone' });
    expect(await total('Active', `&search=${unique.toLowerCase()}`)).toBe(1);
    expect(await total('Active')).toBeGreaterThan(1);
  });
});
