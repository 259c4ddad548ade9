import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** Slots of a tally row: a writer adds to the slot of its connection, so concurrent writers rarely wait on one row. */
export const TALLY_SLOTS = 16;

/** The slot of this connection's writes: every entry of one transaction adds to the same slot. */
export const tallySlot = sql.raw(`pg_backend_pid() % ${TALLY_SLOTS}`);

/** The day (UTC) an entry counts in; `entry` names the entry's row in the statement. */
export const tallyDayOf = (entry: string) => sql.raw(`(${entry}.at at time zone 'UTC')::date`);

/**
 * The audit_tallies keys an entry counts in, as the rows (resource, action, actor_id, actor_mobile) of `keys`, a
 * lateral subquery over the entry's columns (`entry` names its row): each combination of its resource, action and
 * actor (by id, and by mobile number) with '' ("any") in the place of each; an actor only by what the entry has (a
 * failed sign-in has no id, a server's own entry neither). The row that counts every entry comes first, so every
 * writer of a slot locks that row before any other: two writers of one slot queue there instead of each holding a
 * row the other wants.
 */
export const tallyKeysOf = (entry: string): SQL => {
  const actors = [
    ["''", "''"],
    [`${entry}.actor_id::text`, "''"],
    ["''", `nullif(${entry}.actor_mobile, '')`],
  ];
  const rows = actors.flatMap(([id, mobile]) =>
    ["''", `${entry}.action`].flatMap((action) =>
      ["''", `${entry}.resource`].map((resource) => `(${resource}, ${action}, ${id}, ${mobile})`),
    ),
  );
  return sql.raw(
    `lateral (select * from (values ${rows.join(', ')}) as k (resource, action, actor_id, actor_mobile)
      where actor_id is not null and actor_mobile is not null) as keys`,
  );
};

/**
 * Counts every entry into audit_tallies again, from nothing: for entries written other than by recordAudit (the
 * benchmark's generated log, a test's entry moved back in time). Migration 0009 filled the table the same way.
 */
export const retallyAll = async (db: Db) => {
  await db.execute(sql`delete from audit_tallies`);
  await db.execute(sql`
    insert into audit_tallies (resource, action, actor_id, actor_mobile, day, slot, entries)
    select keys.resource, keys.action, keys.actor_id, keys.actor_mobile, ${tallyDayOf('e')}, 0, count(*)
    from audit_entries e cross join ${tallyKeysOf('e')}
    group by 1, 2, 3, 4, 5`);
};
