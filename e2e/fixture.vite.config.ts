import path from 'node:path';
import { defineConfig, mergeConfig } from 'vite';
import shipped from '../vite.config.js';

/**
 * The app as shipped with the fixtures' declarations added to its registry (e2e/fixture-registry.ts), built into
 * dist-e2e/ for e2e/declared-fixture.e2e.ts: the shipped app cannot show a resource that is not shipped.
 */
export const fixtureDist = path.resolve(import.meta.dirname, '../dist-e2e');

export default mergeConfig(
  shipped,
  defineConfig({
    resolve: {
      alias: [
        {
          find: /^#contract\/resources\/index$/,
          replacement: path.resolve(import.meta.dirname, 'fixture-registry.ts'),
        },
      ],
    },
    build: { outDir: fixtureDist, emptyOutDir: true },
  }),
);
