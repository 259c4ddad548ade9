import { request, requestFile } from './http';
import { at } from './json';

export interface Archive {
  name: string;
  createdAt: string;
  size: number;
  rows: number;
  mediaFiles: number;
  encrypted: boolean;
  verifiedAt: string | null;
}

export interface RunningBackup {
  name: string;
  done: number;
  total: number;
}

/**
 * The backups calls (server/src/backups/backups.routes.ts), methods of the data provider
 * (`useDataProvider<AppDataProvider>()`); failures are react-admin HttpErrors.
 */
export const backupCalls = {
  getBackups: async () => {
    const { json } = await request('GET', '/backups');
    return { backups: at(json, 'backups') as Archive[], running: at(json, 'running') as RunningBackup | null };
  },
  startBackup: async () => at((await request('POST', '/backups')).json, 'name') as string,
  downloadBackup: (name: string) => requestFile(`/backups/${encodeURIComponent(name)}/download`, 'application/x-tar'),
};

export type BackupCalls = typeof backupCalls;
