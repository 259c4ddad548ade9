import fs from 'node:fs';
import fsp from 'node:fs/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { S3Config } from '../config.js';
import type { ByteRange, Storage } from './storage-interface.js';
import { mediaStoreError } from './store-errors.js';

/** An object the bucket says it does not have (HeadObject answers 404 without a body, so no error code). */
const isMissing = (error: unknown) =>
  (error as { name?: string }).name === 'NotFound' ||
  (error as { name?: string }).name === 'NoSuchKey' ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** Media in an S3-compatible bucket (S3_BUCKET and the rest of S3Config). */
export class S3Storage implements Storage {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      // The SDK's default aws-chunked checksum framing is not understood by every S3-compatible store, which
      // then saves the framing as part of the object.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** A bucket that does not answer (or refuses) is a store that is down: 503 (mediaStoreError). */
  private async upload(command: PutObjectCommand) {
    try {
      await this.client.send(command);
    } catch (error) {
      throw mediaStoreError(error);
    }
  }

  async put(key: string, body: Buffer, contentType: string) {
    await this.upload(
      new PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  async putFile(key: string, filePath: string, contentType: string) {
    const { size } = await fsp.stat(filePath);
    await this.upload(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: fs.createReadStream(filePath),
        ContentLength: size,
        ContentType: contentType,
      }),
    );
  }

  async size(key: string) {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return head.ContentLength;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw mediaStoreError(error);
    }
  }

  async read(key: string, range?: ByteRange) {
    const object = await this.client.send(
      new GetObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      }),
    );
    return object.Body as Readable;
  }

  async delete(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  async *list() {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.config.bucket, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  directUrl(key: string) {
    return this.config.publicUrl ? `${this.config.publicUrl}/${key}` : undefined;
  }
}
