import { Button, Stack } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { pageItems } from './pageItems';

/** Previous, page numbers by the spec's rule (see pageItems) and Next, for the list in context. */
export const NumberedPagination = () => {
  const { page, perPage, total, setPage, isPending } = useListContext();
  const translate = useTranslate();
  const totalPages = Math.ceil((total ?? 0) / perPage);
  if (isPending || totalPages <= 1) return null;
  return (
    <Stack
      component="nav"
      aria-label={translate('app.list.pagination')}
      direction="row"
      spacing={0.5}
      sx={{ p: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}
    >
      <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
        {translate('ra.navigation.previous')}
      </Button>
      {pageItems(page, totalPages).map((item) =>
        typeof item === 'number' ? (
          <Button
            key={item}
            size="small"
            variant={item === page ? 'contained' : 'text'}
            aria-current={item === page ? 'page' : undefined}
            aria-label={translate('app.list.page', { page: item })}
            onClick={() => setPage(item)}
            sx={{ minWidth: 36 }}
          >
            {item}
          </Button>
        ) : (
          <Button key={item} size="small" disabled aria-hidden sx={{ minWidth: 24 }}>
            …
          </Button>
        ),
      )}
      <Button size="small" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
        {translate('ra.navigation.next')}
      </Button>
    </Stack>
  );
};
