import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AuditRepository } from '../src/audit/audit.repository.js';
import { selectRows } from '../src/db/client.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { makeAdmin, makePost } from './helpers/factories.js';

/**
 * Issue 28: the Activity list's totalRecords (summed from audit_tallies over whole days, counted entry by entry at
 * the ends of a time range) equals the number of entries each filter matches.
 */
let t: TestApp;
let other: { id: string; mobileNumber: string; auth: { authorization: string } };
beforeAll(async () => {
  t = await createTestApp();
  const admin = await makeAdmin(t.db, { firstName: 'Ravi' });
  other = { ...admin, auth: { authorization: `Bearer ${await t.app.issueToken(admin, '127.0.0.1')}` } };
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Today's start in UTC, the days the tallies count in. */
const today = new Date(Math.floor(Date.now() / DAY) * DAY);
const at = (days: number, hours = 0) => new Date(today.getTime() + days * DAY + hours * HOUR);
const FAILED_MOBILE = '5550001111';

/** A date alone, as the Activity filter sends it: the local day (the server's time zone). */
const localDay = (time: Date) =>
  `${time.getFullYear()}-${String(time.getMonth() + 1).padStart(2, '0')}-${String(time.getDate()).padStart(2, '0')}`;
const localMidnight = (time: Date, days = 0) => new Date(time.getFullYear(), time.getMonth(), time.getDate() + days);

interface Range {
  query: { from?: string; to?: string };
  from?: Date;
  to?: Date;
}
const iso = (from?: Date, to?: Date): Range => ({
  query: { ...(from && { from: from.toISOString() }), ...(to && { to: to.toISOString() }) },
  from,
  to,
});

const ranges = (): Range[] => [
  { query: {} },
  iso(at(-3)), // from a day's start (UTC) on: whole days only
  iso(at(-4, 5), at(-1, 7)), // parts of days at both ends
  iso(at(-2, 3), at(-2, 9)), // within one day
  iso(undefined, at(-1, 0.5)),
  iso(at(0, 0.001)), // today after its first instant
  iso(at(-1), at(-3)), // backwards: nothing
  {
    query: { from: localDay(at(-5, 12)), to: localDay(at(-2, 12)) },
    from: localMidnight(at(-5, 12)),
    to: localMidnight(at(-2, 12), 1),
  },
  { query: { to: localDay(at(-1, 12)) }, to: localMidnight(at(-1, 12), 1) },
];

interface Row {
  /** As node-postgres answers a raw query's timestamp through drizzle: text. */
  at: string;
  resource: string;
  action: string;
  actor_id: string | null;
  actor_mobile: string | null;
}

const total = async (query: Record<string, string>) => {
  const res = await t.request({ method: 'GET', url: `/api/audit?${new URLSearchParams({ ...query, limit: '1' })}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().audit.pagination.totalRecords as number;
};

/**
 * Every filter combination without recordId (resource, action, actor by id and by mobile number, time ranges) with
 * the list's total and the number of entries it matches, counted here from the rows; the caller expects them equal.
 */
const totalsAndCounts = async () => {
  const rows = await selectRows<Row>(t.db, sql`select at, resource, action, actor_id, actor_mobile from audit_entries`);
  const found: { query: Record<string, string>; total: number; count: number }[] = [];
  for (const resource of [undefined, 'posts', 'languages']) {
    for (const action of [undefined, 'update', 'create']) {
      for (const actor of [undefined, t.admin.id, other.id, other.mobileNumber, FAILED_MOBILE]) {
        for (const range of ranges()) {
          const query = {
            ...(resource && { resource }),
            ...(action && { action }),
            ...(actor && { actor }),
            ...range.query,
          };
          const count = rows.filter(
            (row) =>
              (!resource || row.resource === resource) &&
              (!action || row.action === action) &&
              (!actor || row.actor_id === actor || row.actor_mobile === actor) &&
              (!range.from || new Date(row.at) >= range.from) &&
              (!range.to || new Date(row.at) < range.to),
          ).length;
          found.push({ query, total: await total(query), count });
        }
      }
    }
  }
  return found;
};

/** `kinds`: at least this many different counts, so the filters did select (not all the whole log or nothing). */
const expectExactTotals = async (kinds: number) => {
  const found = await totalsAndCounts();
  expect(found.filter(({ total, count }) => total !== count)).toEqual([]);
  expect(new Set(found.map(({ count }) => count)).size).toBeGreaterThanOrEqual(kinds);
};

/** Writes through the API, all at once: updates and creates by two admins, and failed sign-ins. */
const writeConcurrently = async (posts: { id: string }[], round: string) => {
  const writes = posts.flatMap((post, n) => [
    t.request({ method: 'PUT', url: `/api/posts/update/${post.id}`, payload: { postTitle: `${round} ${n}` } }),
    t.request({
      method: 'PUT',
      url: `/api/posts/update/${post.id}`,
      headers: other.auth,
      payload: { postDescription: `${round} by Ravi ${n}` },
    }),
    t.request({
      method: 'POST',
      url: '/api/language/create',
      headers: n % 2 ? other.auth : {},
      payload: { languageName: `${round} ${n}` },
    }),
    t.app.inject({ method: 'POST', url: '/api/login', payload: { mobileNumber: FAILED_MOBILE, password: 'wrong' } }),
  ]);
  const answers = await Promise.all(writes);
  expect(answers.map((res) => res.statusCode).filter((status) => status >= 500)).toEqual([]);
  expect(answers.filter((res) => res.statusCode === 200 || res.statusCode === 201)).toHaveLength(posts.length * 3);
};

it('equals the entries each filter matches over whole days, parts of days and concurrent writes', async () => {
  // A week of older entries, at each day's first instant and through the day; actors with an account, a failed
  // sign-in's number, none.
  await t.db.execute(sql`
    insert into audit_entries (at, actor_id, actor_name, actor_mobile, action, resource, record_ids, changes)
    select ${at(-6).toISOString()}::timestamptz + (g / 10) * interval '1 day' + (g % 10) * interval '150 minutes',
           (array[${t.admin.id}, ${other.id}, null, null])[1 + g % 4]::uuid,
           (array['Ada Admin', 'Ravi Admin', null, null])[1 + g % 4],
           (array[${t.admin.mobileNumber}, ${other.mobileNumber}, ${FAILED_MOBILE}, null])[1 + g % 4],
           (array['update', 'create', 'signInFailed', 'status', 'update', 'create', 'signInFailed'])[1 + g % 7],
           (array['posts', 'languages', 'account'])[1 + g % 3],
           array['record-' || g], '[]'::jsonb
    from generate_series(0, 59) g`);
  const posts = await Promise.all([makePost(t.db), makePost(t.db), makePost(t.db), makePost(t.db)]);
  await writeConcurrently(posts, 'First');
  await writeConcurrently(posts, 'Second');
  await expectExactTotals(20);
});

it('equals them after a purge, in batches, of whole days and part of a day', async () => {
  const before = await total({});
  const cutoff = at(-3, 4);
  const [{ older }] = await selectRows<{ older: number }>(
    t.db,
    sql`select count(*)::int as older from audit_entries where at < ${cutoff.toISOString()}::timestamptz`,
  );
  expect(older).toBeGreaterThan(20);
  expect(await new AuditRepository(t.db).purgeOlderThan(cutoff, 7)).toBe(older);
  expect(await total({})).toBe(before - older);
  await expectExactTotals(20);
  // The days purged whole leave no tally rows behind.
  const left = await selectRows(
    t.db,
    sql`select * from audit_tallies where day < ${at(-3).toISOString().slice(0, 10)}::date`,
  );
  expect(left).toEqual([]);
});

it('equals them after today is purged up to a moment between concurrent writes', async () => {
  const posts = await Promise.all([makePost(t.db), makePost(t.db), makePost(t.db)]);
  await writeConcurrently(posts, 'Third');
  const [{ now }] = await selectRows<{ now: string }>(t.db, sql`select clock_timestamp() as now`);
  await writeConcurrently(posts, 'Fourth');
  await new AuditRepository(t.db).purgeOlderThan(new Date(now));
  await expectExactTotals(4);
  expect(await total({ action: 'create', actor: other.id })).toBeGreaterThan(0);
});
