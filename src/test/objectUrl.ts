/**
 * jsdom has no URL.createObjectURL / revokeObjectURL. This gives each blob a `blob:test/n` address, remembers the
 * blob behind it, and returns a function that removes the stubs again.
 *
 * @example
 * const urls = stubObjectUrls();
 * afterEach(urls.restore);
 * urls.blob('blob:test/0'); // the Blob that was turned into that address
 */
export const stubObjectUrls = () => {
  const blobs = new Map<string, Blob>();
  const revoked: string[] = [];
  const target = URL as unknown as {
    createObjectURL?: (blob: Blob) => string;
    revokeObjectURL?: (url: string) => void;
  };
  target.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  target.revokeObjectURL = (url: string) => {
    revoked.push(url);
  };
  return {
    blob: (url: string | null) => (url ? blobs.get(url) : undefined),
    revoked,
    restore: () => {
      delete target.createObjectURL;
      delete target.revokeObjectURL;
    },
  };
};
