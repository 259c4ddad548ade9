import { Skeleton, Tab, Tabs, type TabsProps, type Theme } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import type { Allows } from '../access/access';
import { useAccess } from '../access/useAccess';

/**
 * Tabs wrap onto a further line when they do not fit, at every width, so every tab stays in sight: a scrolling row
 * hid the last ones behind an arrow (on a phone, and Settings' Activity at 1280 px, issue 39). The selected one is
 * underlined, as the sliding indicator cannot follow a wrapped row. A tab's sides are 12 px rather than MUI's 16, so
 * Settings' eight tabs still take one row at 1280 px.
 */
const tabsLayout: Partial<TabsProps> = {
  variant: 'standard',
  sx: {
    '& .MuiTabs-list': { flexWrap: 'wrap' },
    '& .MuiTab-root': { px: 1.5 },
    '& .MuiTabs-indicator': { display: 'none' },
    '& .MuiTab-root.Mui-selected': { boxShadow: (theme: Theme) => `inset 0 -2px ${theme.palette.primary.main}` },
  },
};

export interface RouteTab {
  /** Catalogue key of the tab's text. */
  label: string;
  to: string;
  /** Who may open it (issue 40): the tab shows only to them. */
  allows?: Allows;
}

/**
 * Tabs that are routes (e.g. /reporters/new-reporter): the one matching the current path is selected. `label` and
 * the tabs' labels are catalogue keys.
 */
export const RouteTabs = ({ tabs: all, label }: { tabs: RouteTab[]; label: string }) => {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const access = useAccess();
  // Until the access is in, which tabs show is not known: their place is held rather than drawn empty.
  if (!access && all.some((tab) => tab.allows)) return <Skeleton variant="rounded" height={48} aria-hidden />;
  const tabs = all.filter((tab) => !tab.allows || (access && tab.allows(access)));
  const current = tabs.find((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`));
  return (
    <Tabs value={current?.to ?? false} aria-label={translate(label)} {...tabsLayout}>
      {tabs.map((tab) => (
        <Tab key={tab.to} label={translate(tab.label)} value={tab.to} component={Link} to={tab.to} />
      ))}
    </Tabs>
  );
};

export interface FilterTab {
  /** Catalogue key of the tab's text. */
  label: string;
  value: string;
}

/**
 * Tabs that are a value of the list's filter (e.g. the Languages tabs are `status`), so the tab lives in the URL
 * with the page and search; changing tab starts again at page 1.
 */
export const FilterTabs = ({ tabs, source, label }: { tabs: FilterTab[]; source: string; label: string }) => {
  const { filterValues, setFilters } = useListContext();
  const translate = useTranslate();
  const value = String(filterValues[source] ?? tabs[0].value);
  return (
    <Tabs
      value={value}
      aria-label={translate(label)}
      {...tabsLayout}
      onChange={(_, next: string) => setFilters({ [source]: next }, {}, false)}
    >
      {tabs.map((tab) => (
        <Tab key={tab.value} label={translate(tab.label)} value={tab.value} />
      ))}
    </Tabs>
  );
};
