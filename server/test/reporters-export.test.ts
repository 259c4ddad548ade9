import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportersCsv } from '../src/reporters/export.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { makeAdmin, makeReporter } from './helpers/factories.js';
import { makeReporters } from './helpers/reporters-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HEADER = 'firstName,middleName,lastName,email,mobileNumber,role,status';

/** A word no other test uses, so a search for it isolates one test's reporters. */
const tag = () => `z${randomUUID().replace(/-/g, '').slice(0, 12)}`;

const exportCsv = (status: string, query = '', headers?: Record<string, string>) =>
  t.request({ method: 'GET', url: `/api/reporters/export/${status}${query}`, headers });

/** The CSV's records (header row first), parsed back as a spreadsheet app would read them. */
const recordsOf = (body: string) => {
  const parsed = Papa.parse<string[]>(body, { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
};

const emailsOf = (body: string) =>
  recordsOf(body)
    .slice(1)
    .map((record) => record[3]);

/** Every page of the list call with this query, in its order. */
const listEmails = async (status: string, query: string) => {
  const emails: string[] = [];
  for (let page = 1; ; page += 1) {
    const response = await t.request({
      method: 'GET',
      url: `/api/reporters/get/${status}?${query}&limit=100&page=${page}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { reporters, pagination } = response.json().reporters;
    emails.push(...reporters.map((reporter: { email: string }) => reporter.email));
    if (page >= pagination.totalPages) return emails;
  }
};

describe('GET /reporters/export/:status', () => {
  it('answers a Reporters.csv attachment: the header row, then one row per reporter in the list order', async () => {
    const word = tag();
    const older = await makeReporter(t.db, {
      firstName: 'Asha',
      middleName: 'K',
      lastName: 'Menon',
      email: `asha.${word}@example.com`,
      role: 'GuestReporter',
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await makeReporter(t.db, { firstName: 'Ravi', lastName: 'Das', email: `ravi.${word}@example.com` });
    // Neither another status nor an admin is exported.
    await makeReporter(t.db, { status: 'Inactive', email: `inactive.${word}@example.com` });
    await makeAdmin(t.db, { email: `admin.${word}@example.com` });

    const response = await exportCsv('Active', `?search=${word}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Reporters.csv"');
    expect(response.body).toBe(
      [
        HEADER,
        `Ravi,,Das,ravi.${word}@example.com,${newer.mobileNumber},Reporter,Active`,
        `Asha,K,Menon,asha.${word}@example.com,${older.mobileNumber},GuestReporter,Active`,
        '',
      ].join('\r\n'),
    );
  });

  it('answers only the header row when no reporter matches', async () => {
    const response = await exportCsv('Trash', `?search=${tag()}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(`${HEADER}\r\n`);
  });

  it('quotes cells holding commas, quotes and line breaks, so they read back unchanged', async () => {
    const word = tag();
    const reporter = await makeReporter(t.db, {
      firstName: 'Ravi, Jr.',
      middleName: 'Says "hi"',
      lastName: 'Line one\nline two\r\nthree',
      email: `quoted.${word}@example.com`,
    });
    const response = await exportCsv('Active', `?search=${word}`);
    expect(response.body).toBe(
      `${HEADER}\r\n"Ravi, Jr.","Says ""hi""","Line one\nline two\r\nthree",quoted.${word}@example.com,${reporter.mobileNumber},Reporter,Active\r\n`,
    );
    expect(recordsOf(response.body)[1]).toEqual([
      'Ravi, Jr.',
      'Says "hi"',
      'Line one\nline two\r\nthree',
      `quoted.${word}@example.com`,
      reporter.mobileNumber,
      'Reporter',
      'Active',
    ]);
  });

  it('puts a single quote before a cell that a spreadsheet would run as a formula, multi-line ones too', async () => {
    const word = tag();
    const reporter = await makeReporter(t.db, {
      firstName: '=HYPERLINK("http://evil.example","Click")',
      middleName: '+1+2',
      lastName: '-2+3',
      email: `@${word}@example.com`,
    });
    const tabbed = await makeReporter(t.db, {
      firstName: '\t=1+1',
      middleName: '=1+1\nsecond line',
      lastName: 'Safe = not a formula',
      email: `tab.${word}@example.com`,
      createdAt: new Date(Date.now() - 60_000),
    });
    const response = await exportCsv('Active', `?search=${word}`);
    expect(response.body).toBe(
      [
        HEADER,
        `"'=HYPERLINK(""http://evil.example"",""Click"")","'+1+2","'-2+3","'@${word}@example.com",${reporter.mobileNumber},Reporter,Active`,
        `"'\t=1+1","'=1+1\nsecond line",Safe = not a formula,tab.${word}@example.com,${tabbed.mobileNumber},Reporter,Active`,
        '',
      ].join('\r\n'),
    );
  });

  describe('filters exactly like the list call', () => {
    let word: string;
    beforeAll(async () => {
      word = tag();
      const base = Date.now() - 100_000;
      for (const [i, [role, status, name]] of (
        [
          ['Reporter', 'Active', 'alpha'],
          ['GuestReporter', 'Active', 'alpha'],
          ['Reporter', 'Active', 'beta'],
          ['GuestReporter', 'Active', 'beta'],
          ['Reporter', 'Inactive', 'alpha'],
          ['GuestReporter', 'Trash', 'beta'],
          ['Reporter', 'Pending', 'alpha'],
        ] as const
      ).entries()) {
        await makeReporter(t.db, {
          role,
          status,
          lastName: `${name}${word}`,
          email: `${name}.${i}.${word}@example.com`,
          createdAt: new Date(base + i * 1000),
        });
      }
    });

    it.each([
      ['Active', '', 4],
      ['active', '', 4],
      ['Active', '&roleType=Reporter', 2],
      ['Active', '&roleType=GuestReporter', 2],
      ['Active', '&roleType=Guest%20Reporter', 2],
      ['Active', '&roleType=Reporter,GuestReporter', 4],
      ['Active', '&roleType=Reporter&roleType=GuestReporter', 4],
      ['Active', `&roleType=${encodeURIComponent('["GuestReporter"]')}`, 2],
      ['Active', '&roleType=', 4],
      ['Inactive', '', 1],
      ['TRASH', '', 1],
      ['Pending', '', 1],
    ])('%s with %s', async (status, roleQuery, expected) => {
      for (const search of [word, `ALPHA${word.toUpperCase()}`, ` beta${word} `]) {
        const query = `search=${encodeURIComponent(search)}${roleQuery}`;
        const response = await exportCsv(status, `?${query}`);
        expect(response.statusCode).toBe(200);
        const emails = emailsOf(response.body);
        expect(emails).toEqual(await listEmails(status, query));
        if (search === word) expect(emails).toHaveLength(expected);
      }
    });

    it.each([
      ['Deleted', '', 'Status must be one of Active, Pending, Inactive, Trash'],
      ['Active', '&roleType=Admin', 'Role type must be Reporter or GuestReporter'],
      ['Active', `&roleType=${encodeURIComponent('[not json')}`, 'Role type must be Reporter or GuestReporter'],
    ])('answers 400 like the list call for %s%s', async (status, query, message) => {
      for (const response of [
        await exportCsv(status, `?search=${word}${query}`),
        await t.request({ method: 'GET', url: `/api/reporters/get/${status}?search=${word}${query}` }),
      ]) {
        expect(response.statusCode).toBe(400);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toEqual({ message });
      }
    });
  });

  it('needs the admin token', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/reporters/export/Active' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Token Not Found' });

    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/reporters/export/Active',
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ message: 'Invalid token' });

    const reporterToken = await t.app.issueToken(await makeReporter(t.db), '127.0.0.1');
    const reporter = await t.app.inject({
      method: 'GET',
      url: '/api/reporters/export/Active',
      headers: { authorization: `Bearer ${reporterToken}` },
    });
    expect(reporter.statusCode).toBe(403);
    expect(reporter.json()).toEqual({ message: 'Access denied: Only Admin is allowed' });
  });

  it('exports every one of 5,000 reporters once, in the list order, across batches that split equal times', async () => {
    const word = tag();
    // Groups of three share a created_at, so the 1,000-row batch boundaries fall inside groups.
    await makeReporters(t.db, 5000, { lastName: word, tiesOf: 3 });
    await makeReporters(t.db, 10, { lastName: `${word}x`, status: 'Inactive' });

    const response = await exportCsv('Active', `?search=${word}`);
    expect(response.statusCode).toBe(200);
    const records = recordsOf(response.body);
    expect(records[0].join(',')).toBe(HEADER);
    expect(records).toHaveLength(5001);
    const emails = records.slice(1).map((record) => record[3]);
    expect(new Set(emails).size).toBe(5000);
    expect(emails.every((email) => email.startsWith(`${word}.`) && email.endsWith('@bulk.example'))).toBe(true);
    expect(records.slice(1).every((record) => record[6] === 'Active')).toBe(true);
    expect(emails).toEqual(await listEmails('Active', `search=${word}`));
  }, 120_000);

  it('gives the same file whatever the batch size, since each batch starts after the last row read', async () => {
    const word = tag();
    await makeReporters(t.db, 23, { lastName: word, tiesOf: 4 });
    const read = async (batchSize: number) => {
      let text = '';
      for await (const chunk of reportersCsv(t.db, 'Active', { search: word }, new Set(), batchSize)) text += chunk;
      return text;
    };
    const whole = (await exportCsv('Active', `?search=${word}`)).body;
    expect(recordsOf(whole)).toHaveLength(24);
    for (const batchSize of [1, 2, 3, 4, 5, 22, 23, 24])
      expect(await read(batchSize), `batch ${batchSize}`).toBe(whole);
  });

  it('is described in the API docs', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = spec.paths['/api/reporters/export/{status}'].get;
    expect(operation.tags).toEqual(['Reporters']);
    expect(operation.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['roleType', 'search', 'status']);
    expect(operation.description).toContain('single quote');
    expect(Object.keys(operation.responses['200'].content)).toEqual(['text/csv']);
  });
});
