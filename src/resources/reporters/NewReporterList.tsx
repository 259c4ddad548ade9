import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DecisionButtons } from './DecisionButtons';
import { identityColumns } from './columns';
import { ReporterDialog } from './ReporterDialog';
import { ReporterListHeader, ReporterStatusList, ReporterTable } from './ReporterList';
import type { TabScreenProps } from '../../routing/section';

const NewReporterTable = () => {
  const [adding, setAdding] = useState(false);
  const translate = useTranslate();
  return (
    <>
      <ReporterListHeader count={{ label: 'app.reporters.count.pending' }} searchable={false}>
        <Button variant="contained" onClick={() => setAdding(true)}>
          {translate('app.reporters.add_button')}
        </Button>
      </ReporterListHeader>
      <ReporterTable status="Pending">
        {[...identityColumns(), <DecisionButtons key="actions" label="app.list.actions" />]}
      </ReporterTable>
      {adding && <ReporterDialog onClose={() => setAdding(false)} />}
    </>
  );
};

/** The New Reporters tab: reporters waiting for approval, with Approve, Reject and '+ Add New Reporter'. */
export const NewReporterList = ({ list }: TabScreenProps) => (
  <ReporterStatusList list={list}>
    <NewReporterTable />
  </ReporterStatusList>
);
