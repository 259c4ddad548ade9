import { Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import type { Identifier, RaRecord } from 'react-admin';
import { useGetList, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { MediaCard } from '../../media/MediaCard';
import { ContentDialog } from '../content/ContentDialog';
import { CardGridSkeleton, ContentCard, cardGridSx } from './ContentCard';
import type { ReporterContentKind } from './kinds';
import { CARDS_STEP, statusTabs, useContentView } from './useContentView';

// The call answers each status group whole (the server caps a group at 100); the cards reveal them 3 at a time.
const WHOLE_GROUP = { page: 1, perPage: Number.MAX_SAFE_INTEGER };

/** After Show More the first new card takes the focus, after Show Less the Show More button does. */
type FocusTarget = number | 'more' | null;

/** The cards and the opened one's modal: the kind's own card where its section has one, and its section's modal. */
const CardGrid = ({ kind, records }: { kind: ReporterContentKind; records: RaRecord[] }) => {
  const [openId, setOpenId] = useState<Identifier | null>(null);
  const translate = useTranslate();
  const record = records.find((candidate) => candidate.id === openId);
  return (
    <>
      <Box sx={cardGridSx}>
        {records.map((item) =>
          kind.card ? (
            <MediaCard key={item.id} {...kind.card(item, translate)} onOpen={() => setOpenId(item.id)} />
          ) : (
            <ContentCard
              key={item.id}
              item={kind.toItem(item, translate)}
              fit={kind.fit}
              onOpen={() => setOpenId(item.id)}
            />
          ),
        )}
      </Box>
      {record && <ContentDialog kind={kind.content} record={record} onClose={() => setOpenId(null)} />}
    </>
  );
};

/** One tab of the reporter page: Published, Pending and Trash sub-tabs over a grid of cards with Show More / Less. */
export const ReporterContent = ({ kind }: { kind: ReporterContentKind }) => {
  const { id = '' } = useParams();
  const { tab, shown, setTab, showMore, showLess } = useContentView();
  const { data, isPending } = useGetList(kind.resource, {
    filter: { reporter: id, status: tab.status },
    pagination: WHOLE_GROUP,
  });
  const translate = useTranslate();
  const items = data ?? [];

  const panel = useRef<HTMLDivElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const focusTarget = useRef<FocusTarget>(null);
  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target === 'more') moreButton.current?.focus();
    else if (target !== null) panel.current?.querySelectorAll<HTMLElement>('[aria-haspopup="dialog"]')[target]?.focus();
  }, [shown]);

  const canShowMore = items.length > shown;
  const canShowLess = shown > CARDS_STEP && items.length > CARDS_STEP;
  const tabId = (value: string) => `${kind.path}-status-${value}`;
  const panelId = `${kind.path}-status-panel`;

  return (
    <Box sx={{ mt: 1 }}>
      <Tabs
        value={tab.value}
        onChange={(_, value: string) => setTab(value)}
        aria-label={translate('app.reporter_detail.status_tabs_name', { tab: translate(kind.tab) })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {statusTabs.map((status) => (
          <Tab
            key={status.value}
            value={status.value}
            label={translate(status.label)}
            id={tabId(status.value)}
            aria-controls={panelId}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(tab.value)} ref={panel}>
        {isPending ? (
          <CardGridSkeleton />
        ) : items.length === 0 ? (
          <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
            {translate(kind.empty)}
          </Typography>
        ) : (
          <CardGrid kind={kind} records={items.slice(0, shown)} />
        )}
        {(canShowMore || canShowLess) && (
          <Stack direction="row" sx={{ gap: 2, justifyContent: 'center', mt: 3 }}>
            {canShowMore && (
              <Button
                variant="outlined"
                ref={moreButton}
                onClick={() => {
                  focusTarget.current = shown;
                  showMore();
                }}
              >
                {translate('app.reporter_detail.show_more')}
              </Button>
            )}
            {canShowLess && (
              <Button
                variant="outlined"
                onClick={() => {
                  focusTarget.current = 'more';
                  showLess();
                }}
              >
                {translate('app.reporter_detail.show_less')}
              </Button>
            )}
          </Stack>
        )}
      </div>
    </Box>
  );
};
