import { defineConfig } from 'vitest/config';

const serverProject = (name: string, database: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['server/test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['server/test/global-setup.ts'],
    env: { TEST_DB: database },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      serverProject('server (PGlite)', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server (PostgreSQL)', 'postgres')] : []),
    ],
  },
});
