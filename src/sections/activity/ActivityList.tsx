import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Divider, Link, Stack } from '@mui/material';
import { useState } from 'react';
import { List, useDataProvider, useGetOne, useListContext, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { AuditEntryView } from '../../audit/AuditEntryView';
import { auditEntryOf, nameOfRecord, recordNamesIn, type AuditEntry } from '../../audit/entry';
import { saveFile } from '../../downloads/saveFile';
import { CountCard } from '../../list/CountCard';
import { EmptyTable } from '../../list/EmptyTable';
import { ListHeader } from '../../list/ListHeader';
import { ListLoadError } from '../../list/ListLoadError';
import { NumberedPagination } from '../../list/NumberedPagination';
import { TableSkeleton } from '../../list/TableSkeleton';
import { errorMessage, isFailedList, type AppDataProvider, type ResourceName } from '../../dataProvider';
import { isRow } from '../../dataProvider/json';
import { entries } from '../../dataProvider/entries';
import { listPath } from '../../routing/section';
import { ActivityFilterChips, ActivityFilters } from './ActivityFilters';
import { recordLink } from './recordLinks';
import { ACTIVITY_PATH, activityList } from './list';

/** Below the sentence: where the record is, and all of its activity (this screen filtered by it). */
const RecordLinks = ({ entry }: { entry: AuditEntry }) => {
  const translate = useTranslate();
  if (entry.recordIds.length !== 1 || !entry.resource) return null;
  const [id] = entry.recordIds;
  const noun = translate(`app.audit.resources.${entry.resource}`, { smart_count: 1, _: entry.resource });
  const nouns = translate(`app.audit.resources.${entry.resource}`, { smart_count: 2, _: entry.resource });
  const screen = recordLink(entry.resource, id);
  return (
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', mt: 0.5 }}>
      <Link
        component={RouterLink}
        to={listPath(ACTIVITY_PATH, { resource: entry.resource, recordId: id })}
        variant="body2"
      >
        {translate('app.activity.record_activity', { noun })}
      </Link>
      {screen && (
        <Link component={RouterLink} to={screen} variant="body2">
          {translate('app.activity.open_list', { nouns })}
        </Link>
      )}
    </Stack>
  );
};

const Export = () => {
  const { filterValues, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      saveFile(
        await dataProvider.download(activityList.resource, { call: 'csv', filter: filterValues }),
        'Activity.csv',
      );
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} disabled={busy || !total} onClick={() => void run()}>
      {translate('app.activity.export')}
    </Button>
  );
};

/**
 * The name of the one record the list is filtered by, from its get call: its entries then read "rejected the post
 * 'Council meets tonight'" even when none of them changed the name.
 */
const useFilteredRecordName = (): string | undefined => {
  const { filterValues } = useListContext();
  const resource = typeof filterValues.resource === 'string' ? filterValues.resource : '';
  const id = typeof filterValues.recordId === 'string' ? filterValues.recordId : '';
  const entry: unknown = Object.hasOwn(entries, resource) ? entries[resource as ResourceName] : undefined;
  const readable = Boolean(id && isRow(entry) && entry.get);
  const { data } = useGetOne(resource, { id }, { enabled: readable, retry: false });
  return data && readable ? nameOfRecord(data) : undefined;
};

const Entries = () => {
  const { data, isPending, meta, refetch, perPage, filterValues } = useListContext();
  const filteredName = useFilteredRecordName();
  if (isPending) return <TableSkeleton columns={3} rows={Math.min(perPage, 10)} />;
  if (isFailedList(meta)) return <ListLoadError onRetry={() => void refetch()} message="app.activity.load_failed" />;
  if (!data?.length) return <EmptyTable message="app.activity.empty" />;
  const entries = data.map(auditEntryOf);
  const names = recordNamesIn(entries);
  if (filteredName) names.set(String(filterValues.recordId), filteredName);
  return (
    <Box>
      {entries.map((entry, index) => (
        <Box key={entry.auditID}>
          {index > 0 && <Divider />}
          <AuditEntryView
            entry={entry}
            recordName={entry.recordIds.length === 1 ? names.get(entry.recordIds[0]) : undefined}
            footer={<RecordLinks entry={entry} />}
          />
        </Box>
      ))}
    </Box>
  );
};

/**
 * Settings > Activity (issue 28): the audit log newest first, 15 entries a page, filtered by resource, record, admin,
 * action and dates (all in the URL; one bar of a search and a Filters menu, with chips naming those set, so the first
 * entry starts near the top); each entry a sentence with its changes before and after, links to the record and to
 * all of its activity, and the filtered log as a CSV the server streams.
 */
export const ActivityList = () => {
  const translate = useTranslate();
  return (
    <List
      {...activityList}
      title="app.activity.title"
      pagination={<NumberedPagination />}
      actions={false}
      exporter={false}
      empty={false}
    >
      <ListHeader>
        <CountCard label="app.activity.count" />
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <ActivityFilters />
          <Export />
        </Stack>
      </ListHeader>
      <ActivityFilterChips />
      <Box component="section" aria-label={translate('app.activity.title')}>
        <Entries />
      </Box>
    </List>
  );
};
