import { BulkToolbar, ExportSelectedButton, TrashSelectedButton } from '../../list/BulkActions';
import type { ReporterStatus } from './section';
import { CSV_COLUMNS, CSV_NAME } from './texts';

/**
 * The bar over the table while rows are selected: count, 'Select all N matching', the delete icon (to Trash, with
 * Undo) and Export (Reporters.csv of the selected rows, or the server's file of every matching reporter).
 */
export const ReporterBulkToolbar = ({ status }: { status: ReporterStatus }) => (
  <BulkToolbar allLabel="app.reporters.all_matching_selected">
    <TrashSelectedButton
      status={status}
      data={{ status: 'Trash' }}
      label="app.reporters.trash_button"
      tooltip="app.reporters.trash_tooltip"
      confirmTitle="app.reporters.trash_title"
      confirmContent="app.reporters.trash_content"
      failure="app.reporters.status_failure"
      success={() => 'app.reporters.moved_to_trash'}
    />
    <ExportSelectedButton status={status} fileName={CSV_NAME} columns={CSV_COLUMNS} />
  </BulkToolbar>
);
