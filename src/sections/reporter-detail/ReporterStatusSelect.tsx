import { MenuItem, TextField } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { session } from '../../dataProvider/session';
import { errorMessage } from '../../dataProvider';
import { reportersSection } from '../reporters/section';

/**
 * Spec section 4: Active and Trash when the page was opened from the trash list, otherwise Active and Inactive. The
 * Reporters tabs record where a view link was followed (`session.viewLocation`); a page reached without one (a typed
 * or shared address) goes by the reporter's own status.
 */
const optionsFor = (reporter: RaRecord) => {
  const origin = session.viewLocation.get();
  const fromTrash = origin ? origin === 'trash' : reporter.status === 'Trash';
  return fromTrash ? ['Active', 'Trash'] : ['Active', 'Inactive'];
};

/** The reporter's status; a change is saved at once, then the page returns to the Reporters list. */
export const ReporterStatusSelect = ({ reporter }: { reporter?: RaRecord }) => {
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const navigate = useNavigate();
  const translate = useTranslate();
  const options = reporter ? optionsFor(reporter) : [];
  const value = reporter && options.includes(reporter.status) ? reporter.status : '';

  const onChange = (status: string) => {
    if (!reporter) return;
    void update(
      'reporters',
      { id: reporter.id, data: { status }, previousData: reporter, meta: { call: 'status' } },
      {
        onSuccess: () => {
          notify('app.reporter_detail.status_updated', { type: 'success' });
          void navigate(reportersSection.paths.active);
        },
        onError: (error) => notify(errorMessage(error, 'app.reporters.status_failure'), { type: 'error' }),
      },
    );
  };

  return (
    <TextField
      select
      size="small"
      label={translate('app.reporter_detail.status')}
      value={value}
      disabled={!reporter || isPending}
      onChange={(event) => onChange(event.target.value)}
      sx={{ flex: '0 0 auto', width: { xs: '100%', sm: 200 } }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {translate(`app.reporter_detail.statuses.${option}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};
