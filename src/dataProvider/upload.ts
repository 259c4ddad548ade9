import { HttpError, type Identifier } from 'react-admin';
import { upload } from './http';
import { fileOf, fill, isRow, recordOf } from './json';
import type { AppRecord, ResourceConfig, Row, UploadMeta, UploadTarget } from './types';

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

/** The multipart body of one declared upload, or undefined when the form holds no file for it. */
const uploadFormOf = (target: UploadTarget, value: unknown, data: Row): FormData | undefined => {
  const files = target.numbered ? (Array.isArray(value) ? value.map(fileOf) : []) : [fileOf(value)];
  if (!files.some(Boolean)) return undefined;
  const form = new FormData();
  for (const name of target.with ?? []) if (data[name] !== undefined) form.append(name, String(data[name]));
  files.forEach((file, index) => {
    if (file) form.append(target.field.replace('{n}', String(index + 1)), file, file.name);
  });
  return form;
};

/** Sends each declared file the form holds, one after another, to its path with the record's id. */
export const uploadFiles = async (config: ResourceConfig, id: Identifier, data: Row, meta: UploadMeta) => {
  for (const [key, target] of Object.entries(config.uploads ?? {})) {
    const form = uploadFormOf(target, data[key], data);
    if (!form) continue;
    await upload('PUT', fill(target.path, { id }), form, (fraction) => meta.onUploadProgress?.(key, fraction));
  }
};

/**
 * A save refused because the record changed since it was read (409): `current` is the record as it is now, so
 * the form can offer to load it instead of overwriting someone else's change.
 */
export class StaleRecordError extends HttpError {
  constructor(
    message: string,
    readonly current: AppRecord | undefined,
  ) {
    super(message, 409, { current });
    Object.setPrototypeOf(this, new.target.prototype);
  }
}

/** The version a save is based on: the `updatedAt` the record had when it was read, sent back for the server to compare. */
export const withVersion = (body: Row, previousData: Row | undefined): Row =>
  typeof previousData?.updatedAt === 'string' ? { ...body, updatedAt: previousData.updatedAt } : body;

/** Turns a 409 carrying the current record into a StaleRecordError; other failures pass through. */
export const staleRecordOf = (config: ResourceConfig, error: unknown): unknown => {
  if (!(error instanceof HttpError) || error.status !== 409) return error;
  const body: unknown = error.body;
  const current = isRow(body) && isRow(body.current) ? body.current : undefined;
  return current ? new StaleRecordError(error.message, recordOf(config.id, current)) : error;
};
