import { useQueryClient } from '@tanstack/react-query';
import { useGetOne, type Identifier, type RaRecord } from 'react-admin';
import { useLiveEvents } from './LiveProvider';

const versionOf = (record: RaRecord | undefined) =>
  typeof record?.updatedAt === 'string' ? Date.parse(record.updatedAt) : Number.NEGATIVE_INFINITY;

/** The newer of two copies of a record by `updatedAt`; the first when they tie. */
const newerOf = (first: RaRecord | undefined, second: RaRecord | undefined) =>
  !first || (second && versionOf(second) > versionOf(first)) ? second : first;

/**
 * The record an open dialog shows, as it is now (issue 36): the list's row at first, with `loading` set, then the
 * record read fresh when the dialog opens, and read again on each live change to it, so an action is offered from
 * the record's status as it is, not as the list showed it. `taken` is a copy the dialog loaded itself (a Reload, a
 * revert); the newest copy wins.
 *
 * @example
 * const { record, loading } = useCurrentRecord('posts', row, reloaded);
 */
export const useCurrentRecord = <T extends RaRecord | undefined>(resource: string, opened: T, taken?: RaRecord) => {
  const queryClient = useQueryClient();
  const id = opened === undefined ? undefined : String(opened.id);
  const { data, isFetching, isFetched } = useGetOne(
    resource,
    { id: opened?.id as Identifier },
    // A failed read (or a resource without a get call) leaves the row as it was listed: no retries to wait for.
    { enabled: opened !== undefined, refetchOnMount: 'always', staleTime: 0, retry: false },
  );
  useLiveEvents((event) => {
    if (id !== undefined && event.resource === resource && event.ids.includes(id))
      void queryClient.invalidateQueries({ queryKey: [resource, 'getOne', { id }] });
  });
  return {
    record: (newerOf(newerOf(opened, isFetched ? data : undefined), taken) ?? opened) as T,
    loading: opened !== undefined && isFetching,
  };
};
