import { Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { List, useListContext, useTranslate } from 'react-admin';
import { CountCard } from '../../list/CountCard';
import { ImportButton } from '../../list/ImportButton';
import { ListHeader } from '../../list/ListHeader';
import { MediaCard } from '../../media/MediaCard';
import { MediaCardGrid } from '../../media/MediaCardGrid';
import { NumberedPagination } from '../../list/NumberedPagination';
import { AddMediaDialog } from './AddMediaDialog';
import { MediaContentDialog } from './MediaContentDialog';
import type { TabScreenProps } from '../../routing/section';
import type { ContentTab, MediaContentConfig } from './types';

const AddButton = ({ config }: { config: MediaContentConfig }) => {
  const [adding, setAdding] = useState(false);
  const translate = useTranslate();
  return (
    <>
      <Button variant="contained" onClick={() => setAdding(true)}>
        {translate(`app.${config.area}.add_button`)}
      </Button>
      {adding && <AddMediaDialog config={config} onClose={() => setAdding(false)} />}
    </>
  );
};

/** The count card, unless the list failed to load: a count that was not measured is not shown as 0. */
const Count = ({ label }: { label: string }) => {
  const { error } = useListContext();
  return error ? <Box /> : <CountCard label={label} />;
};

const TabContent = ({ config, tab }: { config: MediaContentConfig; tab: ContentTab }) => {
  const [viewing, setViewing] = useState<RaRecord | null>(null);
  const translate = useTranslate();
  const { area, Filter } = config;
  return (
    <>
      <ListHeader>
        <Count label={`app.${area}.count.${tab}`} />
        {tab !== 'rejected' && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <ImportButton resource={config.resource} />
            <Filter tab={tab} />
            {tab === 'published' && <AddButton config={config} />}
          </Stack>
        )}
      </ListHeader>
      <MediaCardGrid
        empty={`app.${area}.empty.${tab}`}
        aspectRatio={config.aspectRatio}
        card={(record) => <MediaCard {...config.card(record, translate)} onOpen={() => setViewing(record)} />}
      />
      {viewing && <MediaContentDialog config={config} record={viewing} onClose={() => setViewing(null)} />}
    </>
  );
};

/**
 * One tab of a media section: the items of its declared list (the tab's status, the section's page size) as cards,
 * with numbered pagination. Published, Scheduled and Pending have Import and the filter; Published also Add; Rejected only the
 * count and the grid.
 */
export const MediaContentList = ({
  config,
  tab,
  list,
}: { config: MediaContentConfig } & TabScreenProps<ContentTab>) => (
  <List
    key={tab}
    {...list}
    pagination={<NumberedPagination />}
    actions={false}
    exporter={false}
    empty={false}
    title={`app.${config.area}.title`}
    component="div"
  >
    <TabContent config={config} tab={tab} />
  </List>
);
