/**
 * The search rule (server/domain/search.ts) in SQL, over a searchField: the server keeps that column lowercased
 * (catalogueSearchField) as searchWords lowercases the words, so a plain LIKE matches as the rule does. LIKE
 * '%word%' is what the trigram index (migration 2026-11-27T0100_search_trigram) serves, so a search with few or
 * no matches reads a few index pages instead of every row.
 */
import { sql, type RawBuilder } from 'kysely';

/**
 * A word of one or two characters has no trigram: the index would have to be read whole, so such a word stays a
 * strpos and the planner reads the rows (or, beside a longer word, only those the longer word's index scan gives).
 */
const trigramLength = 3;

/** LIKE's own characters matched as themselves (backslash is LIKE's default escape). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** True when `searchField` contains `word` (a lowercased search word). */
export function searchFieldHas(searchField: RawBuilder<unknown>, word: string): RawBuilder<boolean> {
  return word.length < trigramLength
    ? sql<boolean>`strpos(${searchField}, ${word}) > 0`
    : sql<boolean>`${searchField} like ${`%${escapeLike(word)}%`}`;
}
