import { MenuItem, Stack, TextField } from '@mui/material';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import { FilterChip } from '../../list/FilterChip';
import { FilterPopover, useSetFilters } from '../../list/FilterPopover';
import { SearchBox } from '../../list/SearchBox';
import { en } from '../../i18n/en';

/** The resources and actions the filters offer: those the catalogue names. */
const resourceNames = Object.keys(en.app.audit.resources);
const actionNames = Object.keys(en.app.activity.actions);

/** The filters the Filters menu sets, in the order their chips show. */
const MENU_FILTERS = ['resource', 'action', 'actor', 'from', 'to'] as const;

type MenuFilter = (typeof MENU_FILTERS)[number];

/** Each filter's options, by value, with the words its menu and its chip show (an admin's name for their id). */
const useOptions = (): Record<'resource' | 'action' | 'actor', { value: string; name: string }[]> => {
  const translate = useTranslate();
  // Without the admins the other filters still work; the admin filter then offers none.
  const { data: admins = [] } = useGetList('admins', { pagination: { page: 1, perPage: 100 } });
  return {
    resource: resourceNames.map((value) => ({
      value,
      name: translate(`app.audit.resources.${value}`, { smart_count: 2 }),
    })),
    action: actionNames.map((value) => ({ value, name: translate(`app.activity.actions.${value}`) })),
    actor: admins.map((admin) => ({ value: String(admin.id), name: `${admin.firstName} ${admin.lastName}` })),
  };
};

/**
 * The Activity filters in one bar (issues 28 and 39): the record id typed in a search box (debounced), and a Filters
 * menu with resource, action and admin picked from lists and a From/To date window. Each writes the list's filter,
 * so the URL keeps it and the page goes back to 1; each filter set shows as a chip naming it, which removes it.
 */
export const ActivityFilters = () => {
  const { filterValues } = useListContext();
  const setFilters = useSetFilters();
  const translate = useTranslate();
  const options = useOptions();
  const set = (source: MenuFilter, value: string) => setFilters({ [source]: value || undefined });
  const active = MENU_FILTERS.filter((source) => Boolean(filterValues[source]));

  const select = (source: 'resource' | 'action' | 'actor') => (
    <TextField
      select
      size="small"
      label={translate(`app.activity.${source}`)}
      value={String(filterValues[source] ?? '')}
      onChange={(event) => set(source, event.target.value)}
      fullWidth
    >
      <MenuItem value="">{translate('app.activity.any')}</MenuItem>
      {options[source].map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <>
      <SearchBox source="recordId" placeholder={translate('app.activity.record_id')} debounce={500} />
      <FilterPopover
        label="app.activity.filters"
        active={active.length}
        width={300}
        onClearAll={() => setFilters(Object.fromEntries(MENU_FILTERS.map((source) => [source, undefined])))}
      >
        {() => (
          <Stack sx={{ gap: 2, pt: 1 }}>
            {select('resource')}
            {select('action')}
            {select('actor')}
            {(['from', 'to'] as const).map((source) => (
              <TextField
                key={source}
                type="date"
                size="small"
                label={translate(`app.activity.${source}`)}
                value={String(filterValues[source] ?? '')}
                onChange={(event) => set(source, event.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
                fullWidth
              />
            ))}
          </Stack>
        )}
      </FilterPopover>
    </>
  );
};

/** The chips of the filters the menu set, each naming its filter and value, with a button that removes it. */
export const ActivityFilterChips = () => {
  const { filterValues } = useListContext();
  const options = useOptions();
  const shown = (source: MenuFilter) => {
    const value = String(filterValues[source] ?? '');
    return source === 'from' || source === 'to'
      ? value
      : options[source].find((option) => option.value === value)?.name;
  };
  const set = MENU_FILTERS.filter((source) => Boolean(filterValues[source]));
  if (set.length === 0) return null;
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
      {set.map((source) => (
        <FilterChip key={source} source={source} label={`app.activity.chips.${source}`} shown={shown(source)} />
      ))}
    </Stack>
  );
};
