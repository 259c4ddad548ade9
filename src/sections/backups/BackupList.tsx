import {
  Box,
  Button,
  Chip,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { saveFile } from '../../downloads/saveFile';
import { ListHeader } from '../../list/ListHeader';
import { errorMessage, type AppDataProvider, type Archive, type RunningBackup } from '../../dataProvider';

/** How often the screen asks for the progress of a running backup. */
const POLL_MS = 1000;

const sizeOf = (bytes: number) => {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
};

/**
 * Settings > Backups: the archives in the server's BACKUP_DIR (time, size, rows and media files, verified or not),
 * Create backup now with its progress, and a download of each. Restoring stays a command (`npm run restore`): it
 * replaces the database this app runs on.
 */
export const BackupList = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [backups, setBackups] = useState<Archive[]>();
  const [running, setRunning] = useState<RunningBackup | null>(null);

  const load = useCallback(
    () =>
      dataProvider
        .getBackups()
        .then((list) => {
          setBackups(list.backups);
          setRunning(list.running);
          return list;
        })
        .catch((error: unknown) => {
          notify(errorMessage(error), { type: 'error' });
          return undefined;
        }),
    [dataProvider, notify],
  );
  useEffect(() => void load(), [load]);

  // While a backup runs, its progress is asked for until it is listed.
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => {
      void load().then((list) => {
        if (list && !list.running) notify('app.backups.created', { type: 'success' });
      });
    }, POLL_MS);
    return () => window.clearTimeout(timer);
  }, [running, load, notify]);

  const create = async () => {
    try {
      const name = await dataProvider.startBackup();
      setRunning({ name, done: 0, total: 0 });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };

  const download = async (name: string) => {
    try {
      saveFile(await dataProvider.downloadBackup(name), name);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };

  const percent = running && running.total > 0 ? Math.floor((running.done / running.total) * 100) : 0;

  return (
    <Box>
      <Title title="app.backups.title" />
      <ListHeader>
        <Typography variant="body2">{translate('app.backups.restore_hint')}</Typography>
        <Button variant="contained" onClick={() => void create()} disabled={Boolean(running)}>
          {translate('app.backups.create')}
        </Button>
      </ListHeader>
      {running && (
        <Stack spacing={1} sx={{ mb: 2 }}>
          <Typography variant="body2">{translate('app.backups.running', { percent })}</Typography>
          <LinearProgress
            variant={running.total > 0 ? 'determinate' : 'indeterminate'}
            value={percent}
            aria-label={translate('app.backups.progress')}
          />
        </Stack>
      )}
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate('app.backups.title')}>
        <Table aria-label={translate('app.backups.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.backups.time')}</TableCell>
              <TableCell>{translate('app.backups.size')}</TableCell>
              <TableCell>{translate('app.backups.contents')}</TableCell>
              <TableCell>{translate('app.backups.verified')}</TableCell>
              <TableCell>{translate('app.backups.download')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {backups?.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>{translate('app.backups.none')}</TableCell>
              </TableRow>
            )}
            {backups?.map((backup) => {
              const time = new Date(backup.createdAt).toLocaleString();
              return (
                <TableRow key={backup.name}>
                  <TableCell>{time}</TableCell>
                  <TableCell>{sizeOf(backup.size)}</TableCell>
                  <TableCell>
                    {translate('app.backups.counts', { rows: backup.rows, files: backup.mediaFiles })}
                    {backup.encrypted ? ` · ${translate('app.backups.encrypted')}` : ''}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={backup.verifiedAt ? 'success' : 'default'}
                      label={translate(backup.verifiedAt ? 'app.backups.is_verified' : 'app.backups.not_verified')}
                    />
                  </TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      onClick={() => void download(backup.name)}
                      aria-label={translate('app.backups.download_label', { time })}
                    >
                      {translate('app.backups.download')}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
};
