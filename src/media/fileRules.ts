import type { Rule } from '#contract/rules';

const fileOf = (value: unknown): File | undefined => {
  if (value instanceof File) return value;
  const raw = (value as { rawFile?: unknown } | null | undefined)?.rawFile;
  return raw instanceof File ? raw : undefined;
};

/**
 * Client-side file checks, so a wrong file is refused before it is sent. The server checks the content again; these
 * only look at the name and size.
 *
 * @example
 * validate={[fileExtension(['.png', '.jpg', '.jpeg'], 'Only .png, .jpg and .jpeg files are allowed'), fileSize(limits.imageMaxBytes, messages.imageSize)]}
 */
export const fileExtension =
  (extensions: string[], message: string): Rule =>
  (value) => {
    const file = fileOf(value);
    return file && !extensions.some((extension) => file.name.toLowerCase().endsWith(extension)) ? message : undefined;
  };

/** Refuses files of `maxBytes` or more (spec: "2.1 MB and above rejected"). */
export const fileSize =
  (maxBytes: number, message: string): Rule =>
  (value) => {
    const file = fileOf(value);
    return file && file.size >= maxBytes ? message : undefined;
  };
