import { Stack } from '@mui/material';
import { useContext, type ReactNode } from 'react';
import { ListContext } from 'react-admin';
import { LiveListNotice } from '../live/LiveListNotice';
import { SavedViewsMenu } from '../live/SavedViewsMenu';

/**
 * The row above a table: count card on the left, search, filter and actions on the right; it wraps on a phone. On a
 * list it also holds the saved views menu and the notice of changes made elsewhere (issue 30), so every list has them.
 */
export const ListHeader = ({ children }: { children: ReactNode }) => {
  const list = useContext(ListContext);
  return (
    <Stack
      direction="row"
      sx={{ gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', my: 2 }}
    >
      {children}
      {list?.resource && (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <LiveListNotice />
          <SavedViewsMenu />
        </Stack>
      )}
    </Stack>
  );
};
