import { Stack } from '@mui/material';
import type { ReactNode } from 'react';

/** The row above a table: count card on the left, search, filter and actions on the right; it wraps on a phone. */
export const ListHeader = ({ children }: { children: ReactNode }) => (
  <Stack
    direction="row"
    sx={{ gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', my: 2 }}
  >
    {children}
  </Stack>
);
