import { TextInput, type TextInputProps } from 'react-admin';

/** The spec's 1-minute steps; the label stays up since the browser's picker shows its own placeholder. */
const picker = { inputLabel: { shrink: true }, htmlInput: { step: 60 } };

/** A date and time input as every form has it: the browser's picker, local yyyy-MM-ddTHH:mm, 1-minute steps. */
export const DateTimeInput = (props: Omit<TextInputProps, 'type' | 'slotProps'>) => (
  <TextInput {...props} type="datetime-local" slotProps={picker} />
);
