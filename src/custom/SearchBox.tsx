import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useListContext } from 'react-admin';

export interface SearchBoxProps {
  placeholder: string;
  /** Milliseconds of quiet before the list is searched (spec: 1000, 500 on the inactive reporters screen). */
  debounce?: number;
  source?: string;
}

/** A clearable, debounced search box that writes into the list's filter (and so into the URL). */
export const SearchBox = ({ placeholder, debounce = 1000, source = 'search' }: SearchBoxProps) => {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const applied = String(filterValues[source] ?? '');
  const [value, setValue] = useState(applied);
  const latest = useRef({ filterValues, displayedFilters });
  latest.current = { filterValues, displayedFilters };

  // Back, reload and Clear All change the filter from outside; the box follows.
  useEffect(() => setValue(applied), [applied]);

  const apply = (text: string) => {
    const { filterValues: current, displayedFilters: displayed } = latest.current;
    const { [source]: _previous, ...rest } = current;
    setFilters(text.trim() ? { ...rest, [source]: text.trim() } : rest, displayed, false);
  };

  useEffect(() => {
    if (value.trim() === applied) return;
    const timer = window.setTimeout(() => apply(value), debounce);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only typing restarts the pause
  }, [value, debounce]);

  return (
    <TextField
      size="small"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      placeholder={placeholder}
      slotProps={{
        htmlInput: { 'aria-label': placeholder, type: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: value ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                aria-label="Clear search"
                onClick={() => {
                  setValue('');
                  apply('');
                }}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
      sx={{ minWidth: { xs: '100%', sm: 280 } }}
    />
  );
};
