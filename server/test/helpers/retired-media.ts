import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { selectRows } from '../../src/db/client.js';
import type { TestApp } from './app.js';

/**
 * Files an upload replaced: still served, and retired, so a revert of the upload can put them back until the audit
 * retention's purge deletes them.
 */
export const expectRetired = async (t: TestApp, urls: unknown[]) => {
  const rows = await selectRows<{ key: string }>(t.db, sql`select key from retired_media`);
  const retired = new Set(rows.map((row) => row.key));
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    const { pathname } = new URL(String(url));
    expect((await t.app.inject({ method: 'GET', url: pathname })).statusCode, pathname).toBe(200);
    expect(retired.has(decodeURIComponent(pathname.replace(/^\/media\//, ''))), pathname).toBe(true);
  }
};
