import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    // Runs apart, with its own configuration (cluster.vitest.config.ts): it needs PostgreSQL and HAProxy.
    exclude: [...configDefaults.exclude, 'e2e/cluster.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A poll ends as soon as its condition holds; the default 1 s bound was too short for a real browser on a loaded
    // 2-core CI machine (a list restoring its search after Back took longer).
    expect: { poll: { timeout: 10_000 } },
    // One server, one browser: files run one after another so they do not race for its data.
    fileParallelism: false,
  },
});
