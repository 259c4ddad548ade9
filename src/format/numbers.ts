import { i18nProvider } from '../i18n';

/**
 * A count as the interface language writes it (issue 43), with its grouping (Hindi: 1,00,000) and the digits the
 * language uses by default (Western digits for English, Hindi and Urdu alike, as CLDR has it).
 *
 * @example
 * formatNumber(100000); // '100,000' in English, '1,00,000' in Hindi
 */
export const formatNumber = (value: number) => new Intl.NumberFormat(i18nProvider.getLocale()).format(value);

/** A day as the interface language names it in short, e.g. 'Nov 29' in English (the dashboard's chart). */
export const shortDay = (date: Date) =>
  new Intl.DateTimeFormat(i18nProvider.getLocale(), { day: 'numeric', month: 'short' }).format(date);
