/**
 * Builds what ships: the app (Vite, into dist/), the server (esbuild, into server/dist/), which production runs
 * with plain `node server/dist/main.js` (no npm, no tsx, no TypeScript compiled at each start), and beside it the
 * embedded database's template (server/dist/pgdata-template/), which a first start on PGlite copies instead of
 * running initdb. `npm run build` builds all three. With `--missing` (what `npm start` and `npm run demo` run first)
 * it builds only what is missing or out of date: the app when dist/ has none; the server when a file it was bundled
 * from changed since (a fraction of a second), so a start never runs a server older than its sources; the template
 * when package-lock.json (PGlite's version) or a migration changed since.
 *
 * Plain JavaScript, because it is what runs before anything is compiled.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const rootDir = path.resolve(import.meta.dirname, '..');
const serverDist = path.join(rootDir, 'server/dist');
/** esbuild's record of the files the server was bundled from, paths relative to rootDir. */
const metafile = path.join(serverDist, 'meta.json');
const template = path.join(serverDist, 'pgdata-template');
const missingOnly = process.argv.includes('--missing');

const buildApp = () => {
  console.log('Building the app...');
  const result = spawnSync(process.execPath, [path.join(rootDir, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: rootDir,
    stdio: 'inherit',
    // The shipped build, whatever NODE_ENV the caller runs under.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('Building the app failed');
};

/**
 * One ES module per entry: main.js, the PDF page renderer (a child process runs a module file of its own), the
 * embedded database's thread (a worker thread runs one too) and the
 * template's maker. The server's sources and `#contract/*` are bundled in; packages stay in node_modules, loaded by
 * node as they are. Code the entries share, and what the server loads only when needed (`await import(...)`: the
 * demo's makers, S3 storage), goes into `chunk-*.js` files beside them, so a package imported only there is not
 * loaded at start. Chunks stay in server/dist itself, where `paths.ts` expects the code to be.
 */
const buildServer = async () => {
  console.log('Building the server...');
  for (const file of fs.existsSync(serverDist) ? fs.readdirSync(serverDist) : []) {
    if (/^chunk-.*\.js$/.test(file)) fs.rmSync(path.join(serverDist, file));
  }
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: rootDir,
    entryPoints: {
      main: 'server/src/main.ts',
      admin: 'server/src/admin.ts',
      backup: 'server/src/backup.ts',
      restore: 'server/src/restore.ts',
      'pdf-render.worker': 'server/src/media/pdf-render.worker.ts',
      'pgdata-template': 'server/src/db/pgdata-template.ts',
      'pglite.worker': 'server/src/db/pglite.worker.ts',
    },
    outdir: serverDist,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    splitting: true,
    chunkNames: 'chunk-[hash]',
    target: 'node20',
    metafile: true,
    logLevel: 'warning',
  });
  fs.writeFileSync(metafile, JSON.stringify(result.metafile));
};

/** Initialises and migrates a database in a process of its own, then swaps it in for the previous template. */
const buildTemplate = () => {
  console.log('Initialising the embedded database template...');
  const partial = `${template}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  const result = spawnSync(process.execPath, [path.join(serverDist, 'pgdata-template.js'), partial], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('Initialising the embedded database template failed');
  fs.rmSync(template, { recursive: true, force: true });
  fs.renameSync(partial, template);
};

const modified = (file) => fs.statSync(path.join(rootDir, file)).mtimeMs;

const appIsBuilt = () =>
  // A checkout without the app's sources has nothing to build.
  !fs.existsSync(path.join(rootDir, 'index.html')) || fs.existsSync(path.join(rootDir, 'dist/index.html'));

/** True when every output is newer than every file the server was bundled from, and than this script. */
const serverIsCurrent = () => {
  try {
    const { inputs, outputs } = JSON.parse(fs.readFileSync(metafile, 'utf8'));
    const built = Math.min(...Object.keys(outputs).map(modified));
    return ['server/build.js', ...Object.keys(inputs)].every((file) => modified(file) < built);
  } catch {
    return false; // never built, or a file is gone
  }
};

const templateIsCurrent = () => {
  if (!fs.existsSync(template)) return false;
  const built = fs.statSync(template).mtimeMs;
  const migrations = fs.readdirSync(path.join(rootDir, 'server/migrations'), { recursive: true });
  const sources = ['package-lock.json', ...migrations.map((file) => path.join('server/migrations', file))];
  return sources.every((file) => modified(file) < built);
};

if (!missingOnly || !appIsBuilt()) buildApp();
if (!missingOnly || !serverIsCurrent()) await buildServer();
if (!missingOnly || !templateIsCurrent()) buildTemplate();
