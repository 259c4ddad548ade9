import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import type { ReporterStatus, UserRole } from '../../src/db/schema.js';

/**
 * `count` reporters in one INSERT ... SELECT, for lists too large to make one by one. Reporter n (from 1) is
 * named `<lastName><n>` with the email `<lastName>.<n>@bulk.example`. Every `tiesOf` consecutive reporters share one
 * created_at, and the groups are a microsecond apart (finer than a JS Date), newest first: so reporter 1 leads the
 * list and only the id orders reporters within a group.
 */
export const makeReporters = async (
  db: Db,
  count: number,
  {
    lastName,
    status = 'Active',
    role = 'Reporter',
    tiesOf = 1,
  }: {
    lastName: string;
    status?: ReporterStatus;
    role?: UserRole;
    tiesOf?: number;
  },
) => {
  // Mobile numbers starting with 4 are not used by the other factories.
  const firstMobile = randomInt(0, 900_000_000);
  await db.execute(sql`
    insert into users (role, first_name, last_name, mobile_number, email, status, created_at)
    select ${role}, 'Bulk', ${lastName} || g, '4' || lpad((${firstMobile}::int + g)::text, 9, '0'),
           ${lastName} || '.' || g || '@bulk.example', ${status},
           timestamptz '2020-01-01 00:00:00+00' - ((g - 1) / ${tiesOf}::int) * interval '1 microsecond'
    from generate_series(1, ${count}::int) g`);
};
