import { TextInput, type TextInputProps } from 'react-admin';
import { apiDateTime } from '../format/dates';

/** The spec's 1-minute steps; the label stays up since the browser's picker shows its own placeholder. */
const picker = { inputLabel: { shrink: true }, htmlInput: { step: 60 } };

/**
 * A date and time input as every form has it: the browser's picker, local yyyy-MM-ddTHH:mm, 1-minute steps. Read
 * only (`disabled`, a dialog in view mode) it is text in the app's date-time format (yyyy-MM-dd HH:mm): the
 * browser's picker wrote it in its own locale's format ('11/27/2026, 11:38 PM'), unlike every other screen.
 */
export const DateTimeInput = ({ disabled, ...props }: Omit<TextInputProps, 'type' | 'slotProps'>) =>
  disabled ? (
    <TextInput {...props} disabled format={apiDateTime} slotProps={{ inputLabel: { shrink: true } }} />
  ) : (
    <TextInput {...props} type="datetime-local" slotProps={picker} />
  );
