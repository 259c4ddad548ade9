import { Button, Dialog, DialogActions, DialogContent, DialogContentText, Stack } from '@mui/material';
import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { statusFieldOf, type RowAction } from '#contract/resource';
import { can, type Access } from '#contract/permissions';
import { useAccess } from '../access/useAccess';
import { session } from '../authProvider';
import { DialogHeader } from '../forms/DialogHeader';
import { errorMessage, errorStatus, StatusConflictError } from '../dataProvider';
import { recordNameOf, transitionsOf, type Declared } from '../declaration/declared';
import { resourceNameOf } from './resourceName';
import { rowActionKey, textKey } from '../declaration/texts';

type Action = RowAction<Declared['fields']>;

/**
 * Whether the action is offered on this row: its `when` values match, a status it sets is a move the row's status
 * may make, and it is not on the admin's own record when it says so.
 */
const offered = (declaration: Declared, action: Action, record: RaRecord, access: Access | undefined) => {
  const moves = action.call === 'status' ? transitionsOf(declaration) : undefined;
  return (
    // The call is the permission: 'status', or the declared action's own name (issue 40).
    access !== undefined &&
    can(access, declaration.name, action.call) &&
    !(action.notOwn && String(record.id) === session.current()?.id) &&
    Object.entries(action.when ?? {}).every(([field, value]) => record[field] === value) &&
    (!moves || (moves.allowed(record)?.includes(String(action.value)) ?? false))
  );
};

/**
 * The buttons a declaration puts on each row (`screen.rowActions`): a status it sets or an action call of the
 * resource, asked first when it says so. A refusal shows the server's message (or the declared `refusal` of a
 * status call), a call that never reached the server the status call's `failure`. A move into a status that takes
 * no further move stands out.
 */
export const RowActions = ({
  declaration,
  record,
  variant = 'text',
}: {
  declaration: Declared;
  record: RaRecord;
  variant?: 'text' | 'outlined';
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const access = useAccess();
  const [update, { isPending }] = useUpdate();
  const [confirming, setConfirming] = useState<Action>();
  const name = recordNameOf(declaration, record);
  const text = (action: Action, key: string) =>
    translate(textKey(declaration, `row_actions.${rowActionKey(action)}.${key}`), { name });
  const final = (action: Action) =>
    action.call === 'status' && transitionsOf(declaration)?.isFinal(String(action.value));

  const failure = (action: Action, error: unknown) => {
    const { status } = declaration.api;
    if (action.call !== 'status' || !status) return errorMessage(error);
    // Someone else moved it since it was shown: the server says who and to what.
    if (error instanceof StatusConflictError) return error.message;
    if (errorStatus(error) && status.refusal) return translate(textKey(declaration, 'status_refusal'));
    return errorMessage(error, status.failure && translate(textKey(declaration, 'status_failure')));
  };

  const run = async (action: Action) => {
    const status = statusFieldOf(declaration);
    try {
      await update(
        resourceNameOf(declaration),
        {
          id: record.id,
          data: action.call === 'status' && status ? { [status]: action.value } : {},
          previousData: record,
          meta: { call: action.call },
        },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify(text(action, 'success'), { type: 'success' });
    } catch (error) {
      notify(failure(action, error), { type: 'error' });
    }
    refresh();
  };

  return (
    <Stack direction="row" spacing={1} sx={{ display: 'inline-flex' }}>
      {(declaration.screen?.rowActions ?? [])
        .filter((action) => offered(declaration, action, record, access))
        .map((action) => (
          <Button
            key={rowActionKey(action)}
            size="small"
            variant={final(action) ? 'contained' : variant}
            color={final(action) ? 'success' : 'primary'}
            disabled={isPending}
            aria-label={text(action, 'name')}
            onClick={() => (action.confirm ? setConfirming(action) : void run(action))}
          >
            {text(action, 'label')}
          </Button>
        ))}
      {confirming && (
        <Dialog open onClose={() => setConfirming(undefined)} aria-labelledby="row-action-confirm-title">
          <DialogHeader
            id="row-action-confirm-title"
            title={text(confirming, 'confirm_title')}
            onClose={() => setConfirming(undefined)}
          />
          <DialogContent>
            <DialogContentText>{text(confirming, 'confirm_text')}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(undefined)}>{translate('ra.action.cancel')}</Button>
            <Button
              variant="contained"
              onClick={() => {
                const action = confirming;
                setConfirming(undefined);
                void run(action);
              }}
            >
              {translate('ra.action.confirm')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Stack>
  );
};
