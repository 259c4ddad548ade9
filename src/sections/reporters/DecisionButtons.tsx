import { Button, Stack } from '@mui/material';
import { useRef, useState } from 'react';
import { Confirm, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { markMovedOut } from '../../live/LiveListNotice';
import { UNDO_MS } from '../../notifications/AppNotification';
import { ACTION_TOAST_MS, ActionToast } from '../../review/ActionToast';
import { useUndoStatus } from '../../review/useUndoStatus';
import { errorMessage } from '../../dataProvider';
import { reporterPath } from '../reporter-detail/section';
import { fullName } from './names';
import { useCan } from '../../access/useAccess';

/**
 * Approve and Reject for a pending reporter. Approve is sent at once, its toast names the reporter with View (their
 * page) and Undo (which reverts the approval, back to Pending); Reject asks first, then waits for the toast's Undo to
 * run out before it is sent. A decided row stays where it is, dimmed and marked, until the list is reloaded, so the
 * next row's buttons do not slide under the pointer (a double click does not decide two reporters). `data` is what the record becomes, for react-admin's cache: the declared
 * approve and reject calls send their own bodies. `label` is the column header, read by Datagrid.
 */
/** On a phone, touch targets of at least 44 x 44 px (WCAG 2.5.5), 8 px apart (the stack's spacing). */
const touchTarget = { minHeight: { xs: 44, sm: 0 }, minWidth: { xs: 44, sm: 0 } };

export const DecisionButtons = (_: { label?: string }) => {
  const record = useRecordContext();
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const translate = useTranslate();
  const navigate = useNavigate();
  const refresh = useRefresh();
  const undo = useUndoStatus();
  // Approve and Reject are the status permission's (issue 40).
  const mayDecide = useCan('reporters', 'status');
  const [confirming, setConfirming] = useState(false);
  // A second click of a double click comes before the button is disabled: it must not send the approval again.
  const sent = useRef(false);
  if (!record) return null;
  const failed = (error: unknown) => {
    sent.current = false;
    notify(errorMessage(error), { type: 'error' });
  };

  const approve = () => {
    if (sent.current) return;
    sent.current = true;
    void update(
      'reporters',
      { id: record.id, data: { status: 'Active' }, previousData: record, meta: { call: 'approve' } },
      {
        onSuccess: () => {
          notify(
            <ActionToast
              message={translate('app.reporters.approved')}
              detail={translate('app.review.done.approved_named', { name: fullName(record) })}
              onView={() => navigate(reporterPath(record.id, 'news'))}
              onUndo={() => void undo('reporters', record.id, 'status', 'Active')}
            />,
            { type: 'success', autoHideDuration: ACTION_TOAST_MS },
          );
          if (!markMovedOut('reporters', record.id)) refresh();
        },
        onError: failed,
      },
    );
  };

  const reject = () => {
    setConfirming(false);
    void update(
      'reporters',
      { id: record.id, data: { status: 'Trash' }, previousData: record, meta: { call: 'reject' } },
      {
        mutationMode: 'undoable',
        onSuccess: () =>
          notify(
            <ActionToast
              message={translate('app.reporters.rejected')}
              detail={translate('app.review.done.Rejected_named', { name: fullName(record) })}
              // The rejection is not sent until the toast closes: Undo drops it.
              waiting
            />,
            { type: 'success', undoable: true, autoHideDuration: UNDO_MS },
          ),
        onError: failed,
      },
    );
  };

  const decided = record.status !== 'Pending';
  if (!mayDecide) return null;
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="contained"
        color="success"
        disabled={isPending || decided}
        onClick={approve}
        sx={touchTarget}
      >
        {translate('app.reporters.approve')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        disabled={isPending || decided}
        onClick={() => setConfirming(true)}
        sx={touchTarget}
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
