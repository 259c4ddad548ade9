import { defineConfig } from 'vitest/config';

/**
 * The multi-process test (cluster.e2e.ts) on its own: it needs PostgreSQL (CLUSTER_DATABASE_URL, by default the
 * local server's `test` database to create from) and HAProxy, builds only the server, and starts no browser or
 * shared server, so it runs apart from the other e2e files: `npx vitest run --config e2e/cluster.vitest.config.ts`.
 */
export default defineConfig({
  test: {
    name: 'e2e (cluster)',
    include: ['e2e/cluster.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
