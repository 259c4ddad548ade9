import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Hand-written tables, and those derived from declarations (written by `npm run db:generate`).
  schema: ['./server/src/db/schema.ts', './server/src/db/declared-tables.ts'],
  out: './server/migrations',
});
