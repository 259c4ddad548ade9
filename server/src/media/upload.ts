import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { Type, type TProperties, type TSchema } from 'typebox';
import { badRequest } from '../lib/http-errors.js';

export interface FileRule {
  maxBytes: number;
  sizeMessage: string;
  /** Extensions as file-type reports them (content, not the file name). */
  types: readonly string[];
  typeMessage: string;
}

export interface ReceivedFile {
  field: string;
  fileName: string;
  path: string;
  size: number;
  ext: string;
  mime: string;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  files: Record<string, ReceivedFile>;
  /** Removes the temporary files; call it in a finally block. */
  cleanup(): Promise<void>;
}

class TooLarge extends Error {}

const byteLimit = (maxBytes: number) => {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) callback(new TooLarge());
      else callback(null, chunk);
    },
  });
};

/**
 * Streams a multipart request's files to temporary files, enforcing each field's size limit while the bytes
 * arrive and checking the type by content (magic bytes), never by the file name or the declared type.
 * `fileRules` maps an accepted field name (or a pattern like /^chapter\d+$/) to its rule.
 *
 * @example
 * const form = await receiveForm(request, { cover: imageRule, chapter1: pdfRule });
 * try { await service.attach(id, form.fields, form.files) } finally { await form.cleanup() }
 */
export const receiveForm = async (
  request: FastifyRequest,
  fileRules: Record<string, FileRule> | ((field: string) => FileRule | undefined),
): Promise<ReceivedForm> => {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data');
  const ruleFor = typeof fileRules === 'function' ? fileRules : (field: string) => fileRules[field];
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'upload-'));
  const form: ReceivedForm = {
    fields: {},
    files: {},
    cleanup: () => fsp.rm(dir, { recursive: true, force: true }),
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = String(part.value ?? '');
        continue;
      }
      const rule = ruleFor(part.fieldname);
      if (!rule) {
        part.file.resume();
        throw badRequest(`Unexpected file field ${part.fieldname}`);
      }
      const filePath = path.join(dir, randomUUID());
      try {
        await pipeline(part.file, byteLimit(rule.maxBytes), fs.createWriteStream(filePath));
      } catch (error) {
        if (error instanceof TooLarge || part.file.truncated) throw badRequest(rule.sizeMessage);
        throw error;
      }
      if (part.file.truncated) throw badRequest(rule.sizeMessage);
      const { size } = await fsp.stat(filePath);
      if (size === 0) throw badRequest(rule.typeMessage);
      const detected = await fileTypeFromFile(filePath);
      if (!detected || !rule.types.includes(detected.ext)) throw badRequest(rule.typeMessage);
      form.files[part.fieldname] = {
        field: part.fieldname,
        fileName: part.filename,
        path: filePath,
        size,
        ext: detected.ext,
        mime: detected.mime,
      };
    }
    return form;
  } catch (error) {
    await form.cleanup();
    throw error;
  }
};

/**
 * Receives a form that must carry one file in `field` (400 with `missingMessage` otherwise), hands the file to
 * `use`, and removes the temporary copy whatever happens.
 *
 * @example
 * const url = await withUploadedFile(request, 'postImage', imageRule, messages.imageRequired, (file) =>
 *   service.setImage(id, file, contextOf(request)),
 * );
 */
export const withUploadedFile = async <T>(
  request: FastifyRequest,
  field: string,
  rule: FileRule,
  missingMessage: string,
  use: (file: ReceivedFile) => Promise<T>,
): Promise<T> => {
  const form = await receiveForm(request, { [field]: rule });
  try {
    const file = form.files[field];
    if (!file) throw badRequest(missingMessage);
    return await use(file);
  } finally {
    await form.cleanup();
  }
};

/** How a file-type extension is called in a description ('jpg' stands for .jpeg too, 'cfb' is an .xls workbook). */
const extensionNames: Record<string, string> = { jpg: '.jpg or .jpeg', cfb: '.xls' };

const megabytes = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(2))} MB`;

/** A file part of a multipart request as OpenAPI describes it, with what `rule` accepts and answers. */
export const filePart = (rule: FileRule, description: string) =>
  Type.String({
    format: 'binary',
    description:
      `${description} ${rule.types.map((type) => extensionNames[type] ?? `.${type}`).join(', ')}, checked by ` +
      `content; at most ${megabytes(rule.maxBytes)} (${Math.floor(rule.maxBytes)} bytes). Larger: 400 "${rule.sizeMessage}"; ` +
      `another type: 400 "${rule.typeMessage}".`,
  });

/**
 * The route schema keys of an upload: its multipart form for the OpenAPI document (`multipart`, turned into the
 * operation's requestBody by the docs plugin; the form itself is read by receiveForm, not by the route's validator)
 * and its content type. `files` are the file parts, `fields` the text parts, `numbered` the part every further
 * name takes (chapter2, chapter3, ... when receiveForm is given a rule by pattern).
 *
 * @example
 * schema: { ...uploadForm({ postImage: filePart(imageRule, 'The image:') }), params: IdParams, response }
 */
export const uploadForm = (files: TProperties, fields: TProperties = {}, numbered?: TSchema) => ({
  consumes: ['multipart/form-data'],
  multipart: Type.Object({ ...fields, ...files }, numbered ? { additionalProperties: numbered } : {}),
});

/** The upload form of withUploadedFile: one file, in `field`, required (400 `missingMessage` without it). */
export const fileUploadForm = (field: string, rule: FileRule, missingMessage: string) =>
  uploadForm({ [field]: filePart(rule, `Required (without it: 400 "${missingMessage}").`) });
