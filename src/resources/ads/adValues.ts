import type { RaRecord } from 'react-admin';
import { apiDateTime, pickerDateTime } from '../../format/dates';

/** An ad as the list and get calls answer it (spec section 3). */
export interface Ad extends RaRecord {
  adsTitle: string;
  adsImageURL: string | null;
  adsThumbnailURL: string | null;
  startDateTime: string;
  expiryDateTime: string;
  updatedAt: string;
}

/** The form's values of an ad: its times as the pickers hold them (local yyyy-MM-ddTHH:mm). */
export const formValuesOf = (ad: Ad) => ({
  ...ad,
  startDateTime: pickerDateTime(ad.startDateTime),
  expiryDateTime: pickerDateTime(ad.expiryDateTime),
});

/** The body of a create or update: the trimmed title, the times in the API's format, and a chosen image. */
export const adBody = (values: Record<string, unknown>) => ({
  adsTitle: String(values.adsTitle ?? '').trim(),
  startDateTime: apiDateTime(values.startDateTime),
  expiryDateTime: apiDateTime(values.expiryDateTime),
  ...(values.adsImage instanceof File ? { adsImage: values.adsImage } : {}),
});
