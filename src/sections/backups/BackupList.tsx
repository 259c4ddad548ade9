import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { saveFile } from '../../downloads/saveFile';
import { numericDateTime } from '../../format/dates';
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

/** What restoring needs, in words an admin can act on: it is the operator's command, not a button here. */
const RestoreNotice = () => {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      <AlertTitle>{translate('app.backups.restore_title')}</AlertTitle>
      <Typography variant="body2">{translate('app.backups.restore_what')}</Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate('app.backups.restore_who')}
      </Typography>
      <Box component="code" sx={{ display: 'block', my: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        npm run restore -- {translate('app.backups.restore_file')}
      </Box>
      <Typography variant="body2">{translate('app.backups.restore_docs')}</Typography>
    </Alert>
  );
};

/**
 * Settings > Backups: the archives in the server's BACKUP_DIR (time, size, rows and media files, verified or not),
 * Create backup now with its progress, and a download of each; a table on a wide screen, one card per archive on a
 * phone (a table scrolled sideways there and hid Download). Restoring stays a command (`npm run restore`): it
 * replaces the database this app runs on, so the screen says who runs it and how.
 */
export const BackupList = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [backups, setBackups] = useState<Archive[]>();
  const [running, setRunning] = useState<RunningBackup | null>(null);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

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

  const contentsOf = (backup: Archive) =>
    `${translate('app.backups.counts', { rows: backup.rows, files: backup.mediaFiles })}${
      backup.encrypted ? ` · ${translate('app.backups.encrypted')}` : ''
    }`;
  const verifiedOf = (backup: Archive) => (
    <Chip
      size="small"
      color={backup.verifiedAt ? 'success' : 'default'}
      label={translate(backup.verifiedAt ? 'app.backups.is_verified' : 'app.backups.not_verified')}
    />
  );
  const downloadOf = (backup: Archive, time: string) => (
    <Button
      size="small"
      onClick={() => void download(backup.name)}
      aria-label={translate('app.backups.download_label', { time })}
    >
      {translate('app.backups.download')}
    </Button>
  );

  const cards = (
    <Stack
      component="ul"
      aria-label={translate('app.backups.title')}
      spacing={1}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {backups?.length === 0 && (
        <Typography component="li" variant="body2">
          {translate('app.backups.none')}
        </Typography>
      )}
      {backups?.map((backup) => {
        const time = numericDateTime(backup.createdAt);
        return (
          <Card component="li" key={backup.name} variant="outlined">
            <CardContent sx={{ pb: 0 }}>
              <Typography variant="subtitle1" component="p">
                {time}
              </Typography>
              <Typography variant="body2">
                {sizeOf(backup.size)} · {contentsOf(backup)}
              </Typography>
            </CardContent>
            <CardActions sx={{ justifyContent: 'space-between', px: 2 }}>
              {verifiedOf(backup)}
              {downloadOf(backup, time)}
            </CardActions>
          </Card>
        );
      })}
    </Stack>
  );

  const table = (
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
          const time = numericDateTime(backup.createdAt);
          return (
            <TableRow key={backup.name}>
              <TableCell>{time}</TableCell>
              <TableCell>{sizeOf(backup.size)}</TableCell>
              <TableCell>{contentsOf(backup)}</TableCell>
              <TableCell>{verifiedOf(backup)}</TableCell>
              <TableCell>{downloadOf(backup, time)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );

  return (
    <Box>
      <Title title="app.backups.title" />
      <ListHeader>
        <Button variant="contained" onClick={() => void create()} disabled={Boolean(running)}>
          {translate('app.backups.create')}
        </Button>
      </ListHeader>
      <RestoreNotice />
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
      {phone ? cards : table}
    </Box>
  );
};
