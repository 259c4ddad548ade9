import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { InfiniteList, useGetOne, useInfinitePaginationContext, useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CountCard } from '../../list/CountCard';
import { EmptyTable } from '../../list/EmptyTable';
import { ImageCardGrid, ImageCardGridSkeleton } from '../../media/ImageCardGrid';
import { ListHeader } from '../../list/ListHeader';
import { SearchBox } from '../../list/SearchBox';
import { resourceName } from '../../dataProvider';
import { NovelCard } from './NovelCard';
import { NovelDialog } from './NovelDialog';
import { coverGrid } from './NovelGroupList';
import { novelsSection, type NovelPhase } from './section';

/** Novels shown first and added by each Show More (spec section 9). */
const STEP = 30;

const phaseOf = (value: unknown): NovelPhase => (value === 'upcoming' ? 'upcoming' : 'active');

/** The covers loaded so far, 30 more per Show More (fetching the next page when needed), back to 30 on Show Less. */
const CategoryNovels = ({ onOpen }: { onOpen: (novel: RaRecord) => void }) => {
  const translate = useTranslate();
  const { data = [], isPending, total = 0 } = useListContext();
  const { hasNextPage, fetchNextPage, isFetchingNextPage } = useInfinitePaginationContext();
  const [shown, setShown] = useState(STEP);
  if (isPending) return <ImageCardGridSkeleton {...coverGrid} />;
  if (data.length === 0) return <EmptyTable message="app.novels.category_empty" />;

  const showMore = () => {
    setShown(shown + STEP);
    if (data.length < shown + STEP && hasNextPage) void fetchNextPage();
  };
  const visible = data.slice(0, shown);
  return (
    <>
      <ImageCardGrid {...coverGrid}>
        {visible.map((novel) => (
          <NovelCard key={String(novel.id)} novel={novel} onOpen={onOpen} />
        ))}
      </ImageCardGrid>
      {isFetchingNextPage && <ImageCardGridSkeleton {...coverGrid} count={3} />}
      <Stack direction="row" sx={{ gap: 2, justifyContent: 'center', my: 2 }}>
        {shown < total && (
          <Button variant="outlined" onClick={showMore} disabled={isFetchingNextPage}>
            {translate('app.novels.show_more')}
          </Button>
        )}
        {shown > STEP && <Button onClick={() => setShown(STEP)}>{translate('app.novels.show_less')}</Button>}
      </Stack>
    </>
  );
};

const CategoryView = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const { data: category } = useGetOne(resourceName('novelCategories'), { id });
  const [open, setOpen] = useState<RaRecord | null>(null);
  const phase = phaseOf(filterValues.status);
  return (
    <Box sx={{ pt: 2 }}>
      <Link
        component={RouterLink}
        to={novelsSection.paths[phase]}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        <ArrowBackIcon fontSize="small" />
        {translate(`app.novels.back.${phase}`)}
      </Link>
      <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
        {String(category?.novelCategoryName ?? translate('app.novels.category_title'))}
      </Typography>
      <ListHeader>
        <CountCard label="app.novels.count.category" />
        <SearchBox placeholder={translate('app.novels.search')} debounce={1000} />
      </ListHeader>
      {/* A new search starts again at the first 30. */}
      <CategoryNovels key={JSON.stringify(filterValues)} onOpen={setOpen} />
      {open && <NovelDialog id={open.id} onClose={() => setOpen(null)} />}
    </Box>
  );
};

/**
 * /novel-category/{id}: every novel of one category of the tab it was opened from (the list filter's `status`, in the
 * URL), 30 first with Show More and Show Less, a search, and a link back to that tab as it was left.
 */
export const NovelCategoryPage = () => {
  const { id = '' } = useParams();
  return (
    <InfiniteList
      resource={resourceName('novels')}
      storeKey={`novels.category.${id}`}
      filter={{ category: id }}
      perPage={STEP}
      pagination={false}
      actions={false}
      exporter={false}
      empty={false}
      title="app.novels.title"
      component="div"
    >
      <CategoryView id={id} />
    </InfiniteList>
  );
};
