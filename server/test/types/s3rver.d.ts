declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  export default class S3rver {
    constructor(options: {
      port?: number;
      address?: string;
      silent?: boolean;
      directory: string;
      configureBuckets?: { name: string }[];
    });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    /** S3 event notifications: one record per object created or removed. */
    on(
      event: 'event',
      listener: (event: { Records: { eventName: string; s3: { object: { key: string } } }[] }) => void,
    ): this;
  }
}
