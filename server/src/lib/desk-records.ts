import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DeskCapability } from '#contract/resource';

/**
 * A resource whose records the review desk serves (issue 44), as the content kinds and the declared engine register
 * them from their declarations' `desk`: this folder is below both, so desk/ reads them without importing either.
 */
export interface DeskRecords {
  /** The declaration's name: the path's `{resource}`, the grant a role names, a notification's `resource`. */
  name: string;
  /** What one record is called in a 404 ("Post not found"). */
  noun: string;
  /** The name its audit entries and live events carry (a content kind's answer key: 'shorts'). */
  recorded: string;
  desk: DeskCapability;
  table: PgTable & { id: PgColumn; languageId?: PgColumn };
  /** Only the rows of the declaration's scope (reporters among the users). */
  where?: SQL;
  /**
   * A record that goes live at a time (the content kinds): its status column and the column of that time, with which
   * a Published record whose time is still to come is scheduled (content-lifecycle.ts isScheduled).
   */
  goesLive?: { status: PgColumn; time: PgColumn };
}
