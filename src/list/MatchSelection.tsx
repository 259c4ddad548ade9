import { Button } from '@mui/material';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';

interface MatchSelection {
  /** Every record matching the list's filter is chosen, not only the selected rows of this page. */
  allMatching: boolean;
  selectAllMatching: () => void;
  /** How many records the bulk actions will touch. */
  count: number;
}

const MatchSelectionContext = createContext<MatchSelection>({
  allMatching: false,
  selectAllMatching: () => undefined,
  count: 0,
});

const everyRowSelected = (data: { id: unknown }[] | undefined, selectedIds: unknown[]) =>
  Boolean(data?.length) && data!.every((record) => selectedIds.includes(record.id));

/**
 * Lets a list's bulk actions apply to every record matching its filter (across pages), as mail clients offer once a
 * whole page is selected. The choice holds while the whole page stays selected under the same filter; unselecting a
 * row, paging or changing the search drops it. Put it inside the List, around the table.
 *
 * @example
 * <MatchSelectionProvider>
 *   <ListTable bulkActionsToolbar={<BulkActionsToolbar selectAllButton={<SelectAllMatchingButton />}>...}>...</ListTable>
 * </MatchSelectionProvider>
 * // in a bulk action button:
 * const { allMatching } = useMatchSelection();
 */
export const MatchSelectionProvider = ({ children }: { children: ReactNode }) => {
  const { data, selectedIds, filterValues, total } = useListContext();
  const filterKey = JSON.stringify(filterValues);
  const [matchedFilter, setMatchedFilter] = useState<string | null>(null);
  const holds = matchedFilter === filterKey && everyRowSelected(data, selectedIds);
  // Adjusting state while rendering (React's documented pattern): a choice that no longer holds is forgotten, so
  // selecting the page again later does not bring it back.
  if (matchedFilter !== null && !holds) setMatchedFilter(null);
  const value = useMemo(
    () => ({
      allMatching: holds,
      selectAllMatching: () => setMatchedFilter(filterKey),
      count: holds ? (total ?? selectedIds.length) : selectedIds.length,
    }),
    [holds, filterKey, total, selectedIds.length],
  );
  return <MatchSelectionContext.Provider value={value}>{children}</MatchSelectionContext.Provider>;
};

/** The match selection of the list around (see MatchSelectionProvider). */
export const useMatchSelection = () => useContext(MatchSelectionContext);

/**
 * 'Select all N matching', offered when the whole page is selected and more records match than the page shows.
 * Goes in BulkActionsToolbar's `selectAllButton` (in place of react-admin's, which loads up to 250 ids).
 */
export const SelectAllMatchingButton = () => {
  const { data, selectedIds, total } = useListContext();
  const { allMatching, selectAllMatching } = useMatchSelection();
  const translate = useTranslate();
  if (allMatching || !data || total === undefined || total <= data.length || !everyRowSelected(data, selectedIds))
    return null;
  return (
    <Button size="small" onClick={selectAllMatching}>
      {translate('app.list.select_all_matching', { total })}
    </Button>
  );
};
