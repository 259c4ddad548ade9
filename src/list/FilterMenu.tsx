import FilterListIcon from '@mui/icons-material/FilterList';
import { Badge, Box, Button, Checkbox, Divider, FormControlLabel, Popover, Radio, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';

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

/** The Filter dropdown: groups of checkboxes or radios and Clear All, applied to the list's filter at once. */
export const FilterMenu = ({ groups, label = 'app.list.filter' }: { groups: FilterGroup[]; label?: string }) => {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const active = groups.reduce((sum, group) => sum + asList(filterValues[group.source]).length, 0);

  const write = (source: string, values: string[], multiple: boolean) => {
    const { [source]: _previous, ...rest } = filterValues;
    const next = values.length === 0 ? rest : { ...rest, [source]: multiple ? values : values[0] };
    setFilters(next, displayedFilters, false);
  };

  const toggle = (group: FilterGroup, value: string) => {
    const current = asList(filterValues[group.source]);
    const selected = current.includes(value);
    if (group.multiple) write(group.source, selected ? current.filter((v) => v !== value) : [...current, value], true);
    else write(group.source, selected ? [] : [value], false);
  };

  const clearAll = () => {
    const sources = new Set(groups.map((group) => group.source));
    setFilters(
      Object.fromEntries(Object.entries(filterValues).filter(([key]) => !sources.has(key))),
      displayedFilters,
      false,
    );
  };

  return (
    <>
      {/* The count sits half outside the button's corner: the margin keeps it inside a phone's width. */}
      <Badge badgeContent={active} color="primary" sx={{ mr: 1.5 }}>
        <Button
          variant="outlined"
          startIcon={<FilterListIcon />}
          aria-haspopup="dialog"
          aria-expanded={Boolean(anchor)}
          aria-controls={anchor ? id : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {translate(label)}
        </Button>
      </Badge>
      <Popover
        id={id}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': translate(label) } as object }}
      >
        <Box sx={{ p: 2, minWidth: 220, maxHeight: 420, overflowY: 'auto' }}>
          {groups.map((group, index) => (
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
          ))}
          <Button size="small" sx={{ mt: 1 }} onClick={clearAll} disabled={active === 0}>
            {translate('app.list.clear_all')}
          </Button>
        </Box>
      </Popover>
    </>
  );
};
