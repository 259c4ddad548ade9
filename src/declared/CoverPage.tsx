import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { FieldDeclaration } from '#contract/resource';
import type { RaRecord } from 'react-admin';
import { InfiniteList, useGetOne, useInfinitePaginationContext, useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CountCard } from '../list/CountCard';
import { EmptyTable } from '../list/EmptyTable';
import { ListHeader } from '../list/ListHeader';
import { SearchBox } from '../list/SearchBox';
import { ImageCardGrid, ImageCardGridSkeleton } from '../media/ImageCardGrid';
import type { Declared } from '../declaration/declared';
import { textKey } from '../declaration/texts';
import { CoverCard, coverGrid, coversOf } from './CoverCard';
import { CoverView } from './CoverView';
import { referenceOf } from '../declaration/references';
import { resourceNameOf } from './resourceName';
import { mirroredRightToLeft } from '../i18n/direction';

/** The covers loaded so far, `step` more per Show More (fetching the next page when needed), back on Show Less. */
const PageCovers = ({ declaration, onOpen }: { declaration: Declared; onOpen: (record: RaRecord) => void }) => {
  const translate = useTranslate();
  const { step } = coversOf(declaration).page;
  const { data = [], isPending, total = 0 } = useListContext();
  const { hasNextPage, fetchNextPage, isFetchingNextPage } = useInfinitePaginationContext();
  const [shown, setShown] = useState(step);
  if (isPending) return <ImageCardGridSkeleton {...coverGrid} />;
  if (data.length === 0) return <EmptyTable message={textKey(declaration, 'covers.page.empty')} />;

  const showMore = () => {
    setShown(shown + step);
    if (data.length < shown + step && hasNextPage) void fetchNextPage();
  };
  return (
    <>
      <ImageCardGrid {...coverGrid}>
        {data.slice(0, shown).map((record) => (
          <CoverCard key={String(record.id)} declaration={declaration} record={record} onOpen={onOpen} />
        ))}
      </ImageCardGrid>
      {isFetchingNextPage && <ImageCardGridSkeleton {...coverGrid} count={3} />}
      <Stack direction="row" sx={{ gap: 2, justifyContent: 'center', my: 2 }}>
        {shown < total && (
          <Button variant="outlined" onClick={showMore} disabled={isFetchingNextPage}>
            {translate(textKey(declaration, 'covers.page.more'))}
          </Button>
        )}
        {shown > step && (
          <Button onClick={() => setShown(step)}>{translate(textKey(declaration, 'covers.page.less'))}</Button>
        )}
      </Stack>
    </>
  );
};

const PageView = ({ declaration, id }: { declaration: Declared; id: string }) => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const covers = coversOf(declaration);
  const { resource, nameField } = referenceOf((declaration.fields[covers.by] as FieldDeclaration & { to: string }).to);
  const { data: group } = useGetOne(resource, { id });
  const [open, setOpen] = useState<RaRecord | null>(null);
  // The tab it was opened from: the one whose view the page's filter keeps, else the first.
  const tabs = Object.entries(declaration.screen?.sectionTabs ?? {});
  const [tab, { path }] = tabs.find(([, candidate]) => candidate.view === filterValues.status) ?? tabs[0];
  return (
    <Box sx={{ pt: 2 }}>
      <Link
        component={RouterLink}
        to={`${declaration.screen!.path}/${path}`}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        <ArrowBackIcon fontSize="small" sx={mirroredRightToLeft} />
        {translate(textKey(declaration, `section_backs.${tab}`))}
      </Link>
      <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
        {String(group?.[nameField] ?? translate(textKey(declaration, 'covers.page.title')))}
      </Typography>
      <ListHeader>
        <CountCard label={textKey(declaration, 'covers.page.count')} />
        {declaration.screen?.search && (
          <SearchBox placeholder={translate(textKey(declaration, 'search'))} debounce={1000} />
        )}
      </ListHeader>
      {/* A new search starts again at the first step. */}
      <PageCovers key={JSON.stringify(filterValues)} declaration={declaration} onOpen={setOpen} />
      {open && <CoverView declaration={declaration} id={open.id} onClose={() => setOpen(null)} />}
    </Box>
  );
};

/**
 * A cover group's page (`screen.covers.page`, /novel-category/{id}): every record of one group of the tab it was
 * opened from (the list filter's `status`, in the URL), `step` first with Show More and Show Less, a search, and a
 * link back to that tab as it was left.
 */
export const CoverPage = ({ declaration }: { declaration: Declared }) => {
  const { id = '' } = useParams();
  const { page } = coversOf(declaration);
  return (
    <InfiniteList
      resource={resourceNameOf(declaration)}
      storeKey={`${declaration.name}.page.${id}`}
      filter={{ [page.filter]: id }}
      perPage={page.step}
      pagination={false}
      actions={false}
      exporter={false}
      empty={false}
      title={textKey(declaration, 'title')}
      component="div"
    >
      <PageView declaration={declaration} id={id} />
    </InfiniteList>
  );
};
