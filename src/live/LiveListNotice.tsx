import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useRef } from 'react';
import { ListContext, useDataProvider, useTranslate, type GetListParams, type Identifier } from 'react-admin';
import { session } from '../dataProvider/session';
import { useLiveEvents } from './LiveProvider';
import { liveListState, useLiveListState } from './liveListState';

/** The resources whose list is on screen with this notice, by how many such lists. */
const shown = new Map<string, number>();

/**
 * The signed-in admin's own action moved a row out of its list (approved, published, rejected): the row is marked
 * and stays until Refresh, as another admin's change would, so the next row does not slide under the pointer (a
 * second click lands on the same, decided row, not on the next one). False when no list of the resource is on
 * screen to offer that Refresh (a reporter's page): the caller reloads what it shows instead.
 */
export const markMovedOut = (resource: string, id: Identifier) => {
  if (!shown.get(resource)) return false;
  liveListState.update(resource, (state) => ({
    ...state,
    changes: state.changes + 1,
    moved: new Set([...state.moved, String(id)]),
  }));
  return true;
};

/**
 * On a list, changes that other admins make to its resource do not move the rows under the cursor: the count
 * follows at once, rows moved out of the list are marked, and "3 changes - Refresh" reloads the rows when asked.
 */
export const LiveListNotice = () => {
  const list = useContext(ListContext);
  const resource = list?.resource;
  const { changes, moved } = useLiveListState(resource);
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const translate = useTranslate();

  // A list loaded afresh (Refresh, another page or filter) starts with nothing pending. A load, not a new `data`:
  // an action's answer also edits the rows in react-admin's cache, and the row it moved out must stay marked.
  const fetching = list?.isFetching ?? false;
  const wasFetching = useRef(fetching);
  useEffect(() => {
    if (resource && wasFetching.current && !fetching) liveListState.reset(resource);
    wasFetching.current = fetching;
  }, [resource, fetching]);
  useEffect(() => {
    if (!resource) return;
    shown.set(resource, (shown.get(resource) ?? 0) + 1);
    return () => {
      shown.set(resource, (shown.get(resource) ?? 1) - 1);
      liveListState.reset(resource);
    };
  }, [resource]);

  useLiveEvents((event) => {
    if (!resource || event.resource !== resource || event.actor?.adminID === session.current()?.id) return;
    liveListState.update(resource, (state) => ({ ...state, changes: state.changes + 1 }));
    // The list's own call as it was made (filter, page, sort), asked again without touching the rows shown.
    const [query] = queryClient.getQueryCache().findAll({ queryKey: [resource, 'getList'], type: 'active' });
    if (!query) return;
    void dataProvider.getList(resource, query.queryKey[2] as GetListParams).then(
      (fresh) => {
        const present = new Set(fresh.data.map((row) => String(row.id)));
        const gone = (list?.data ?? [])
          .map((row) => String(row.id))
          .filter((id) => event.ids.includes(id) && !present.has(id));
        liveListState.update(resource, (state) => ({
          ...state,
          total: fresh.total,
          moved: new Set([...state.moved, ...gone]),
        }));
      },
      () => undefined,
    );
  });

  if (!list || changes === 0) return null;
  const label = translate('app.live.changes', { smart_count: changes });
  return (
    <Button
      variant="outlined"
      color="warning"
      onClick={() => list.refetch()}
      aria-label={moved.size > 0 ? `${label}. ${translate('app.live.moved', { smart_count: moved.size })}` : label}
    >
      {label}
    </Button>
  );
};
