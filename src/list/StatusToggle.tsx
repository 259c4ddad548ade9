import { Switch } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate, useUpdate } from 'react-admin';
import { useCan } from '../access/useAccess';
import { errorMessage } from '../dataProvider';

export interface StatusToggleProps {
  /** The record field holding Active or Inactive. */
  source: string;
  /** Column header (a catalogue key), read by Datagrid. */
  label?: string;
  sortable?: boolean;
  /** What the row is called, e.g. the language's name: the switch is named '<name> status'. */
  name: (record: RaRecord) => string;
  /** Catalogue keys of the success toast for each new status, e.g. 'Language is Active'. */
  success: Record<'Active' | 'Inactive', string>;
  /** Catalogue key of the toast when the server cannot be reached (spec: 'Error updating Language status'). */
  failure: string;
  /** The resource whose `status` permission the switch needs, where it is not the list's (issue 40). */
  grant?: string;
}

/** The Active/Inactive switch of a table row; it calls the resource's status call and reloads the list. */
export const StatusToggle = ({ source, name, success, failure, grant }: StatusToggleProps) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  // Without the permission the switch still shows the status, and cannot be turned (issue 40).
  const mayChange = useCan(grant ?? resource ?? '', 'status');
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  if (!record) return null;
  const active = record[source] === 'Active';

  const onChange = () => {
    const next = active ? 'Inactive' : 'Active';
    void update(
      resource,
      { id: record.id, data: { [source]: next }, previousData: record, meta: { call: 'status' } },
      {
        onSuccess: () => {
          notify(success[next], { type: 'success' });
          refresh();
        },
        // A reachable server explains itself; an unreachable one gets the spec's fallback.
        onError: (error) => notify(errorMessage(error, failure), { type: 'error' }),
      },
    );
  };

  return (
    <Switch
      checked={active}
      disabled={isPending || !mayChange}
      onChange={onChange}
      onClick={(event) => event.stopPropagation()}
      slotProps={{ input: { 'aria-label': translate('app.list.status_of', { name: name(record) }) } }}
    />
  );
};
