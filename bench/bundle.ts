/**
 * Part of `npm run bench`: how much JavaScript the first screen (the login page) loads, from a production build.
 * Counts the entry script (index.html's `data-entry`, which its first script runs) and the chunks it preloads: raw, and as the server transfers them (the build's
 * precompressed `.br` twin to browsers that accept brotli, else `.gz`); every other screen's code is a separate chunk
 * loaded on first visit (the admin app after the login page has painted).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const rootDir = path.resolve(import.meta.dirname, '..');
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-bundle-'));
try {
  const build = spawnSync(
    process.execPath,
    [path.join(rootDir, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error', '--outDir', outDir],
    { cwd: rootDir, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (build.status !== 0) throw new Error('vite build failed');
  const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const first = [...html.matchAll(/(?:src|href|data-entry)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  const all = fs.readdirSync(path.join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
  // A file below the precompression threshold goes out as it is.
  const sent = (file: string, suffix: string) =>
    fs.statSync(path.join(outDir, fs.existsSync(path.join(outDir, file + suffix)) ? file + suffix : file)).size;
  const size = (files: string[]) =>
    files.reduce(
      (sum, file) => ({
        raw: sum.raw + fs.statSync(path.join(outDir, file)).size,
        gzip: sum.gzip + sent(file, '.gz'),
        br: sum.br + sent(file, '.br'),
      }),
      { raw: 0, gzip: 0, br: 0 },
    );
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
  const firstSize = size(first);
  const allSize = size(all.map((file) => `assets/${file}`));
  console.log('\nApp bundle (production build)');
  console.table([
    {
      load: 'First screen (login)',
      files: first.length,
      raw: kb(firstSize.raw),
      gzip: kb(firstSize.gzip),
      brotli: kb(firstSize.br),
    },
    { load: 'Whole app', files: all.length, raw: kb(allSize.raw), gzip: kb(allSize.gzip), brotli: kb(allSize.br) },
  ]);
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
