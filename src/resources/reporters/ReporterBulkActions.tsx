import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import type { Identifier, RaRecord } from 'react-admin';
import {
  BulkActionsToolbar,
  Confirm,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
  useUpdateMany,
} from 'react-admin';
import { exportCsv, saveFile, SelectAllMatchingButton, UNDO_MS, useMatchSelection } from '../../custom';
import { errorMessage, type AppDataProvider } from '../../dataProvider';
import type { ReporterStatus } from './ReporterList';
import { CSV_COLUMNS, CSV_NAME } from './texts';

/** The list filter as the server matches it: the tab's status with the search and type filter. */
const useMatchFilter = (status: ReporterStatus) => {
  const { filterValues } = useListContext();
  return { ...filterValues, status };
};

/**
 * The delete icon: after the spec's confirmation the selected reporters (or every one matching, when chosen) go to
 * Trash. The call waits for the toast's Undo to run out, and is never sent when Undo is clicked.
 */
export const TrashSelectedButton = ({ status }: { status: ReporterStatus }) => {
  const { selectedIds, onUnselectItems } = useListContext();
  const { allMatching } = useMatchSelection();
  const filter = useMatchFilter(status);
  const [confirming, setConfirming] = useState(false);
  const [updateMany, { isPending }] = useUpdateMany();
  const notify = useNotify();
  const translate = useTranslate();

  const trash = () => {
    setConfirming(false);
    void updateMany(
      'reporters',
      // The page's ids are still given with a filter: react-admin's cache shows those rows as Trash at once.
      { ids: selectedIds, data: { status: 'Trash' }, meta: { call: 'status', ...(allMatching ? { filter } : {}) } },
      {
        mutationMode: 'undoable',
        onSuccess: () => {
          notify('app.reporters.moved_to_trash', { type: 'success', undoable: true, autoHideDuration: UNDO_MS });
          onUnselectItems();
        },
        onError: (error) => notify(errorMessage(error, 'app.reporters.status_failure'), { type: 'error' }),
      },
    );
  };

  return (
    <>
      <Tooltip title={translate('app.reporters.trash_tooltip')}>
        <IconButton
          aria-label={translate('app.reporters.trash_button')}
          color="error"
          disabled={isPending}
          onClick={() => setConfirming(true)}
        >
          <DeleteIcon />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={confirming}
        title="app.reporters.trash_title"
        content="app.reporters.trash_content"
        onConfirm={trash}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};

/**
 * Export: the selected rows as Reporters.csv, written here; or, when every matching reporter is chosen, the file the
 * server streams for the current search and filter (it may hold far more rows than the app has loaded).
 */
export const ExportSelectedButton = ({ status }: { status: ReporterStatus }) => {
  const { data = [], selectedIds, resource } = useListContext();
  const { allMatching } = useMatchSelection();
  const filter = useMatchFilter(status);
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);

  /** Selected rows of this page as loaded; rows selected on other pages are fetched. */
  const selectedRows = async (): Promise<RaRecord[]> => {
    const onPage = data.filter((record) => selectedIds.includes(record.id));
    const elsewhere = selectedIds.filter((id: Identifier) => !onPage.some((record) => record.id === id));
    if (elsewhere.length === 0) return onPage;
    const { data: others } = await dataProvider.getMany(resource, { ids: elsewhere });
    return [...onPage, ...others];
  };

  const exportRows = async () => {
    setBusy(true);
    try {
      if (allMatching) saveFile(await dataProvider.download(resource, { call: 'csv', filter }), `${CSV_NAME}.csv`);
      else exportCsv(await selectedRows(), CSV_COLUMNS, CSV_NAME, translate('app.list.no_data_for_export'));
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button startIcon={<DownloadIcon />} disabled={busy} onClick={() => void exportRows()}>
      {translate('app.list.export')}
    </Button>
  );
};

/** The bar over the table while rows are selected: count, 'Select all N matching', delete icon and Export. */
export const ReporterBulkToolbar = ({ status }: { status: ReporterStatus }) => {
  const { selectedIds } = useListContext();
  const { allMatching, count } = useMatchSelection();
  const translate = useTranslate();
  // react-admin keeps the bar in the page, collapsed, with nothing selected; its buttons would still take focus.
  if (selectedIds.length === 0) return null;
  return (
    <BulkActionsToolbar
      label={allMatching ? translate('app.reporters.all_matching_selected', { count }) : undefined}
      selectAllButton={<SelectAllMatchingButton />}
    >
      <TrashSelectedButton status={status} />
      <ExportSelectedButton status={status} />
    </BulkActionsToolbar>
  );
};
