import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useState, type ReactNode } from 'react';
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
import { errorMessage, StatusConflictError, type AppDataProvider } from '../dataProvider';
import { UNDO_MS } from '../notifications/AppNotification';
import { exportCsv } from '../downloads/csv';
import { useCan, useHiddenFields } from '../access/useAccess';
import { SelectAllMatchingButton, useMatchSelection } from './MatchSelection';
import { saveFile } from '../downloads/saveFile';

/** The list filter as the server matches it: the tab's status with the search and filters of the list. */
const useMatchFilter = (status: string) => {
  const { filterValues } = useListContext();
  return { ...filterValues, status };
};

export interface TrashSelectedButtonProps {
  /** The tab's status, which the server's match by filter needs. */
  status: string;
  /** The status call's data, e.g. `{ status: 'Trash' }`. */
  data: Record<string, unknown>;
  /** Catalogue keys: the icon's name and tooltip, the confirmation, the failure fallback. */
  label: string;
  tooltip?: string;
  confirmTitle: string;
  confirmContent: string;
  failure: string;
  /** The toast's key for this many records. */
  success: (count: number) => string;
}

/**
 * The delete icon of a list's bulk bar: after the confirmation the selected records (or every one matching the
 * filter, when chosen) move with one status call, sent when the toast's Undo has run out and never when Undo is
 * clicked. Meanwhile react-admin's cache shows the rows with their new status.
 *
 * @example
 * <TrashSelectedButton status="Active" data={{ status: 'Trash' }} label="app.reporters.trash_button"
 *   confirmTitle="app.reporters.trash_title" confirmContent="app.reporters.trash_content"
 *   failure="app.reporters.status_failure" success={() => 'app.reporters.moved_to_trash'} />
 */
export const TrashSelectedButton = ({
  status,
  data,
  label,
  tooltip = label,
  confirmTitle,
  confirmContent,
  failure,
  success,
}: TrashSelectedButtonProps) => {
  const { data: rows = [], selectedIds, onUnselectItems, resource } = useListContext();
  const { allMatching, count } = useMatchSelection();
  const filter = useMatchFilter(status);
  const [confirming, setConfirming] = useState(false);
  const [updateMany, { isPending }] = useUpdateMany();
  const notify = useNotify();
  const translate = useTranslate();
  const mayMove = useCan(resource, 'status');

  const trash = () => {
    setConfirming(false);
    void updateMany(
      resource,
      // The page's ids are still given with a filter: react-admin's cache shows those rows moved at once. The rows
      // as seen go along, so that a record someone else has changed meanwhile is left alone.
      {
        ids: selectedIds,
        data,
        meta: {
          call: 'status',
          ...(allMatching ? { filter } : { seen: rows.filter((row) => selectedIds.includes(row.id)) }),
        },
      },
      {
        mutationMode: 'undoable',
        onSuccess: () => {
          notify(success(count), { type: 'success', undoable: true, autoHideDuration: UNDO_MS });
          onUnselectItems();
        },
        // Once sent: how many changed and how many were skipped because someone else had changed them.
        onSettled: (changed, error) => {
          const sent = selectedIds.length;
          const skipped =
            error instanceof StatusConflictError ? error.conflicts.length : sent - (changed?.length ?? sent);
          if (skipped > 0 && (changed || error instanceof StatusConflictError))
            notify(translate('app.list.status_skipped', { smart_count: skipped, changed: changed?.length ?? 0 }), {
              type: 'warning',
            });
        },
        onError: (error) => {
          if (!(error instanceof StatusConflictError)) notify(errorMessage(error, failure), { type: 'error' });
        },
      },
    );
  };

  if (!mayMove) return null;
  return (
    <>
      <Tooltip title={translate(tooltip)}>
        <IconButton
          aria-label={translate(label)}
          color="error"
          disabled={isPending}
          onClick={() => setConfirming(true)}
        >
          <DeleteIcon />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={confirming}
        title={confirmTitle}
        content={confirmContent}
        onConfirm={trash}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};

export interface ExportSelectedButtonProps {
  status: string;
  /** The file's name without `.csv`. */
  fileName: string;
  /** The header row, in order. */
  columns: string[];
  /** The selected records as rows keyed by `columns`; the records as they are by default. */
  rowsOf?: (records: RaRecord[]) => Record<string, unknown>[];
}

/**
 * Export in a list's bulk bar: the selected rows as a CSV written here; or, when every matching record is chosen,
 * the file the server streams for the current filter (the resource's `exports.csv`; it may hold far more rows than
 * the app has loaded).
 *
 * @example
 * <ExportSelectedButton status="Active" fileName="Reporters" columns={['firstName', 'lastName']} />
 */
export const ExportSelectedButton = ({
  status,
  fileName,
  columns,
  rowsOf = (records) => records,
}: ExportSelectedButtonProps) => {
  const { data = [], selectedIds, resource } = useListContext();
  const { allMatching } = useMatchSelection();
  const filter = useMatchFilter(status);
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const mayExport = useCan(resource, 'export');
  // A field the admin's roles hide is no column of the file, as the server's file of all matching leaves it out.
  const hidden = useHiddenFields(resource);

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
      if (allMatching) saveFile(await dataProvider.download(resource, { call: 'csv', filter }), `${fileName}.csv`);
      else
        exportCsv(
          rowsOf(await selectedRows()),
          columns.filter((column) => !hidden.has(column)),
          fileName,
          translate('app.list.no_data_for_export'),
        );
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  if (!mayExport) return null;
  return (
    <Button startIcon={<DownloadIcon />} disabled={busy} onClick={() => void exportRows()}>
      {translate('app.list.export')}
    </Button>
  );
};

/**
 * The bar over a list's table while rows are selected: the count (or 'All N matching ... selected', `allLabel`'s
 * key), 'Select all N matching', and the actions. Nothing while no row is selected: react-admin keeps its bar in the
 * page, collapsed, and its buttons would still take focus.
 *
 * @example
 * <MatchSelectionProvider>
 *   <ListTable bulkActionButtons={bar} bulkActionsToolbar={bar}>...</ListTable>
 * </MatchSelectionProvider>
 * // with bar = <BulkToolbar allLabel="app.reporters.all_matching_selected"><TrashSelectedButton .../></BulkToolbar>
 */
export const BulkToolbar = ({ allLabel, children }: { allLabel: string; children: ReactNode }) => {
  const { selectedIds } = useListContext();
  const { allMatching, count } = useMatchSelection();
  const translate = useTranslate();
  if (selectedIds.length === 0) return null;
  return (
    <BulkActionsToolbar
      label={allMatching ? translate(allLabel, { count }) : undefined}
      selectAllButton={<SelectAllMatchingButton />}
    >
      {children}
    </BulkActionsToolbar>
  );
};
