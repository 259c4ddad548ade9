/**
 * `npm run lint` step: no loop between the top folders of the app (src/), of the server (server/src/) and of the
 * repository (its code folders: app, server, contract, e2e and bench).
 * import-x/no-cycle (eslint.config.js) keeps files out of circles; this keeps the folders layered too: two top
 * folders that import each other, directly or through others, are one part cut in two, and the loop fails the lint.
 * Every import counts: type-only, re-exports and dynamic import() alike. Test files are left out (they import the
 * folders they test, the folders never import them); a file at the root of src/ or server/src/ is its own node.
 *
 * Prints each loop as its folders and, for every arrow of it, the imports that draw it (file -> file).
 * `node eslint/top-folder-loops.js` (part of `npm run lint`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const rootDir = path.resolve(import.meta.dirname, '..');
/** Each place whose top folders must not loop: its folder, and the top folders read (all when left out). */
const houses = [
  { dir: 'src' },
  { dir: 'server/src' },
  { dir: '.', tops: ['src', 'server', 'contract', 'e2e', 'bench'] },
];
const sourceFile = /\.(ts|tsx)$/;
const testFile = /\.test\.(ts|tsx)$|\.d\.ts$/;

const { config } = ts.readConfigFile(path.join(rootDir, 'tsconfig.json'), ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, rootDir);

const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return sourceFile.test(entry.name) && !testFile.test(entry.name) ? [full] : [];
  });

/** The files a file imports, resolved as tsc resolves them; packages are left out. */
const importsOf = (file) => {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.flatMap(({ fileName }) => {
    const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
    return resolved && !resolved.isExternalLibraryImport ? [path.resolve(resolved.resolvedFileName)] : [];
  });
};

/** Tarjan's strongly connected components: each one of more than one node is a loop. */
const loopsOf = (edges) => {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const loops = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of edges.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) loops.push(component.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return loops;
};

let loopCount = 0;
for (const { dir, tops } of houses) {
  const houseDir = path.join(rootDir, dir);
  const topOf = (file) => path.relative(houseDir, file).split(path.sep)[0];
  const read = tops ? tops.flatMap((top) => filesUnder(path.join(houseDir, top))) : filesUnder(houseDir);
  /** top folder -> top folder -> the imports that draw that arrow (file -> file) */
  const edges = new Map();
  for (const file of read) {
    const from = topOf(file);
    if (!edges.has(from)) edges.set(from, new Map());
    for (const imported of importsOf(file)) {
      if (!imported.startsWith(houseDir + path.sep) || (tops && !tops.includes(topOf(imported)))) continue;
      const to = topOf(imported);
      if (to === from) continue;
      if (!edges.get(from).has(to)) edges.get(from).set(to, []);
      edges
        .get(from)
        .get(to)
        .push(`${path.relative(rootDir, file)} -> ${path.relative(rootDir, imported)}`);
    }
  }
  for (const loop of loopsOf(edges)) {
    loopCount += 1;
    console.error(`${dir === '.' ? 'repository' : dir}: loop between top folders ${loop.join(', ')}`);
    for (const from of loop) {
      for (const [to, imports] of edges.get(from)) {
        if (loop.includes(to)) for (const line of imports) console.error(`  ${from} -> ${to}: ${line}`);
      }
    }
  }
}

if (loopCount > 0) {
  console.error(`${loopCount} loop(s) between top folders; move the shared part to a folder both may import.`);
  process.exitCode = 1;
}
