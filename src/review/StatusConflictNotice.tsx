import { Alert, Button } from '@mui/material';
import { useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import type { StatusConflictError } from '../dataProvider';

/**
 * Says why a status change was refused (a 409: someone else changed the record's status since it was opened), in the
 * server's words ("This post was published by Asha Rao a moment ago"), and offers Reload, which loads the record as
 * it is now.
 *
 * @example
 * {conflict && <StatusConflictNotice error={conflict} resource="posts" id={record.id} onReload={reload} />}
 */
export const StatusConflictNotice = ({
  error,
  resource,
  id,
  onReload,
}: {
  error: StatusConflictError;
  resource: string;
  id: RaRecord['id'];
  onReload: (current: RaRecord) => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const reload = async () => onReload((await dataProvider.getOne(resource, { id })).data);
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => void reload()}>
          {translate('app.review.reload')}
        </Button>
      }
    >
      {translate('app.review.status_conflict', { message: error.message })}
    </Alert>
  );
};
