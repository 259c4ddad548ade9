import react from '@vitejs/plugin-react';
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
      serverProject('server (PGlite)', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server (PostgreSQL)', 'postgres')] : []),
    ],
  },
});
