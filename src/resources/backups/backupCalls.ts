import { request, requestFile } from '../../dataProvider/http';
import { at } from '../../dataProvider/json';

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

/** The backups calls (server/src/routes/backups.routes.ts); failures are react-admin HttpErrors. */
export const backupCalls = {
  list: async () => {
    const { json } = await request('GET', '/backups');
    return { backups: at(json, 'backups') as Archive[], running: at(json, 'running') as RunningBackup | null };
  },
  start: async () => at((await request('POST', '/backups')).json, 'name') as string,
  download: (name: string) => requestFile(`/backups/${encodeURIComponent(name)}/download`, 'application/x-tar'),
};
