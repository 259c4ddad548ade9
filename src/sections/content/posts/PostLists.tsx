import { TabList } from '../../../routing/TabList';
import type { ReactNode } from 'react';
import { ImportButton } from '../../../list/ImportButton';
import { MatchSelectionProvider } from '../../../list/MatchSelection';
import { useShownRecord } from '../../../list/useShownRecord';
import { resourceName } from '../../../dataProvider';
import { AddContentButton } from '../AddContentDialog';
import { ContentDialog } from '../ContentDialog';
import type { ContentState } from '../contentKind';
import { PostBulkToolbar } from './PostBulkActions';
import { postColumns, PostListHeader, PostTable } from './PostList';
import type { TabScreenProps } from '../../../routing/section';
import { postKind } from './postKind';

/** A tab with selectable rows (delete and export), location search and filter; `header` adds its own buttons. */
const SelectablePostTab = ({ status, count, header }: { status: ContentState; count: string; header?: ReactNode }) => {
  const [viewing, setViewing] = useShownRecord(resourceName('posts'));
  const bar = <PostBulkToolbar status={status} />;
  return (
    <>
      <PostListHeader count={count}>
        <ImportButton resource={resourceName('posts')} templateFile="posts-import-template.xlsx" />
        {header}
      </PostListHeader>
      <MatchSelectionProvider>
        <PostTable
          bulkActionButtons={bar}
          bulkActionsToolbar={bar}
          // Posts on their way to Trash stay in the page, dimmed, while the toast's Undo runs.
          rowSx={(record) => (record.postStatus === 'Rejected' ? { opacity: 0.4 } : {})}
        >
          {postColumns(setViewing)}
        </PostTable>
      </MatchSelectionProvider>
      {viewing && <ContentDialog kind={postKind} record={viewing} onClose={() => setViewing(null)} />}
    </>
  );
};

/** New Posts: pending posts, with '+ Add New Post'. */
export const PendingPostList = ({ list }: TabScreenProps) => (
  <TabList list={list} title="app.posts.title">
    <SelectablePostTab status="Pending" count="app.posts.count.pending" header={<AddContentButton kind={postKind} />} />
  </TabList>
);

/** Published posts. */
export const PublishedPostList = ({ list }: TabScreenProps) => (
  <TabList list={list} title="app.posts.title">
    <SelectablePostTab status="Published" count="app.posts.count.published" />
  </TabList>
);

/** Scheduled Post: published posts whose posting time is still ahead. */
export const ScheduledPostList = ({ list }: TabScreenProps) => (
  <TabList list={list} title="app.posts.title">
    <SelectablePostTab status="Schedule" count="app.posts.count.scheduled" />
  </TabList>
);

const TrashPostTab = () => {
  const [viewing, setViewing] = useShownRecord(resourceName('posts'));
  return (
    <>
      <PostListHeader count="app.posts.count.trash" searchable={false} />
      <PostTable>{postColumns(setViewing, { description: false })}</PostTable>
      {viewing && <ContentDialog kind={postKind} record={viewing} onClose={() => setViewing(null)} />}
    </>
  );
};

/** Trash: rejected posts; only the count card and the table, no checkboxes and no description. */
export const TrashPostList = ({ list }: TabScreenProps) => (
  <TabList list={list} title="app.posts.title">
    <TrashPostTab />
  </TabList>
);
