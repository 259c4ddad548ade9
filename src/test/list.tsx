import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Datagrid, List, TextField } from 'react-admin';
import { createDataProvider } from '../dataProvider';
import { recorder } from './calls';
import { renderScreen } from './render';
import { server } from './server';

/**
 * A list shaped like the post lists (server-paged, with search and filter params) for testing list toolkit pieces
 * against the real data provider: `rec.calls` holds the list calls the toolkit caused.
 *
 * @example
 * const { rec } = renderPostList(<SearchBox placeholder="Search for location ..." />);
 * await waitFor(() => expect(rec.calls.at(-1)?.search).toBe('page=1&limit=15&search=delhi'));
 */
export const renderPostList = (
  toolbar: ReactNode,
  { path = '/posts', total = 1 }: { path?: string; total?: number } = {},
) => {
  const rec = recorder();
  server.use(
    rec.on('get', '/posts/filter/:status', () =>
      HttpResponse.json({
        posts: { postsData: [{ postID: 'p-1', postTitle: 'Monsoon arrives' }], pagination: { totalRecords: total } },
      }),
    ),
  );
  const dataProvider = createDataProvider({
    posts: {
      id: 'postID',
      list: {
        path: '/posts/filter/{status}',
        status: 'Published',
        params: ['search', 'category', 'language', 'days'],
        rows: 'posts.postsData',
        total: 'posts.pagination.totalRecords',
      },
    },
  });
  const view = renderScreen(
    <List resource="posts" perPage={15} actions={false} exporter={false} empty={false} pagination={false}>
      {toolbar}
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="postTitle" />
      </Datagrid>
    </List>,
    { path, dataProvider },
  );
  return { ...view, rec };
};
