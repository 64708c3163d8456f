/**
 * The search box (000 section 3, 002 section 5): every word typed must appear in the row, case-insensitively.
 * Pure: the server's SQL searches and the web's table filters split the text the same way.
 */

/** At most this many words are matched: a longer text narrows no further and would only lengthen the query. */
export const maxSearchWords = 10;

/** The words of a search box: lowercased, split on white space, blanks and repeats dropped, at most ten. */
export function searchWords(text: string | null | undefined): string[] {
  return [...new Set((text ?? '').toLowerCase().split(/\s+/).filter(Boolean))].slice(0, maxSearchWords);
}

/** A row matches when every word of the search appears in the row's texts joined. */
export function matchesSearch(search: string | null | undefined, rowTexts: readonly unknown[]): boolean {
  const words = searchWords(search);
  if (words.length === 0) return true;
  const row = rowTexts
    .filter((part) => part !== null && part !== undefined)
    .map(String)
    .join(' ')
    .toLowerCase();
  return words.every((word) => row.includes(word));
}
