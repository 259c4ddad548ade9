import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** A script element without `src` whose type, if any, is JavaScript's: one the browser runs. */
const inlineScript = /<script(?![^>]*\ssrc=)((?:\s+[^>]*)?)>([\s\S]*?)<\/script>/g;
const runs = (attributes: string) => {
  const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
  return type === undefined || type === 'module' || type === 'text/javascript';
};

/**
 * The Content Security Policy sources (`'sha256-…'`) of the scripts inline in the built index.html, read once at
 * start: the login page's first-paint script (vite.config.ts `prerenderLogin`) runs before any file could load, and
 * the policy allows no other inline script.
 */
export const inlineScriptHashes = (distDir?: string) => {
  const indexFile = distDir && path.join(distDir, 'index.html');
  if (!indexFile || !fs.existsSync(indexFile)) return [];
  return [...fs.readFileSync(indexFile, 'utf8').matchAll(inlineScript)]
    .filter(([, attributes]) => runs(attributes))
    .map(([, , code]) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
};

/** Whether an Accept-Encoding header accepts `encoding` (named, and not with q=0). */
const accepts = (header: string, encoding: string) =>
  header.split(',').some((part) => {
    const [name, ...parameters] = part.trim().split(';');
    return name === encoding && !parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
  });

/**
 * index.html and its build's `.br`/`.gz` twins, read once at start with an ETag: the page every app route answers
 * is then sent from memory, with no file system round trips that wait behind a busy event loop (issue 46: under 200
 * list clients, reading it per request took GET / over 100 ms p95).
 */
const shellOf = (indexFile: string) => {
  const body = fs.readFileSync(indexFile);
  const twins = (
    [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const
  )
    .filter(([, extension]) => fs.existsSync(indexFile + extension))
    .map(([encoding, extension]) => ({ encoding, body: fs.readFileSync(indexFile + extension) }));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, twins, etag };
};

/**
 * Serves the built app from `distDir`, and index.html for every other GET or HEAD that is not an API or media path,
 * so that the app's real browser routes survive a reload. Unknown API paths answer JSON 404s.
 * The build's `.br`/`.gz` twins (vite.config.ts) go to browsers that accept them; `.map` files only with `sourceMaps`.
 */
export const appShellPlugin = fp<{ distDir?: string; sourceMaps?: boolean }>(async (app, { distDir, sourceMaps }) => {
  const indexFile = distDir && path.join(distDir, 'index.html');
  const shell = indexFile && fs.existsSync(indexFile) ? shellOf(indexFile) : undefined;
  const hasApp = shell !== undefined;
  if (hasApp) {
    // Without the wildcard every built file gets its own route, so anything else falls through to index.html.
    await app.register(fastifyStatic, {
      root: distDir!,
      wildcard: false,
      index: false,
      preCompressed: true,
      allowedPath: (pathname) => sourceMaps === true || !pathname.endsWith('.map'),
      setHeaders: (res, filePath) => {
        // Vite fingerprints assets, so they never change; index.html must always be revalidated.
        res.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    // The path, whatever form the request target took (origin form or absolute form, RFC 9112 3.2).
    const { pathname } = new URL(request.url, 'http://localhost');
    const isApiOrMedia = pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/media/');
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (shell && isRead && !isApiOrMedia && !pathname.endsWith('.map')) {
      reply.header('Cache-Control', 'no-cache').header('ETag', shell.etag).header('Vary', 'Accept-Encoding');
      if (request.headers['if-none-match'] === shell.etag) return reply.status(304).send();
      const twin = shell.twins.find(({ encoding }) => accepts(request.headers['accept-encoding'] ?? '', encoding));
      if (twin) reply.header('Content-Encoding', twin.encoding);
      return reply.type('text/html; charset=utf-8').send(twin?.body ?? shell.body);
    }
    return reply.status(404).send({ message: `Route ${request.method} ${pathname} not found` });
  });
});
