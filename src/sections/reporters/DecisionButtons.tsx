import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { UNDO_MS } from '../../notifications/AppNotification';
import { errorMessage } from '../../dataProvider';

/**
 * Approve and Reject for a pending reporter. Approve is sent at once; Reject asks first, then waits for the toast's
 * Undo to run out before it is sent. `data` is what the record becomes, for react-admin's cache: the declared
 * approve and reject calls send their own bodies. `label` is the column header, read by Datagrid.
 */
export const DecisionButtons = (_: { label?: string }) => {
  const record = useRecordContext();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  if (!record) return null;
  const failed = (error: unknown) => notify(errorMessage(error), { type: 'error' });

  const approve = () =>
    update(
      'reporters',
      { id: record.id, data: { status: 'Active' }, previousData: record, meta: { call: 'approve' } },
      {
        onSuccess: () => {
          notify('app.reporters.approved', { type: 'success' });
          refresh();
        },
        onError: failed,
      },
    );

  const reject = () => {
    setConfirming(false);
    void update(
      'reporters',
      { id: record.id, data: { status: 'Trash' }, previousData: record, meta: { call: 'reject' } },
      {
        mutationMode: 'undoable',
        onSuccess: () =>
          notify('app.reporters.rejected', { type: 'success', undoable: true, autoHideDuration: UNDO_MS }),
        onError: failed,
      },
    );
  };

  const decided = record.status !== 'Pending';
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" variant="contained" color="success" disabled={isPending || decided} onClick={approve}>
        {translate('app.reporters.approve')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        disabled={isPending || decided}
        onClick={() => setConfirming(true)}
      >
        {translate('app.reporters.reject')}
      </Button>
      <Confirm
        isOpen={confirming}
        title="app.reporters.reject_title"
        content="app.reporters.reject_content"
        onConfirm={reject}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};
