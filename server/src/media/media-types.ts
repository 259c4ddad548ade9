/** Content types by the extension of a stored key; keys are written by the server, so the extension is trusted. */
export const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  pdf: 'application/pdf',
};

export const MEDIA_KEY = /^[a-z0-9-]+\/[0-9a-f-]{36}(?:-[a-z0-9]+)?\.([a-z0-9]+)$/;

export const contentTypeOfKey = (key: string) => {
  const match = MEDIA_KEY.exec(key);
  return match ? contentTypes[match[1]] : undefined;
};
