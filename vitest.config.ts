import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

// Server test files that need modules loaded afresh: one replaces a module with vi.mock (which holds only for modules
// not loaded yet), one declares a resource under a name a fixture also uses (derived tables are kept by name).
const serverFreshModules = ['server/test/shorts-without-ffmpeg.test.ts', 'server/test/declared-edges.test.ts'];

const serverProject = (
  name: string,
  database: 'pglite' | 'postgres',
  files: { include?: string[]; exclude?: string[]; isolate?: boolean } = {},
) => ({
  test: {
    name,
    include: ['server/test/**/*.test.ts'],
    ...files,
    environment: 'node',
    globalSetup: ['server/test/global-setup.ts'],
    env: { TEST_DB: database },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const appProject = {
  plugins: [react()],
  // As in vite.config.ts: one @tiptap/core for the rich-text editor; inlined so the dedupe applies in tests too.
  resolve: { dedupe: ['@tiptap/core', '@tiptap/pm'] },
  test: {
    server: { deps: { inline: ['ra-input-rich-text', /@tiptap\//] } },
    name: 'app',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20_000,
  },
};

export default defineConfig({
  test: {
    projects: [
      appProject,
      // Loading the server's modules and PGlite's WebAssembly into a fresh worker costs each file seconds, so on PGlite
      // (the suites of npm test) a worker loads them once and runs file after file; each file still opens its own app
      // and database. The PostgreSQL suites stay isolated.
      serverProject('server (PGlite)', 'pglite', {
        exclude: [...configDefaults.exclude, ...serverFreshModules],
        isolate: false,
      }),
      serverProject('server (PGlite, fresh modules)', 'pglite', { include: serverFreshModules }),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server (PostgreSQL)', 'postgres')] : []),
    ],
  },
});
