/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards in the user's text taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
