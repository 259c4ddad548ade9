import { pickerDateTime } from '../format/dates';

/**
 * A date-time picker's value (yyyy-MM-ddTHH:mm, local time) with a time already past today moved to the current
 * minute, so that picking today's date does not leave a time the 'not in the past' rule then refuses. Other days and
 * other values pass as they are (a past day is still refused, on submit, with the rule's message). Meant as a
 * react-admin input's `parse`.
 *
 * @example
 * <TextInput source="postedOn" type="datetime-local" parse={snapPastToday} />
 */
export const snapPastToday = (value: string, now: Date = new Date()): string => {
  const current = pickerDateTime(now);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return value;
  return value.slice(0, 10) === current.slice(0, 10) && value < current ? current : value;
};
