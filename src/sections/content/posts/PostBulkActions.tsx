import type { RaRecord } from 'react-admin';
import { useTranslate } from 'react-admin';
import { BulkToolbar, ExportSelectedButton, TrashSelectedButton } from '../../../list/BulkActions';
import { numericDateTime } from '../../../format/dates';
import type { ContentState } from '../contentKind';
import { categoryName, languageName } from './postKind';

const CSV_FIELDS = ['title', 'category', 'location', 'language', 'description', 'postedOn'] as const;

/**
 * The bar over the table while rows are selected: count, 'Select all N matching', the delete icon (to Trash, with
 * Undo) and Export (Posts.csv of the selected rows, or the server's file of every matching post; spec section 2).
 */
export const PostBulkToolbar = ({ status }: { status: ContentState }) => {
  const translate = useTranslate();
  const header = (field: (typeof CSV_FIELDS)[number]) => translate(`app.posts.csv.${field}`);
  const rowsOf = (records: RaRecord[]) =>
    records.map((record) => {
      const values = {
        title: String(record.postTitle ?? ''),
        category: categoryName(record),
        location: String(record.postLocationDetails ?? ''),
        language: languageName(record),
        description: String(record.postDescription ?? ''),
        postedOn: numericDateTime(record.postedOn),
      };
      return Object.fromEntries(CSV_FIELDS.map((field) => [header(field), values[field]]));
    });
  return (
    <BulkToolbar allLabel="app.posts.all_matching_selected">
      <TrashSelectedButton
        status={status}
        data={{ postStatus: 'Rejected' }}
        label="app.review.delete"
        confirmTitle="app.review.delete_title"
        confirmContent="app.posts.delete_selected_content"
        failure="app.posts.status_failure"
        success={(count) => (count > 1 ? 'app.posts.many_moved_to_trash' : 'app.posts.moved_to_trash')}
      />
      <ExportSelectedButton status={status} fileName="Posts" columns={CSV_FIELDS.map(header)} rowsOf={rowsOf} />
    </BulkToolbar>
  );
};
