import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import type { Db } from '../db/client.js';
import type { Storage } from '../media/storage-interface.js';
import { createBackup } from './backup.js';

/**
 * `npm run backup` against a running server on embedded PGlite: the server holds DATA_DIR's lock, so the command
 * asks the server over this Unix socket inside DATA_DIR to write the archive. The folder is its owner's only
 * (0700), so whoever can reach the socket can already read the database's files: the socket needs no token.
 * One JSON line in ({ file }), JSON lines out: { done, total } while it runs, then { manifest } or { error }.
 */
export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');

export const serveBackupSocket = async (
  dataDir: string,
  options: { db: Db; storage: Storage; passphrase?: string; log: (line: string) => void },
) => {
  const socketPath = backupSocketPath(dataDir);
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    readline.createInterface({ input: socket }).once('line', (line) => {
      let file: string;
      try {
        file = (JSON.parse(line) as { file: string }).file;
      } catch {
        socket.end(`${JSON.stringify({ error: 'Bad request' })}\n`);
        return;
      }
      let reported = 0;
      createBackup({
        ...options,
        file,
        audit: { actor: {}, reason: 'npm run backup' },
        onProgress: ({ done, total }) => {
          if (Date.now() - reported < 500) return;
          reported = Date.now();
          socket.write(`${JSON.stringify({ done, total })}\n`);
        },
      }).then(
        (manifest) => {
          options.log(`Backup written to ${file} (asked for by npm run backup)`);
          socket.end(`${JSON.stringify({ manifest })}\n`);
        },
        (error: Error) => {
          options.log(`Backup to ${file} failed: ${error.message}`);
          socket.end(`${JSON.stringify({ error: error.message })}\n`);
        },
      );
    });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(socketPath, resolve));
  fs.chmodSync(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(socketPath, { force: true });
    });
};

/** Asks the server on `dataDir` for an archive at `file`; answers its manifest or throws the server's reason. */
export const backupThroughServer = (dataDir: string, file: string, onProgress: (done: number, total: number) => void) =>
  new Promise<unknown>((resolve, reject) => {
    const socket = net.connect(backupSocketPath(dataDir));
    socket.once('error', () =>
      reject(new Error(`The server running on DATA_DIR ${dataDir} does not answer on ${backupSocketPath(dataDir)}.`)),
    );
    socket.once('connect', () => socket.write(`${JSON.stringify({ file })}\n`));
    readline.createInterface({ input: socket }).on('line', (line) => {
      const message = JSON.parse(line) as { done?: number; total?: number; manifest?: unknown; error?: string };
      if (message.error) reject(new Error(message.error));
      else if (message.manifest) resolve(message.manifest);
      else onProgress(message.done ?? 0, message.total ?? 0);
    });
  });
