/**
 * How names and titles sort (issue 14): as people read them, not by code point. ICU's root collation, which both
 * the embedded database (PGlite ships ICU) and PostgreSQL built with ICU (Debian's, the official images, the
 * managed services) have as "und-x-icu": "apple" beside "Apple" (lower case first), both before "Banana", and an
 * accented letter beside its plain one ("éclair", "êrens", "ezel"). English and Afrikaans share it: CLDR's Afrikaans
 * collation is the root's. The same rows come back in the same order on both databases.
 */
import { sql, type RawBuilder } from 'kysely';

export const textCollation = 'und-x-icu';

/** The text expression, compared with the people's collation (in ORDER BY). */
export function collated(expression: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`${expression} collate ${sql.id(textCollation)}`;
}
