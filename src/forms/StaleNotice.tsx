import { Alert, Button } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { StaleRecordError } from '../dataProvider';

/**
 * Says that someone else saved the record meanwhile (a 409 from a stale save) and, given `fields` (each field's
 * catalogue label by name) and the version the form was based on, which of those fields they changed; on request it
 * loads their version into the form. `toValues` shapes a record into the form's values where they differ.
 *
 * @example
 * {stale && <StaleNotice error={stale} onReload={setReloaded} base={record} fields={{ title: 'app.posts.fields.title' }} />}
 */
export const StaleNotice = ({
  error,
  onReload,
  toValues = (record) => record,
  base,
  fields = {},
}: {
  error: StaleRecordError;
  onReload: (current: RaRecord) => void;
  toValues?: (record: RaRecord) => Record<string, unknown>;
  base?: RaRecord;
  fields?: Record<string, string>;
}) => {
  const { reset } = useFormContext();
  const translate = useTranslate();
  const before = base && toValues(base);
  const after = error.current && toValues(error.current);
  const changed =
    before && after
      ? Object.entries(fields)
          .filter(([name]) => JSON.stringify(before[name]) !== JSON.stringify(after[name]))
          .map(([, label]) => translate(label))
      : [];
  const reload = () => {
    if (!error.current) return;
    reset(toValues(error.current));
    onReload(error.current);
  };
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        error.current && (
          <Button color="inherit" size="small" onClick={reload}>
            {translate('app.form.reload')}
          </Button>
        )
      }
    >
      {translate(error.message, { _: error.message })}
      {changed.length > 0 && <div>{translate('app.form.changed', { fields: changed.join(', ') })}</div>}
    </Alert>
  );
};
