import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton } from '@mui/material';
import { NumberField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { session } from '../../dataProvider/session';
import { SerialNumberField } from '../../list/SerialNumberField';
import { contentDirection } from '../../i18n/direction';
import { reporterPath } from '../reporter-detail/section';
import { fullName } from './names';
import { reporterTypeKey } from './texts';

/**
 * S.No, First Name, Last Name, Mobile Number: the first columns of every reporters tab. The names sort on a click of
 * their headers (contract/resources/reporters.ts marks them sortable).
 */
export const identityColumns = () => [
  <SerialNumberField key="sno" label="app.reporters.fields.serial" />,
  <TextField key="firstName" source="firstName" label="app.reporters.fields.firstName" {...contentDirection} />,
  <TextField key="lastName" source="lastName" label="app.reporters.fields.lastName" {...contentDirection} />,
  <TextField key="mobileNumber" source="mobileNumber" label="app.form.mobile_number" sortable={false} />,
];

/** The row's reporter type as the screens name it. `label` is the column header, read by Datagrid. */
const ReporterTypeField = (_: { label?: string; sortable?: boolean }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  return record ? <>{translate(reporterTypeKey(record.role))}</> : null;
};

/** Reporter Type, Published Posts, Trash Posts. */
export const postColumns = () => [
  <ReporterTypeField key="role" label="app.reporters.fields.type" sortable={false} />,
  <NumberField key="published" source="publishedPostCount" label="app.reporters.fields.published" sortable={false} />,
  <NumberField key="trashed" source="trashedPostCount" label="app.reporters.fields.trashed" sortable={false} />,
];

/**
 * The link to a reporter's detail page. It records which list it was followed from: from the trash list the detail
 * page offers Active and Trash, from the others Active and Inactive (spec section 4); and the list's address with its
 * page, search and filter, which the detail page's back link returns to. `label` is the column header, read by
 * Datagrid.
 */
export const ViewReporterLink = ({ from }: { from: 'trash' | 'list'; label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <IconButton
      component={Link}
      to={reporterPath(record.id, 'news')}
      aria-label={translate('app.list.view', { name: fullName(record) })}
      onClick={() => {
        session.viewLocation.set(from);
        // The address bar, not the router's rendered location: the router renders a navigation as a transition, so
        // a view clicked just after a search was applied can come before the list has rendered the search's URL
        // (and that render is then dropped), while the address already holds it.
        session.lastLocation.set(`${window.location.pathname}${window.location.search}`);
      }}
    >
      <VisibilityIcon />
    </IconButton>
  );
};
