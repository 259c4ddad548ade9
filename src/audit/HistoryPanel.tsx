import { Alert, Box, Divider, Typography } from '@mui/material';
import { useState } from 'react';
import type { Identifier, RaRecord } from 'react-admin';
import { Confirm, useDataProvider, useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ListLoadError } from '../list/ListLoadError';
import { useCan } from '../access/useAccess';
import { errorMessage, isFailedList, resourceName, type ResourceName } from '../dataProvider';
import { AuditEntryView } from './AuditEntryView';
import { auditEntryOf, recordNamesIn, type AuditEntry } from './entry';
import { fieldList } from './fields';

/** What a dialog tells its History panel: whose entries to list, and how to take the record back after a revert. */
export interface RecordHistory {
  resource: ResourceName;
  id: Identifier;
  /** The record's name for the sentences ("rejected the post 'Council meets tonight'"). */
  name?: string;
  /** Called with the record as it is after a revert, for a dialog that shows a copy of it. */
  onReverted?: (record: RaRecord) => void;
}

/** A record's history is short; more than this many entries are on the Activity screen. */
const ENTRIES_SHOWN = 50;

/**
 * The History panel of a record's dialog (issue 28): the record's audit entries, newest first, each with Revert. A
 * revert first asks, naming each field and the value it puts back (issue 39), then puts back that entry's
 * before-values through the normal update path; on success the lists and the record are loaded again with a toast
 * saying what was put back of which record, and a refusal (409 when the record changed since) shows the server's
 * message here.
 */
export const HistoryPanel = ({ resource, id, name, onReverted }: RecordHistory) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const [busy, setBusy] = useState(false);
  // The entry whose Revert was pressed, until its question is answered.
  const [asking, setAsking] = useState<AuditEntry>();
  const [refusal, setRefusal] = useState<string>();
  const mayRevert = useCan(resource, 'revert');
  const { data, meta, isPending, refetch } = useGetList(resourceName('audit'), {
    filter: { resource, recordId: String(id) },
    pagination: { page: 1, perPage: ENTRIES_SHOWN },
  });
  const entries = (data ?? []).map(auditEntryOf);
  const recordName = name ?? recordNamesIn(entries).get(String(id));

  const revert = async (entry: AuditEntry) => {
    setBusy(true);
    setRefusal(undefined);
    try {
      await dataProvider.update(resourceName('audit'), {
        id: entry.auditID,
        data: {},
        previousData: { id: entry.auditID },
        meta: { call: 'revert' },
      });
      const named = entry.recordLabels[String(id)] ?? recordName;
      notify(named ? 'app.audit.reverted' : 'app.audit.reverted_unnamed', {
        type: 'success',
        messageArgs: { fields: fieldList(entry, entry.revertable, translate), name: named },
      });
      if (onReverted) onReverted((await dataProvider.getOne(resource, { id })).data);
      refresh();
      await refetch();
    } catch (error) {
      setRefusal(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  if (isFailedList(meta)) return <ListLoadError onRetry={() => void refetch()} message="app.audit.load_failed" />;
  return (
    <Box>
      {refusal && (
        <Alert severity="error" sx={{ my: 1 }} onClose={() => setRefusal(undefined)}>
          {translate(refusal, { _: refusal })}
        </Alert>
      )}
      {isPending ? (
        <Typography role="status" color="text.secondary" sx={{ py: 1 }}>
          {translate('app.list.loading')}
        </Typography>
      ) : entries.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {translate('app.audit.no_history')}
        </Typography>
      ) : (
        entries.map((entry, index) => (
          <Box key={entry.auditID}>
            {index > 0 && <Divider />}
            <AuditEntryView
              entry={entry}
              recordName={recordName}
              busy={busy}
              onRevert={mayRevert ? setAsking : undefined}
            />
          </Box>
        ))
      )}
      {asking && (
        <Confirm
          isOpen
          title="app.audit.revert_confirm"
          titleTranslateOptions={{
            changes: fieldList(
              asking,
              asking.revertable,
              translate,
              (field) => asking.changes.find((change) => change.field === field)?.before ?? null,
            ),
          }}
          content="app.audit.revert_confirm_text"
          confirm="app.audit.revert_confirm_button"
          onConfirm={() => {
            setAsking(undefined);
            void revert(asking);
          }}
          onClose={() => setAsking(undefined)}
        />
      )}
    </Box>
  );
};
