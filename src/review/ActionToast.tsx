import { Button, SnackbarContent, Stack } from '@mui/material';
import { useCloseNotification, useTakeUndoableMutation, useTranslate } from 'react-admin';

/** How long a toast with View or Undo stays: the spec's 2 seconds are too short to read it and reach a button. */
export const ACTION_TOAST_MS = 5000;

/**
 * The success toast of an action on one record (issue 39): the spec's own text as it is (`message`), then a line
 * that names what was done to which record (`detail`: 'Published "Council meets tonight"'), with View (opens the
 * record) and, for a change that can be put back, Undo: `onUndo`, or with `waiting` the Undo of an action that
 * waits for the toast to close (react-admin's undoable mode: Undo drops it). Given to `notify` as the message, with
 * ACTION_TOAST_MS (or UNDO_MS and `undoable` for a waiting action): react-admin then shows it in place of its own
 * content, in the toast of the success type.
 *
 * @example
 * notify(<ActionToast message={translate('app.posts.status_updated')} detail={...} onView={view} onUndo={undo} />,
 *   { type: 'success', autoHideDuration: ACTION_TOAST_MS });
 */
export const ActionToast = ({
  message,
  detail,
  onView,
  onUndo: undo,
  waiting = false,
}: {
  message: string;
  detail: string;
  onView?: () => void;
  onUndo?: () => void;
  waiting?: boolean;
}) => {
  const translate = useTranslate();
  const close = useCloseNotification();
  const takeWaiting = useTakeUndoableMutation();
  const onUndo = waiting ? () => takeWaiting()?.({ isUndo: true }) : undo;
  const act = (action: () => void) => () => {
    close();
    action();
  };
  return (
    <SnackbarContent
      className="RaNotification-success"
      message={
        <Stack component="span">
          <span>{message}</span>
          <span>{detail}</span>
        </Stack>
      }
      action={
        <>
          {onView && (
            <Button color="inherit" size="small" onClick={act(onView)}>
              {translate('app.review.view')}
            </Button>
          )}
          {onUndo && (
            // react-admin's class for Undo: the toast's running-down bar lasts as long as a toast with Undo stays.
            <Button color="inherit" size="small" className="RaNotification-undo" onClick={act(onUndo)}>
              {translate('ra.action.undo')}
            </Button>
          )}
        </>
      }
    />
  );
};
