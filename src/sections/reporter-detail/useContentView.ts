import { useSearchParams } from 'react-router-dom';

/** Spec section 9: reporter detail cards, 3 first, then 3 more at a time. */
export const CARDS_STEP = 3;

export const statusTabs = [
  { value: 'published', label: 'app.reporter_detail.status_tabs.published', status: 'Published' },
  { value: 'pending', label: 'app.reporter_detail.status_tabs.pending', status: 'Pending' },
  { value: 'trash', label: 'app.reporter_detail.status_tabs.trash', status: 'Rejected' },
] as const;

export type StatusTab = (typeof statusTabs)[number];

/**
 * The status sub-tab and how many cards are shown, kept in the URL (`?tab=pending&shown=6`) so reload and Back keep
 * them. Changing tab is a history step and starts again at 3 cards; Show More / Show Less replace the entry.
 *
 * @example
 * const { tab, shown, setTab, showMore, showLess } = useContentView();
 * useGetList('reporterPosts', { filter: { reporter: id, status: tab.status } });
 */
export const useContentView = () => {
  const [params, setParams] = useSearchParams();
  const tab = statusTabs.find((candidate) => candidate.value === params.get('tab')) ?? statusTabs[0];
  const asked = Math.floor(Number(params.get('shown')) / CARDS_STEP) * CARDS_STEP;
  const shown = Math.max(CARDS_STEP, Number.isFinite(asked) ? asked : CARDS_STEP);

  const setShown = (count: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (count > CARDS_STEP) next.set('shown', String(count));
        else next.delete('shown');
        return next;
      },
      { replace: true },
    );

  return {
    tab,
    shown,
    setTab: (value: string) => setParams({ tab: value }),
    showMore: () => setShown(shown + CARDS_STEP),
    showLess: () => setShown(CARDS_STEP),
  };
};
