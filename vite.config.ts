import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Rollup } from 'vite';
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

/** A chunk's file and every chunk it imports statically, transitively. */
const withImports = (bundle: Rollup.OutputBundle, fileName: string, into = new Set<string>()) => {
  const chunk = bundle[fileName];
  if (into.has(fileName) || chunk?.type !== 'chunk') return into;
  into.add(fileName);
  for (const imported of chunk.imports) withImports(bundle, imported, into);
  return into;
};

/**
 * Lists in index.html (`#admin-app-chunks`) the chunks the admin app needs beyond the first screen's, so the login
 * page can have the browser prefetch them while the user types: fetched at idle priority into the cache, not parsed
 * or run, so the page stays responsive while it settles and the app starts from the cache after the login.
 */
const listAdminAppChunks = (appModule = 'src/App.tsx'): Plugin => ({
  name: 'newsroom:admin-app-chunks',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, { bundle }) {
      if (!bundle) return;
      const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
      const app = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(appModule));
      if (!app) throw new Error(`${appModule} is not a chunk of its own`);
      const firstScreen = new Set<string>();
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) withImports(bundle, entry.fileName, firstScreen);
      const files = [...withImports(bundle, app.fileName)].filter((file) => !firstScreen.has(file));
      return [
        {
          tag: 'script',
          attrs: { type: 'application/json', id: 'admin-app-chunks' },
          children: JSON.stringify(files.map((file) => `/${file}`)),
          injectTo: 'body',
        },
      ];
    },
  },
});

export default defineConfig({
  plugins: [react(), precompress(), listAdminAppChunks()],
  // package-lock nests an older @tiptap/core (3.31) under ra-input-rich-text while its text-align extension needs
  // 3.32+: one copy from the root (3.34) serves every tiptap package, as ProseMirror also needs a single copy.
  resolve: { dedupe: ['@tiptap/core', '@tiptap/pm'] },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
  // Source maps are public once served: only built (and served) when SOURCE_MAPS=true asks for them.
  build: { outDir: 'dist', sourcemap: process.env.SOURCE_MAPS === 'true' },
});
