import { sql } from 'drizzle-orm';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import type { ResourceDeclaration } from '#contract/resource';
import type { Db } from '../../src/db/client.js';
import * as schema from '../../src/db/schema.js';
import { declaredTable } from '../../src/declared/declared-table.js';

/**
 * Creates the tables of declarations that are not in contract/resources/ (test fixtures), as the migration
 * `npm run db:generate` would write for them, on a migrated database.
 */
export const createDeclaredTables = async (db: Db, declarations: readonly ResourceDeclaration[]) => {
  const before = generateDrizzleJson(schema);
  const tables = Object.fromEntries(
    declarations.map((declaration) => [`${declaration.name}Table`, declaredTable(declaration)]),
  );
  const after = generateDrizzleJson({ ...schema, ...tables }, before.id);
  for (const statement of await generateMigration(before, after)) await db.execute(sql.raw(statement));
};
