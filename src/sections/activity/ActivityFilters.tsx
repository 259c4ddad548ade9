import { MenuItem, Stack, TextField } from '@mui/material';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import { SearchBox } from '../../list/SearchBox';
import { en } from '../../i18n/en';

/** The resources and actions the filters offer: those the catalogue names. */
const resourceNames = Object.keys(en.app.audit.resources);
const actionNames = Object.keys(en.app.activity.actions);

/**
 * The Activity filters (issue 28): resource, action and admin picked from lists, the record id typed (debounced),
 * and a From/To date window. Each writes the list's filter, so the URL keeps it and the page goes back to 1.
 */
export const ActivityFilters = () => {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const translate = useTranslate();
  // Without the admins the other filters still work; the admin filter then offers none.
  const { data: admins = [] } = useGetList('admins', { pagination: { page: 1, perPage: 100 } });

  const set = (source: string, value: string) => {
    const { [source]: _previous, ...rest } = filterValues as Record<string, unknown>;
    setFilters(value ? { ...rest, [source]: value } : rest, displayedFilters, false);
  };

  const select = (source: string, label: string, options: { value: string; name: string }[]) => (
    <TextField
      select
      size="small"
      label={translate(label)}
      value={String(filterValues[source] ?? '')}
      onChange={(event) => set(source, event.target.value)}
      sx={{ minWidth: { xs: '100%', sm: 170 } }}
    >
      <MenuItem value="">{translate('app.activity.any')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      {select(
        'resource',
        'app.activity.resource',
        resourceNames.map((value) => ({ value, name: translate(`app.audit.resources.${value}`, { smart_count: 2 }) })),
      )}
      {select(
        'action',
        'app.activity.action',
        actionNames.map((value) => ({ value, name: translate(`app.activity.actions.${value}`) })),
      )}
      {select(
        'actor',
        'app.activity.actor',
        admins.map((admin) => ({ value: String(admin.id), name: `${admin.firstName} ${admin.lastName}` })),
      )}
      <SearchBox source="recordId" placeholder={translate('app.activity.record_id')} debounce={500} />
      {(['from', 'to'] as const).map((source) => (
        <TextField
          key={source}
          type="date"
          size="small"
          label={translate(`app.activity.${source}`)}
          value={String(filterValues[source] ?? '')}
          onChange={(event) => set(source, event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ minWidth: { xs: '100%', sm: 160 } }}
        />
      ))}
    </Stack>
  );
};
