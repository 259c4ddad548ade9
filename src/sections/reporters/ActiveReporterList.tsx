import { TabList } from '../../routing/TabList';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Stack } from '@mui/material';
import { useState, type ReactElement } from 'react';
import type { RaRecord } from 'react-admin';
import { useRecordContext, useTranslate } from 'react-admin';
import { MatchSelectionProvider } from '../../list/MatchSelection';
import { StatusToggle } from '../../list/StatusToggle';
import { identityColumns, postColumns, ViewReporterLink } from './columns';
import { fullName } from './names';
import { ReporterBulkToolbar } from './ReporterBulkActions';
import { ReporterDialog } from './ReporterDialog';
import { tabCount, tabStatus, type ReporterStatus } from './section';
import { ReporterListHeader, ReporterTable } from './ReporterList';
import type { TabScreenProps } from '../../routing/section';

/** The Status column: Active becomes Inactive, anything else Active (spec section 4). */
const reporterStatusToggle = () => (
  <StatusToggle
    key="status"
    source="status"
    label="app.list.status"
    sortable={false}
    name={fullName}
    success={{ Active: 'app.reporters.now_active', Inactive: 'app.reporters.now_inactive' }}
    failure="app.reporters.status_failure"
    grant="reporters"
  />
);

/**
 * The table of the Reporters and Inactive Reporters tabs: selectable rows with trash and export, the status
 * toggle, then `actions`.
 */
export const SelectableReporterTable = ({ status, actions }: { status: ReporterStatus; actions: ReactElement }) => (
  <MatchSelectionProvider>
    {/* Datagrid draws the checkboxes when it has bulkActionButtons, and then shows bulkActionsToolbar in their place. */}
    <ReporterTable
      status={status}
      bulkActionButtons={<ReporterBulkToolbar status={status} />}
      bulkActionsToolbar={<ReporterBulkToolbar status={status} />}
    >
      {[...identityColumns(), ...postColumns(), reporterStatusToggle(), actions]}
    </ReporterTable>
  </MatchSelectionProvider>
);

// `label` is the column header, read by Datagrid.
const ActiveActions = ({ onEdit }: { onEdit: (record: RaRecord) => void; label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row">
      <IconButton aria-label={translate('app.list.edit', { name: fullName(record) })} onClick={() => onEdit(record)}>
        <EditIcon />
      </IconButton>
      <ViewReporterLink from="list" />
    </Stack>
  );
};

const ActiveReporterTable = ({ tab }: { tab: string }) => {
  const [editing, setEditing] = useState<RaRecord | null>(null);
  return (
    <>
      <ReporterListHeader count={{ label: tabCount(tab) }} />
      <SelectableReporterTable
        status={tabStatus(tab)}
        actions={<ActiveActions key="actions" label="app.list.actions" onEdit={setEditing} />}
      />
      {editing && <ReporterDialog record={editing} onClose={() => setEditing(null)} />}
    </>
  );
};

/** The Reporters tab: active reporters with search, type filter, status toggle, edit, view, trash and export. */
export const ActiveReporterList = ({ list, tab }: TabScreenProps) => (
  <TabList list={list} title="app.reporters.title">
    <ActiveReporterTable tab={tab} />
  </TabList>
);
