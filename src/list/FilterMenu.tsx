import { Box, Checkbox, Divider, FormControlLabel, Radio, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { RemovableChip } from './FilterChip';
import { FilterPopover, useSetFilters } from './FilterPopover';

export interface FilterOption {
  id: string | number;
  /** Catalogue key (or text) of the option. */
  name: string;
}

export interface FilterGroup {
  /** The filter key (and URL / query parameter) the group writes. */
  source: string;
  /** Catalogue key of the group's heading. */
  label?: string;
  options: FilterOption[];
  /** Checkboxes (several values, sent as a list) or radios (one value, clicking it again clears it). */
  multiple?: boolean;
}

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : value == null || value === '' ? [] : [String(value)];

/**
 * The Filter dropdown: groups of checkboxes or radios and Clear All, applied to the list's filter at once; each value
 * set is also a removable chip before the button.
 */
export const FilterMenu = ({ groups, label = 'app.list.filter' }: { groups: FilterGroup[]; label?: string }) => {
  const { filterValues } = useListContext();
  const setFilters = useSetFilters();
  const translate = useTranslate();
  const active = groups.reduce((sum, group) => sum + asList(filterValues[group.source]).length, 0);

  const write = (source: string, values: string[], multiple: boolean) =>
    setFilters({ [source]: values.length === 0 ? undefined : multiple ? values : values[0] });

  const toggle = (group: FilterGroup, value: string) => {
    const current = asList(filterValues[group.source]);
    const selected = current.includes(value);
    if (group.multiple) write(group.source, selected ? current.filter((v) => v !== value) : [...current, value], true);
    else write(group.source, selected ? [] : [value], false);
  };

  const clearAll = () => setFilters(Object.fromEntries(groups.map((group) => [group.source, undefined])));

  // Each value set, as a chip beside the button: a filter kept from an earlier visit is seen, and removed in a click.
  // A value no option names (a language made inactive since) still shows, by its id.
  const chips = groups.flatMap((group) =>
    asList(filterValues[group.source]).map((value) => {
      const option = group.options.find((candidate) => String(candidate.id) === value);
      const text = translate('app.list.filter_chip', {
        group: translate(group.label ?? label),
        value: option ? translate(option.name) : value,
      });
      return <RemovableChip key={`${group.source}.${value}`} text={text} onRemove={() => toggle(group, value)} />;
    }),
  );

  return (
    <>
      {chips}
      <FilterPopover label={label} active={active} onClearAll={clearAll}>
        {() =>
          groups.map((group, index) => (
            <Box key={group.source} role="group" aria-label={translate(group.label ?? label)}>
              {index > 0 && <Divider sx={{ my: 1 }} />}
              {group.label && (
                <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
                  {translate(group.label)}
                </Typography>
              )}
              {group.options.map((option) => {
                const checked = asList(filterValues[group.source]).includes(String(option.id));
                const Control = group.multiple ? Checkbox : Radio;
                return (
                  <FormControlLabel
                    key={option.id}
                    sx={{ display: 'flex' }}
                    label={translate(option.name)}
                    control={
                      <Control size="small" checked={checked} onClick={() => toggle(group, String(option.id))} />
                    }
                  />
                );
              })}
            </Box>
          ))
        }
      </FilterPopover>
    </>
  );
};
