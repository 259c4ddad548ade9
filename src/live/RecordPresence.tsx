import { Alert, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import type { AppDataProvider, Viewer } from '../dataProvider';
import { session } from '../dataProvider/session';
import { useLiveEvents } from './LiveProvider';

/** Presence is refreshed this often while the dialog is open; the server forgets it after a minute without. */
const REFRESH_MS = 20_000;

/**
 * In an open record's dialog: who else has it open ("Asha Rao is also viewing"), and, the moment another admin
 * saves it or changes its status, who did, with Reload (the stale-save refusal stays as the last guard).
 */
export const RecordPresence = ({
  resource,
  id,
  onReload,
}: {
  resource: string;
  id: string;
  onReload(record: RaRecord): void;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [viewers, setViewers] = useState<Viewer[]>([]);
  const [changedBy, setChangedBy] = useState<string | null>();
  const key = `${resource}/${id}`;

  useEffect(() => {
    let open = true;
    const announce = () =>
      dataProvider.announcePresence({ resource, id }).then(
        (fresh) => open && setViewers(fresh),
        () => undefined,
      );
    void announce();
    const timer = window.setInterval(() => void announce(), REFRESH_MS);
    return () => {
      open = false;
      window.clearInterval(timer);
      void dataProvider.leavePresence({ resource, id }).catch(() => undefined);
    };
  }, [dataProvider, resource, id]);

  useLiveEvents((event) => {
    if (event.actor?.adminID === session.current()?.id) return;
    if (event.resource === 'presence' && event.ids.includes(key)) {
      void dataProvider.getPresence({ resource, id }).then(setViewers, () => undefined);
    } else if (event.resource === resource && event.ids.includes(id)) setChangedBy(event.actor?.name ?? null);
  });

  const reload = async () => {
    const { data } = await dataProvider.getOne(resource, { id });
    setChangedBy(undefined);
    onReload(data);
  };

  return (
    <>
      {changedBy !== undefined && (
        <Alert
          severity="warning"
          role="alert"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void reload()}>
              {translate('app.live.reload')}
            </Button>
          }
        >
          {changedBy ? translate('app.live.changed_by', { name: changedBy }) : translate('app.live.changed')}
        </Alert>
      )}
      {viewers.length > 0 && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {translate('app.live.also_viewing', {
            smart_count: viewers.length,
            names: viewers.map((viewer) => viewer.name).join(', '),
          })}
        </Alert>
      )}
    </>
  );
};
