import type { PgColumn } from 'drizzle-orm/pg-core';
import { nounOf, type ResourceDeclaration } from '#contract/resource';
import type { DeskRecords } from '../lib/desk-records.js';
import { tableOf } from './declared-table.js';
import { scopeOf } from './declared.repository.js';

/** The declared resources whose `desk` turns the review desk on (issue 44), as the desk's routes read them. */
export const declaredDeskRecords = (declarations: readonly ResourceDeclaration[]): DeskRecords[] =>
  declarations.flatMap((declaration) => {
    if (!declaration.desk) return [];
    const table = tableOf(declaration);
    const columns = table as unknown as Record<string, PgColumn>;
    return [
      {
        name: declaration.name,
        noun: nounOf(declaration),
        recorded: declaration.name,
        desk: declaration.desk,
        table,
        where: scopeOf(declaration, (column) => columns[column]),
      },
    ];
  });
