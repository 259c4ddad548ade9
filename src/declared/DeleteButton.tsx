import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, IconButton } from '@mui/material';
import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { useDelete, useNotify, useRefresh, useTranslate } from 'react-admin';
import { errorMessage } from '../dataProvider';
import { DialogHeader } from '../forms/DialogHeader';
import { recordNameOf, type Declared } from '../declaration/declared';
import { resourceNameOf } from './resourceName';
import { textKey } from '../declaration/texts';

/**
 * A row's Delete button (`api.delete`): asks first in a dialog (the declared `screen.delete` texts, else Delete and
 * the record's name), then sends the delete call and shows its message, or the server's refusal.
 */
export const DeleteButton = ({ declaration, record }: { declaration: Declared; record: RaRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [remove, { isPending }] = useDelete();
  const [asking, setAsking] = useState(false);
  const name = recordNameOf(declaration, record);
  const confirm = declaration.screen?.delete;
  const title = confirm ? translate(textKey(declaration, 'delete_title')) : translate('ra.action.delete');
  const text = confirm
    ? translate(textKey(declaration, 'delete_text'), { name })
    : translate('app.list.delete', { name });

  const run = async () => {
    setAsking(false);
    try {
      await remove(
        resourceNameOf(declaration),
        { id: record.id, previousData: record },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify(textKey(declaration, 'deleted'), { type: 'success' });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
    refresh();
  };

  return (
    <>
      <IconButton
        aria-label={translate('app.list.delete', { name })}
        disabled={isPending}
        onClick={() => setAsking(true)}
      >
        <DeleteIcon />
      </IconButton>
      {asking && (
        <Dialog open onClose={() => setAsking(false)} aria-labelledby="delete-confirm-title">
          <DialogHeader id="delete-confirm-title" title={title} onClose={() => setAsking(false)} />
          <DialogContent>
            <DialogContentText>{text}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAsking(false)}>{translate('ra.action.cancel')}</Button>
            <Button variant="contained" color="error" onClick={() => void run()}>
              {translate('ra.action.delete')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
};
