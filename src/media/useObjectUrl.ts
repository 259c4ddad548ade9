import { useEffect, useMemo } from 'react';

/**
 * A URL for showing a local file (an image preview), released when the file changes or the component goes away.
 *
 * @example
 * const previewUrl = useObjectUrl(chosenFile);
 * return previewUrl ? <img src={previewUrl} alt="Preview" /> : null;
 */
export const useObjectUrl = (file: Blob | null | undefined) => {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
};
