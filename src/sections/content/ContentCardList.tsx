import { Box, Stack } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { AssigneeLine, assignedFilter } from '../../desk/AssigneeField';
import { CountCard } from '../../list/CountCard';
import { FilterMenu } from '../../list/FilterMenu';
import { ImportButton } from '../../list/ImportButton';
import { ListHeader } from '../../list/ListHeader';
import { useShownRecord } from '../../list/useShownRecord';
import { MediaCard } from '../../media/MediaCard';
import { MediaCardGrid } from '../../media/MediaCardGrid';
import { TabList } from '../../routing/TabList';
import { AddContentButton } from './AddContentDialog';
import { ContentDialog } from './ContentDialog';
import type { TabScreenProps } from '../../routing/section';
import { reporterNameOf, type CardContentKind, type ContentTab } from './contentKind';

/** The count card, unless the list failed to load: a count that was not measured is not shown as 0. */
const Count = ({ label }: { label: string }) => {
  const { error } = useListContext();
  return error ? <Box /> : <CountCard label={label} />;
};

const TabContent = ({ kind, tab }: { kind: CardContentKind; tab: ContentTab }) => {
  // The card clicked, or the one `?show=<id>` names (a search result or a notification).
  const [viewing, setViewing] = useShownRecord(kind.resource);
  const translate = useTranslate();
  const { area, Filter } = kind;
  return (
    <>
      <ListHeader>
        <Count label={`app.${area}.count.${tab}`} />
        {tab !== 'rejected' && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <ImportButton resource={kind.resource} />
            <Filter tab={tab} />
            {/* The review desk's filter (issue 44) of any kind that declares assignment, beside the kind's own. */}
            {kind.desk?.assign && <FilterMenu groups={[assignedFilter]} label={assignedFilter.label} />}
            {tab === 'published' && <AddContentButton kind={kind} />}
          </Stack>
        )}
      </ListHeader>
      <MediaCardGrid
        empty={`app.${area}.empty.${tab}`}
        aspectRatio={kind.aspectRatio}
        card={(record) => {
          const card = kind.card(record, translate);
          const reporter = reporterNameOf(record, kind.reporterField);
          // Which reporter filed the item, under the kind's own lines; on Pending, whom it is assigned to (issue 44).
          const lines = [
            ...(card.lines ?? []),
            ...(reporter ? [translate('app.list.reporter_line', { name: reporter })] : []),
            ...(tab === 'pending' && kind.desk?.assign
              ? [<AssigneeLine key="assignee" record={record} resource={kind.resource} recorded={kind.recorded} />]
              : []),
          ];
          return <MediaCard {...card} lines={lines} onOpen={() => setViewing(record)} />;
        }}
      />
      {viewing && <ContentDialog kind={kind} record={viewing} onClose={() => setViewing(null)} />}
    </>
  );
};

/**
 * One tab of a card section (Short Video, Daily Quotes): the items of its declared list (the tab's status, the section's page size) as cards,
 * with numbered pagination. Published, Scheduled and Pending have Import and the filter; Published also Add; Rejected only the
 * count and the grid.
 */
export const ContentCardList = ({ kind, tab, list }: { kind: CardContentKind } & TabScreenProps<ContentTab>) => (
  <TabList key={tab} list={list} title={`app.${kind.area}.title`} component="div">
    <TabContent kind={kind} tab={tab} />
  </TabList>
);
