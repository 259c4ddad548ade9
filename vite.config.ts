import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset of the build, at the highest levels (done once, so the
 * server sends them without compressing per request; @fastify/static's `preCompressed` picks them).
 */
const precompress = (): Plugin => ({
  name: 'newsroom:precompress',
  apply: 'build',
  async writeBundle({ dir }, bundle) {
    const files = Object.keys(bundle).filter((file) => /\.(js|css|html|svg|json)$/.test(file));
    await Promise.all(
      files.map(async (file) => {
        const target = path.join(dir!, file);
        const source = await fs.readFile(target);
        // Below one packet compression saves nothing worth a second file.
        if (source.length < 1024) return;
        const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length };
        await Promise.all([
          brotli(source, { params }).then((bytes) => fs.writeFile(`${target}.br`, bytes)),
          gzipAsync(source, { level: 9 }).then((bytes) => fs.writeFile(`${target}.gz`, bytes)),
        ]);
      }),
    );
  },
});

export default defineConfig({
  plugins: [react(), precompress()],
  // package-lock nests an older @tiptap/core (3.31) under ra-input-rich-text while its text-align extension needs
  // 3.32+: one copy from the root (3.34) serves every tiptap package, as ProseMirror also needs a single copy.
  resolve: { dedupe: ['@tiptap/core', '@tiptap/pm'] },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
  // Source maps are public once served: only built (and served) when SOURCE_MAPS=true asks for them.
  build: { outDir: 'dist', sourcemap: process.env.SOURCE_MAPS === 'true' },
});
