import { useEffect } from 'react';
import { BooleanInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { parseDateTime, type Rule } from '#contract/rules';

/**
 * A yes/no that holds only while a date-time is ahead (`whileAhead`: a novel's Coming Soon, spec section 4): enabled
 * only while the chosen time is in the future, and cleared otherwise.
 */
export const WhileAheadInput = ({
  source,
  label,
  validate,
  disabled,
  ahead,
}: {
  source: string;
  label: string;
  validate: Rule[];
  disabled: boolean;
  /** The date-time field it depends on. */
  ahead: string;
}) => {
  const start = parseDateTime(useWatch({ name: ahead }));
  const future = Boolean(start && start > new Date());
  const { setValue, getValues } = useFormContext();
  useEffect(() => {
    if (!future && getValues(source) === true) setValue(source, false);
  }, [future, getValues, setValue, source]);
  return <BooleanInput source={source} label={label} disabled={disabled || !future} validate={validate} />;
};
