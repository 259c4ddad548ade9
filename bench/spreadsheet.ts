import XLSX from '@e965/xlsx';

/** A posts import file with `count` valid rows, using the categories and languages the bench seeds. */
export const makeSpreadsheetRows = (count: number) => {
  const rows = Array.from({ length: count }, (_, i) => ({
    'News Title': `Bench import ${i}`,
    'News Description': `Imported description ${i}`,
    Location: 'Kochi',
    Category: `Category ${1 + (i % 20)}`,
    Language: `Language ${1 + (i % 10)}`,
  }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.json_to_sheet(rows), 'Posts');
  return Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }));
};
