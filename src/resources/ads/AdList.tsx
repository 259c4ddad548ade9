import EditIcon from '@mui/icons-material/Edit';
import { Button, IconButton, Stack } from '@mui/material';
import { useState } from 'react';
import { FunctionField, List, TextField, useTranslate } from 'react-admin';
import {
  CountCard,
  FilterChip,
  FilterTabs,
  ListHeader,
  ListTable,
  NumberedPagination,
  SerialNumberField,
  StatusToggle,
} from '../../custom';
import { resourceName } from '../../dataProvider';
import { formatDateTime } from '../../custom';
import { AddAdDialog, EditAdDialog } from './AdDialogs';
import type { Ad } from './adValues';

type DialogState = { ad?: Ad } | null;

const THUMB_WIDTH = 96;
const THUMB_HEIGHT = 54;

const AdTable = () => {
  const [dialog, setDialog] = useState<DialogState>(null);
  const translate = useTranslate();
  return (
    <>
      <FilterTabs
        source="status"
        label="app.ads.tabs_name"
        tabs={[
          { label: 'app.ads.tabs.running', value: 'running' },
          { label: 'app.ads.tabs.expired', value: 'expired' },
        ]}
      />
      <ListHeader>
        <CountCard label="app.ads.count" />
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <FilterChip source="endingWithin" label="app.ads.ending_within" />
          <Button variant="contained" onClick={() => setDialog({})}>
            {translate('app.ads.add_button')}
          </Button>
        </Stack>
      </ListHeader>
      <ListTable>
        <SerialNumberField label="app.ads.fields.serial" />
        <TextField source="adsTitle" label="app.ads.fields.name" sortable={false} />
        <FunctionField
          label="app.ads.fields.start"
          render={(ad: Ad) => formatDateTime(ad.startDateTime)}
          sortable={false}
        />
        <FunctionField
          label="app.ads.fields.end"
          render={(ad: Ad) => formatDateTime(ad.expiryDateTime)}
          sortable={false}
        />
        <FunctionField
          label="app.ads.fields.image"
          render={(ad: Ad) => {
            const src = ad.adsThumbnailURL ?? ad.adsImageURL;
            return src ? (
              <img
                src={src}
                alt={translate('app.ads.image_of', { name: ad.adsTitle })}
                width={THUMB_WIDTH}
                height={THUMB_HEIGHT}
                loading="lazy"
                style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }}
              />
            ) : null;
          }}
        />
        <StatusToggle
          source="adStatus"
          label="app.list.status"
          sortable={false}
          name={(ad) => String(ad.adsTitle)}
          success={{ Active: 'app.ads.now_active', Inactive: 'app.ads.now_inactive' }}
          failure="app.ads.status_failure"
        />
        <FunctionField
          label="app.list.actions"
          render={(ad: Ad) => (
            <IconButton
              aria-label={translate('app.list.edit', { name: ad.adsTitle })}
              onClick={() => setDialog({ ad })}
            >
              <EditIcon />
            </IconButton>
          )}
        />
      </ListTable>
      {dialog &&
        (dialog.ad ? (
          <EditAdDialog ad={dialog.ad} onClose={() => setDialog(null)} />
        ) : (
          <AddAdDialog onClose={() => setDialog(null)} />
        ))}
    </>
  );
};

/**
 * Settings > Ad Management: running and expired ads, 15 per page (spec sections 2 and 9); the tab is in the URL, and
 * so is `endingWithin` (running ads ending within N days), set by the dashboard's link and shown as a chip.
 */
export const AdList = () => (
  <List
    resource={resourceName('ads')}
    storeKey="ads"
    title="app.ads.title"
    filterDefaultValues={{ status: 'running' }}
    perPage={15}
    pagination={<NumberedPagination />}
    actions={false}
    exporter={false}
    empty={false}
  >
    <AdTable />
  </List>
);
