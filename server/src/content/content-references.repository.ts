import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { categories, languages, users, type CategoryKind } from '../db/schema.js';

/** The reporter fields every content DTO shows (posts, shorts, quotes). */
export const reportedByColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  mobileNumber: users.mobileNumber,
};

export interface ReportedBy {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
}

/** Matches lower(name) so the unique lower(name) indexes serve the lookup. */
const idOrName = (idColumn: PgColumn, nameColumn: PgColumn, ids: string[], names: string[]) =>
  or(
    ids.length > 0 ? inArray(idColumn, ids) : sql`false`,
    names.length > 0
      ? inArray(
          sql`lower(${nameColumn})`,
          names.map((name) => name.toLowerCase()),
        )
      : sql`false`,
  );

/** What content imports name in their cells, looked up for a whole file in one query each. */
export class ContentReferencesRepository {
  constructor(private readonly db: Db) {}

  /** Categories of one kind named by id or by name (any case), for imports that may use either. */
  findCategories(kind: CategoryKind, ids: string[], names: string[]) {
    return this.db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(and(eq(categories.kind, kind), idOrName(categories.id, categories.name, ids, names)));
  }

  findLanguages(ids: string[], names: string[]) {
    return this.db
      .select({ id: languages.id, name: languages.name })
      .from(languages)
      .where(idOrName(languages.id, languages.name, ids, names));
  }

  findUsersByMobileNumbers(mobileNumbers: string[]) {
    if (mobileNumbers.length === 0) return Promise.resolve([]);
    return this.db
      .select({ id: users.id, mobileNumber: users.mobileNumber })
      .from(users)
      .where(inArray(users.mobileNumber, mobileNumbers));
  }
}
