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

/**
 * The multipart bodies of one declared upload: none when the form holds no file for it, several when a numbered
 * list is larger than its `batch`.
 */
const uploadFormsOf = (target: UploadTarget, value: unknown, data: Row): FormData[] => {
  const files = target.numbered ? (Array.isArray(value) ? value.map(fileOf) : []) : [fileOf(value)];
  const size = target.batch?.size ?? files.length;
  // An entry left empty is a position uploaded before: the count must not fall below the last of them.
  const stored = files.reduce((top, file, index) => (file ? top : index + 1), 0);
  const forms: FormData[] = [];
  for (let start = 0; start < files.length; start += size) {
    const slice = files.slice(start, start + size);
    if (!slice.some(Boolean)) continue;
    const last = !files.slice(start + size).some(Boolean);
    const form = new FormData();
    for (const name of target.with ?? []) {
      const value = !last && name === target.batch?.count ? Math.max(stored, start + slice.length) : data[name];
      if (value !== undefined) form.append(name, String(value));
    }
    slice.forEach((file, index) => {
      if (file) form.append(target.field.replace('{n}', String(start + index + 1)), file, file.name);
    });
    forms.push(form);
  }
  return forms;
};

/**
 * Sends each declared file the form holds, one request after another, to its path with the record's id; a batched
 * upload reports its progress over all of its requests.
 */
export const uploadFiles = async (config: ResourceConfig, id: Identifier, data: Row, meta: UploadMeta) => {
  for (const [key, target] of Object.entries(config.uploads ?? {})) {
    const forms = uploadFormsOf(target, data[key], data);
    for (const [index, form] of forms.entries())
      await upload('PUT', fill(target.path, { id }), form, (fraction) =>
        meta.onUploadProgress?.(key, (index + fraction) / forms.length),
      );
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
