import { HttpError, type Identifier } from 'react-admin';
import { upload } from './http';
import { fileOf, fill, isRow } from './json';
import type { ResourceConfig, Row, UploadMeta } from './types';

/** An upload that failed after its record was created: the record exists, so a retry must update it. */
export class UploadError extends HttpError {
  constructor(
    message: string,
    status: number,
    readonly createdId: Identifier | undefined,
  ) {
    super(message, status, { createdId });
    // react-admin's HttpError resets the prototype to its own, which would make `instanceof UploadError` false.
    Object.setPrototypeOf(this, new.target.prototype);
  }
}

/** The `meta` of a create or update, as far as uploads read it. */
export const uploadMetaOf = (meta: unknown): UploadMeta => {
  const onUploadProgress = isRow(meta) ? meta.onUploadProgress : undefined;
  return typeof onUploadProgress === 'function'
    ? { onUploadProgress: (field, fraction) => onUploadProgress(field, fraction) }
    : {};
};

/** The JSON body of a create or update: the form values without files, ids or react-admin's own fields. */
export const bodyOf = (config: ResourceConfig, data: Row): Row =>
  Object.fromEntries(
    Object.entries(data).filter(
      ([key, value]) => key !== 'id' && key !== config.id && !(key in (config.uploads ?? {})) && value !== undefined,
    ),
  );

/** Sends each declared file the form holds, one after another, to its path with the record's id. */
export const uploadFiles = async (config: ResourceConfig, id: Identifier, data: Row, meta: UploadMeta) => {
  for (const [key, target] of Object.entries(config.uploads ?? {})) {
    const file = fileOf(data[key]);
    if (!file) continue;
    const form = new FormData();
    form.append(target.field, file, file.name);
    await upload('PUT', fill(target.path, { id }), form, (fraction) => meta.onUploadProgress?.(key, fraction));
  }
};
