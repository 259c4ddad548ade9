import { TabList } from '../../routing/TabList';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useCan } from '../../access/useAccess';
import { DecisionButtons } from './DecisionButtons';
import { identityColumns } from './columns';
import { ReporterDialog } from './ReporterDialog';
import { ReporterListHeader, ReporterTable } from './ReporterList';
import type { TabScreenProps } from '../../routing/section';
import { tabCount, tabStatus } from './section';

const NewReporterTable = ({ tab }: { tab: string }) => {
  const [adding, setAdding] = useState(false);
  const translate = useTranslate();
  const mayAdd = useCan('reporters', 'create');
  return (
    <>
      <ReporterListHeader count={{ label: tabCount(tab) }} searchable={false}>
        {mayAdd && (
          <Button variant="contained" onClick={() => setAdding(true)}>
            {translate('app.reporters.add_button')}
          </Button>
        )}
      </ReporterListHeader>
      <ReporterTable status={tabStatus(tab)}>
        {[...identityColumns(), <DecisionButtons key="actions" label="app.list.actions" />]}
      </ReporterTable>
      {adding && <ReporterDialog onClose={() => setAdding(false)} />}
    </>
  );
};

/** The New Reporters tab: reporters waiting for approval, with Approve, Reject and '+ Add New Reporter'. */
export const NewReporterList = ({ list, tab }: TabScreenProps) => (
  <TabList list={list} title="app.reporters.title">
    <NewReporterTable tab={tab} />
  </TabList>
);
