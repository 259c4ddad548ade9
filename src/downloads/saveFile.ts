/**
 * Hands a file the app holds (e.g. a CSV the server streamed) to the browser as a download named `filename`.
 *
 * @example
 * saveFile(await dataProvider.download('reporters', { call: 'csv', filter }), 'Reporters.csv');
 */
export const saveFile = (file: Blob, filename: string) => {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download reads the blob after click returns; FileSaver.js waits this long before letting it go.
  window.setTimeout(() => URL.revokeObjectURL(url), 40_000);
};
