import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** True when the server runs from its TypeScript sources (tsx, Vitest) rather than built into server/dist. */
export const fromSources = import.meta.url.endsWith('.ts');

/** A module of tsx (an entry of its package's exports, as `import` takes it), by file URL, whatever the working directory. */
const tsxModule = (entry: '.' | './esm/api') => {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const target: string | { import: { default: string } } = JSON.parse(fs.readFileSync(manifest, 'utf8')).exports[entry];
  return pathToFileURL(path.join(path.dirname(manifest), typeof target === 'string' ? target : target.import.default))
    .href;
};

/**
 * Node's arguments for a child process that runs a module of the sources: tsx's loader, which a child process does
 * not inherit. None when built: the built server never loads tsx, which production installs may leave out.
 */
export const sourcesLoaderArgs = () => (fromSources ? ['--import', tsxModule('.')] : []);

/**
 * A worker thread running the module at `url`. From the sources, the thread registers tsx's loader first: neither
 * an `--import` loader in a worker's execArgv nor tsx's loader module applies to a worker's own modules on Node 20.
 */
export const startWorker = (url: URL, options: WorkerOptions) => {
  if (!fromSources) return new Worker(url, options);
  const code =
    `import(${JSON.stringify(tsxModule('./esm/api'))})` +
    `.then(({ register }) => { register(); return import(${JSON.stringify(url.href)}); });`;
  return new Worker(code, { ...options, eval: true });
};
