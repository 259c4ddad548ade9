import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { BulkActionsToolbar, Confirm, useListContext, useNotify, useTranslate, useUpdateMany } from 'react-admin';
import { exportCsv, UNDO_MS } from '../../custom';
import { errorMessage, resourceName } from '../../dataProvider';
import { categoryName, formatDateTime, languageName } from './texts';

/**
 * The delete icon: after the spec's confirmation the selected posts go to Trash (status Rejected) in one call, sent
 * when the toast's Undo has run out and never when Undo is clicked (as for reporters).
 */
const TrashSelectedButton = () => {
  const { selectedIds, onUnselectItems } = useListContext();
  const [confirming, setConfirming] = useState(false);
  const [updateMany, { isPending }] = useUpdateMany();
  const notify = useNotify();
  const translate = useTranslate();

  const trash = () => {
    setConfirming(false);
    const count = selectedIds.length;
    void updateMany(
      resourceName('posts'),
      { ids: selectedIds, data: { postStatus: 'Rejected' }, meta: { call: 'status' } },
      {
        mutationMode: 'undoable',
        onSuccess: () => {
          notify(count > 1 ? 'app.posts.many_moved_to_trash' : 'app.posts.moved_to_trash', {
            type: 'success',
            undoable: true,
            autoHideDuration: UNDO_MS,
          });
          onUnselectItems();
        },
        onError: (error) => notify(errorMessage(error, 'app.posts.status_failure'), { type: 'error' }),
      },
    );
  };

  return (
    <>
      <Tooltip title={translate('app.posts.delete')}>
        <IconButton
          aria-label={translate('app.posts.delete')}
          color="error"
          disabled={isPending}
          onClick={() => setConfirming(true)}
        >
          <DeleteIcon />
        </IconButton>
      </Tooltip>
      <Confirm
        isOpen={confirming}
        title="app.posts.delete_title"
        content="app.posts.delete_selected_content"
        onConfirm={trash}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};

/** Export: the selected rows of the page as Posts.csv, written in the browser (spec section 2). */
const ExportSelectedButton = () => {
  const { data = [], selectedIds } = useListContext();
  const translate = useTranslate();
  const columns = ['title', 'category', 'location', 'language', 'description', 'postedOn'] as const;
  const exportRows = () => {
    const rows = data
      .filter((record: RaRecord) => selectedIds.includes(record.id))
      .map((record: RaRecord) => {
        const values = {
          title: String(record.postTitle ?? ''),
          category: categoryName(record),
          location: String(record.postLocationDetails ?? ''),
          language: languageName(record),
          description: String(record.postDescription ?? ''),
          postedOn: formatDateTime(record.postedOn),
        };
        return Object.fromEntries(columns.map((column) => [translate(`app.posts.csv.${column}`), values[column]]));
      });
    exportCsv(
      rows,
      columns.map((column) => translate(`app.posts.csv.${column}`)),
      'Posts',
      translate('app.list.no_data_for_export'),
    );
  };
  return (
    <Button startIcon={<DownloadIcon />} onClick={exportRows}>
      {translate('app.list.export')}
    </Button>
  );
};

/** The bar over the table while rows are selected: count, delete icon and Export. */
export const PostBulkToolbar = () => {
  const { selectedIds } = useListContext();
  if (selectedIds.length === 0) return null;
  return (
    <BulkActionsToolbar>
      <TrashSelectedButton />
      <ExportSelectedButton />
    </BulkActionsToolbar>
  );
};
