import { Button } from '@mui/material';
import { useState } from 'react';
import { DecisionButtons } from './DecisionButtons';
import { identityColumns } from './columns';
import { ReporterDialog } from './ReporterDialog';
import { ReporterListHeader, ReporterStatusList, ReporterTable } from './ReporterList';
import { REPORTER_TEXTS } from './texts';

const NewReporterTable = () => {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <ReporterListHeader count={{ singular: 'New Reporter', plural: 'New Reporters' }} searchable={false}>
        <Button variant="contained" onClick={() => setAdding(true)}>
          {REPORTER_TEXTS.addButton}
        </Button>
      </ReporterListHeader>
      <ReporterTable status="Pending">
        {[...identityColumns(), <DecisionButtons key="actions" label="Actions" />]}
      </ReporterTable>
      {adding && <ReporterDialog onClose={() => setAdding(false)} />}
    </>
  );
};

/** /reporters/new-reporter: reporters waiting for approval, with Approve, Reject and '+ Add New Reporter'. */
export const NewReporterList = () => (
  <ReporterStatusList status="Pending">
    <NewReporterTable />
  </ReporterStatusList>
);
