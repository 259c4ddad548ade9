import { addDays, startOfDay, subDays } from 'date-fns';
import { parseDateTime, rules } from '#contract/rules';
import { badRequest } from '../../lib/http-errors.js';
import { trimmed, validate } from '../../lib/validate.js';

export type QuoteDateFilter = {
  days?: string;
  fromDate?: string;
  endDate?: string;
};

export const quoteDateMessages = {
  daysOrDates: 'Choose either days or fromDate and endDate, not both',
};

/**
 * The scheduled-date window of a quotes list: the last `days` days up to the end of today (1 is today), or the days
 * fromDate to endDate inclusive, in the server's time zone. Validated with the quote filter rules of section 5.
 */
export const quoteDateWindow = (query: QuoteDateFilter, now: Date): { from?: Date; to?: Date } => {
  const values = { days: trimmed(query.days), fromDate: trimmed(query.fromDate), endDate: trimmed(query.endDate) };
  validate(values, rules.quoteDateFilter);
  if (values.days && (values.fromDate || values.endDate)) throw badRequest(quoteDateMessages.daysOrDates);
  if (values.days) {
    const today = startOfDay(now);
    return { from: subDays(today, Number(values.days) - 1), to: addDays(today, 1) };
  }
  if (values.fromDate) {
    return {
      from: startOfDay(parseDateTime(values.fromDate)!),
      to: addDays(startOfDay(parseDateTime(values.endDate)!), 1),
    };
  }
  return {};
};
