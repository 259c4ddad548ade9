import { useState } from 'react';
import { useGetOne, type RaRecord } from 'react-admin';
import { useSearchParams } from 'react-router-dom';

/**
 * The record a list shows in its dialog: the one clicked, or the one the URL's `?show=<id>` names (where the top bar's
 * search opens a record, issue 42), read by its id. Closing it drops the parameter, so Back does not reopen it.
 *
 * @example
 * const [viewing, setViewing] = useShownRecord('posts');
 * {viewing && <ContentDialog record={viewing} onClose={() => setViewing(null)} />}
 *
 * Any declared list reads it the same way (its table's edit dialog, its cards' view, its covers' view), so every
 * search result's `path` opens its record with no code of its own; `follows` false leaves the URL to another list
 * (a child list inside a record's dialog).
 */
export const useShownRecord = (resource: string, follows = true) => {
  const [params, setParams] = useSearchParams();
  const shown = follows ? params.get('show') : null;
  const [clicked, setClicked] = useState<RaRecord | null>(null);
  const { data } = useGetOne(resource, { id: shown ?? '' }, { enabled: shown !== null });
  const viewing = clicked ?? (shown !== null ? (data ?? null) : null);
  const setViewing = (record: RaRecord | null) => {
    setClicked(record);
    if (record === null && shown !== null)
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('show');
          return next;
        },
        { replace: true },
      );
  };
  return [viewing, setViewing] as const;
};
