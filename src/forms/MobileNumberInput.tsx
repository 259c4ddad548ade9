import type { TextInputProps } from 'react-admin';
import { TextInput } from 'react-admin';
import { normalizeMobileNumber, rules } from '#contract/rules';

/**
 * The spec's mobile number field (login and reporter forms): digits only, at most 10, with its two messages.
 *
 * @example
 * <MobileNumberInput autoComplete="username" />
 */
export const MobileNumberInput = (props: Omit<TextInputProps, 'source'>) => (
  <TextInput
    source="mobileNumber"
    label="app.form.mobile_number"
    fullWidth
    parse={normalizeMobileNumber}
    validate={rules.login.mobileNumber}
    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
    {...props}
  />
);
