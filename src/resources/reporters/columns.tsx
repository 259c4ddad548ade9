import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { FunctionField, NumberField, TextField, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { session } from '../../authProvider/session';
import { SerialNumberField } from '../../custom';
import { reporterTypeLabel } from './texts';

export const fullName = (record: RaRecord) => [record.firstName, record.lastName].filter(Boolean).join(' ');

/** S.No, First Name, Last Name, Mobile Number: the first columns of every reporters tab. */
export const identityColumns = () => [
  <SerialNumberField key="sno" label="S.No" />,
  <TextField key="firstName" source="firstName" label="First Name" sortable={false} />,
  <TextField key="lastName" source="lastName" label="Last Name" sortable={false} />,
  <TextField key="mobileNumber" source="mobileNumber" label="Mobile Number" sortable={false} />,
];

/** Reporter Type, Published Posts, Trash Posts. */
export const postColumns = () => [
  <FunctionField
    key="role"
    label="Reporter Type"
    sortable={false}
    render={(record: RaRecord) => reporterTypeLabel(record.role)}
  />,
  <NumberField key="published" source="publishedPostCount" label="Published Posts" sortable={false} />,
  <NumberField key="trashed" source="trashedPostCount" label="Trash Posts" sortable={false} />,
];

/**
 * The link to a reporter's detail page. It records which list it was followed from: from the trash list the detail
 * page offers Active and Trash, from the others Active and Inactive (spec section 4). `label` is the column header,
 * read by Datagrid.
 */
export const ViewReporterLink = ({ from }: { from: 'trash' | 'list'; label?: string }) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <IconButton
      component={Link}
      to={`/view-reporter/${encodeURIComponent(String(record.id))}/news`}
      aria-label={`View ${fullName(record)}`}
      onClick={() => session.viewLocation.set(from)}
    >
      <VisibilityIcon />
    </IconButton>
  );
};
