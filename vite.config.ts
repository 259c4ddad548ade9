import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build as esbuild } from 'esbuild';
import type { Rollup } from 'vite';
import { defineConfig, runnerImport, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const srcDir = path.resolve(import.meta.dirname, 'src');
const source = (file: string) => path.join(srcDir, file);
const entryHtml = path.resolve(import.meta.dirname, 'index.html');

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
 * Lists in index.html's head (`#admin-app-chunks`) the chunks every address inside the admin app needs beyond the
 * first screen's: App.tsx's, the layout's and the screens' shared code (routeChunks). The login page has the browser
 * prefetch them while the user types (fetched at idle priority into the cache, not parsed or run, so the page stays
 * responsive while it settles and the app starts from the cache after the login); any other address fetches them at
 * once, before the first screen's code has run (firstPaint.ts).
 */
const listAdminAppChunks = (groups = ['app', 'layout', 'screens']): Plugin => ({
  name: 'newsroom:admin-app-chunks',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, { bundle }) {
      if (!bundle) return;
      const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
      const firstScreen = new Set<string>();
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) withImports(bundle, entry.fileName, firstScreen);
      const files = new Set<string>();
      for (const group of groups) {
        const chunk = chunks.find((candidate) => candidate.name === group);
        if (!chunk) throw new Error(`No chunk "${group}"`);
        for (const file of withImports(bundle, chunk.fileName)) if (!firstScreen.has(file)) files.add(file);
      }
      return [
        {
          tag: 'script',
          attrs: { type: 'application/json', id: 'admin-app-chunks' },
          children: JSON.stringify([...files].map((file) => `/${file}`)),
          // Before the inline script of prerenderLogin, which reads it.
          injectTo: 'head-prepend',
        },
      ];
    },
  },
});

/**
 * The login page paints before its JavaScript (issue 26): index.html carries the login form, rendered at build time
 * from the real LoginForm with its styles in both modes (src/layout/login/prerender.tsx), and a script inline in its
 * head that runs before the first paint (firstPaint.ts `paintFirstScreen`): it picks the mode, and loads the first
 * screen's code (the entry, named by its `data-entry`): on the login page once the form has painted, so that nothing
 * is fetched or run before the first paint, not even by chance (Lighthouse counts a script that happens to arrive
 * before the paint as blocking it); on any other address, or with a session, at once, with the admin app's chunks,
 * hiding the form. The script is inline so that it costs no request; the server allows it by its hash, which it
 * reads from the built index.html (server/src/plugins/app-shell.ts). React's form replaces the prerendered one
 * (main.tsx), with what was typed in it.
 */
const prerenderLogin = (): Plugin => ({
  name: 'newsroom:prerender-login',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    async handler(html) {
      const { module } = await runnerImport<typeof import('./src/layout/login/prerender')>(
        '/src/layout/login/prerender.tsx',
        { configFile: false, logLevel: 'warn' },
      );
      const script = await esbuild({
        stdin: {
          contents: [
            "import { paintFirstScreen } from './firstPaint';",
            'paintFirstScreen(document.currentScript.dataset.entry);',
          ].join('\n'),
          resolveDir: path.join(srcDir, 'layout/login'),
          loader: 'ts',
        },
        bundle: true,
        minify: true,
        format: 'iife',
        target: 'es2020',
        write: false,
      });
      const root = '<div id="root"></div>';
      const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
      const entrySrc = entry.exec(html)?.[1];
      if (!html.includes(root) || !entrySrc) throw new Error(`index.html has no ${root} or no entry script`);
      const { markup, style } = module.prerenderLogin();
      return {
        html: html
          // Light until the script says otherwise, also without JavaScript.
          .replace('<html lang="en">', '<html lang="en" data-color-scheme="light">')
          .replace(root, `<div id="root">${markup}</div>`)
          .replace(entry, ''),
        tags: [
          // The script first: where the app opens, its fetches start before the browser parses the form's styles.
          {
            tag: 'script',
            attrs: { 'data-entry': entrySrc },
            children: script.outputFiles[0].text.trim(),
            injectTo: 'head',
          },
          { tag: 'style', attrs: { 'data-prerendered': true }, children: style, injectTo: 'head' },
        ],
      };
    },
  },
});

/**
 * Which chunk a module goes into, so that a route's code comes in few requests (issue 26): HTTP/1.1 takes six at a
 * time, and a list screen was 38 chunks after the admin app's, in waves. Each group below takes the modules its
 * roots use, with what they use in turn, that no group before it took:
 * - `index`: the first screen's (main.tsx's), so that no later group takes a module of the login page;
 * - `app`: what App.tsx uses (the router, react-admin's core, the data provider), which the login page prefetches;
 * - `layout`: the authenticated layout and the screens' texts, which every route inside the app loads together
 *   (App.tsx `loadShell`);
 * - `screens`: what two or more screens share (react-admin's list, the list header, dialogs);
 * - one chunk per screens module the app's routes load (a section's `index.ts`, the declared list screens, a
 *   Settings page), with what only it uses.
 * A route thus loads three chunks after the app's, at once (Vite preloads a dynamic import's chunks together). What
 * a screen loads later by itself (a chart, the two-factor step) keeps its own chunks.
 */
const routeChunks = (): Plugin => {
  const main = source('main.tsx');
  const app = source('App.tsx');
  const layoutRoots = new Set([source('layout/AppLayout.tsx'), source('i18n/en.ts')]);
  // The screens modules the app's routes load on demand (what the app's own modules import dynamically), by chunk.
  const routeRoots = new Map<string, string>();
  return {
    name: 'newsroom:route-chunks',
    apply: 'build',
    buildEnd() {
      // The app's own modules, followed through its own imports only (a package is not part of it).
      const closure = (root: string) => {
        const seen = new Set<string>();
        const pending = [root];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          if (seen.has(id) || !id.startsWith(srcDir)) continue;
          seen.add(id);
          pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const firstScreen = closure(main);
      routeRoots.clear();
      for (const id of closure(app)) {
        if (firstScreen.has(id)) continue;
        for (const root of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
          // The other languages' texts (src/i18n/hi.ts, ur.ts) are no route's: each keeps its own chunk.
          if (!root.startsWith(srcDir) || layoutRoots.has(root) || path.dirname(root) === source('i18n')) continue;
          const name = path.basename(path.dirname(root));
          const other = [...routeRoots].find(([id, chunk]) => chunk === name && id !== root);
          if (other) throw new Error(`${root} and ${other[0]} would share the chunk "${name}"`);
          routeRoots.set(root, name);
        }
      }
    },
    outputOptions(options) {
      const group = (name: string, roots: (id: string) => boolean, priority: number) => ({
        name,
        test: roots,
        priority,
        includeDependenciesRecursively: true,
      });
      return {
        ...options,
        codeSplitting: {
          groups: [
            // With the HTML entry and the bundler's runtime, so that the entry stays one file.
            group('index', (id) => id === main || id === entryHtml || id === '\0rolldown/runtime.js', 5),
            group('app', (id) => id === app, 4),
            group('layout', (id) => layoutRoots.has(id), 3),
            { name: 'screens', minShareCount: 2, priority: 2, includeDependenciesRecursively: false },
            {
              name: (id: string) => routeRoots.get(id) ?? null,
              debugName: 'route',
              test: (id: string) => routeRoots.has(id),
              priority: 1,
              includeDependenciesRecursively: true,
            },
          ],
        },
      };
    },
  };
};

export default defineConfig({
  plugins: [react(), precompress(), listAdminAppChunks(), routeChunks(), prerenderLogin()],
  // package-lock nests an older @tiptap/core (3.31) under ra-input-rich-text while its text-align extension needs
  // 3.32+: one copy from the root (3.34) serves every tiptap package, as ProseMirror also needs a single copy.
  resolve: { dedupe: ['@tiptap/core', '@tiptap/pm'] },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
  // Source maps are public once served: only built (and served) when SOURCE_MAPS=true asks for them.
  build: {
    outDir: 'dist',
    sourcemap: process.env.SOURCE_MAPS === 'true',
    // The first screen is one file of about 560 kB (160 kB brotli) by design (routeChunks).
    chunkSizeWarningLimit: 600,
  },
});
