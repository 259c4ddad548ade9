import { MenuItem, TextField } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { useNotify, useUpdate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { session } from '../../authProvider/session';
import { errorMessage } from '../../dataProvider';

export const STATUS_UPDATED = 'Reporter status updated successfully';
export const STATUS_UPDATE_FAILED = 'Error updating reporter status';

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
  const options = reporter ? optionsFor(reporter) : [];
  const value = reporter && options.includes(reporter.status) ? reporter.status : '';

  const onChange = (status: string) => {
    if (!reporter) return;
    update(
      'reporters',
      { id: reporter.id, data: { status }, previousData: reporter, meta: { call: 'status' } },
      {
        onSuccess: () => {
          notify(STATUS_UPDATED, { type: 'success' });
          navigate('/reporters/reporter');
        },
        onError: (error) => notify(errorMessage(error, STATUS_UPDATE_FAILED), { type: 'error' }),
      },
    );
  };

  return (
    <TextField
      select
      size="small"
      label="Status"
      value={value}
      disabled={!reporter || isPending}
      onChange={(event) => onChange(event.target.value)}
      sx={{ flex: '0 0 auto', width: { xs: '100%', sm: 200 } }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
};
