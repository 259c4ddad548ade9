import {
  Button,
  Divider,
  FormControlLabel,
  FormHelperText,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { quoteDayFilters, rules } from '#contract/rules';
import { FilterPopover, useSetFilters } from '../../../list/FilterPopover';

const FILTER_KEYS = ['days', 'fromDate', 'endDate'];

/** The first message of a field's rules, or undefined. */
const check = (field: 'fromDate' | 'endDate', values: Record<string, unknown>) =>
  rules.quoteDateFilter[field].map((rule) => rule(values[field], values)).find(Boolean);

/**
 * The quotes' Filter (spec sections 2 and 5): From Date and To Date applied with Apply Filters (both or neither,
 * To not before From), or one of Today / Last 7 Days / Last 15 Days applied at once, and Clear All. The two kinds
 * replace each other; any change goes back to page 1.
 */
export const QuoteDateFilter = () => {
  const { filterValues } = useListContext();
  const setFilters = useSetFilters();
  const translate = useTranslate();
  const id = useId();
  const [range, setRange] = useState({
    fromDate: String(filterValues.fromDate ?? ''),
    endDate: String(filterValues.endDate ?? ''),
  });
  const [error, setError] = useState<string>();
  const days = filterValues.days == null ? '' : String(filterValues.days);
  const active = FILTER_KEYS.filter((key) => filterValues[key] != null && filterValues[key] !== '').length;

  /** The day filter and the date range replace each other. */
  const write = (values: Record<string, string>) =>
    setFilters({ ...Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])), ...values });

  const apply = (close: () => void) => {
    const message = check('fromDate', range) ?? check('endDate', range);
    setError(message);
    if (message) return;
    write(range.fromDate ? range : {});
    close();
  };

  const clearAll = () => {
    setRange({ fromDate: '', endDate: '' });
    setError(undefined);
    write({});
  };

  return (
    <FilterPopover active={active} dot onClearAll={clearAll} width={280}>
      {(close) => (
        <>
          <Stack spacing={1.5}>
            {(['fromDate', 'endDate'] as const).map((field) => (
              <TextField
                key={field}
                type="date"
                size="small"
                label={translate(`app.daily_quotes.filter.${field}`)}
                value={range[field]}
                onChange={(event) => setRange({ ...range, [field]: event.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            ))}
            {error && <FormHelperText error>{translate(error, { _: error })}</FormHelperText>}
            <Button variant="contained" size="small" onClick={() => apply(close)}>
              {translate('app.daily_quotes.filter.apply')}
            </Button>
          </Stack>
          <Divider sx={{ my: 1.5 }} />
          <Typography variant="subtitle2" id={`${id}-days`}>
            {translate('app.daily_quotes.filter.quick')}
          </Typography>
          <RadioGroup
            aria-labelledby={`${id}-days`}
            value={days}
            onChange={(event) => {
              setRange({ fromDate: '', endDate: '' });
              setError(undefined);
              write({ days: event.target.value });
            }}
          >
            {quoteDayFilters.map((value) => (
              <FormControlLabel
                key={value}
                value={String(value)}
                control={<Radio size="small" />}
                label={translate(`app.daily_quotes.filter.days_${value}`)}
              />
            ))}
          </RadioGroup>
        </>
      )}
    </FilterPopover>
  );
};
