import FilterListIcon from '@mui/icons-material/FilterList';
import { Badge, Box, Button, Popover } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';

/**
 * Sets some keys of the list's filter, keeping the others: a key set to undefined is removed. The list goes back to
 * its first page.
 */
export const useSetFilters = () => {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  return (values: Record<string, unknown>) => {
    const next = Object.entries({ ...filterValues, ...values }).filter(([, value]) => value !== undefined);
    setFilters(Object.fromEntries(next), displayedFilters, false);
  };
};

/**
 * The Filter button of a list and the dropdown it opens (`children`, as a function that can close it), with Clear
 * All at the bottom. The button's badge counts the filters set (`active`), or is a dot with `dot`.
 */
export const FilterPopover = ({
  label = 'app.list.filter',
  active,
  dot = false,
  onClearAll,
  width,
  children,
}: {
  /** Catalogue key of the button and the dropdown's name. */
  label?: string;
  active: number;
  dot?: boolean;
  onClearAll: () => void;
  /** The dropdown's width; by default as wide as its content. */
  width?: number;
  children: (close: () => void) => ReactNode;
}) => {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return (
    <>
      {/* The count sits half outside the button's corner: the margin keeps it inside a phone's width. */}
      <Badge
        {...(dot ? { variant: 'dot', invisible: active === 0 } : { badgeContent: active, sx: { mr: 1.5 } })}
        color="primary"
      >
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
        <Box
          sx={{
            p: 2,
            ...(width ? { width, maxWidth: '100vw' } : { minWidth: 220 }),
            maxHeight: 420,
            overflowY: 'auto',
          }}
        >
          {children(() => setAnchor(null))}
          <Button size="small" sx={{ mt: 1 }} onClick={onClearAll} disabled={active === 0}>
            {translate('app.list.clear_all')}
          </Button>
        </Box>
      </Popover>
    </>
  );
};
