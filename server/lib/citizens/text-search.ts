import { and, like, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`);

/** Characters that end a word for the trigram index (ASCII, other than letters and digits). */
const WORD_BREAKS = /[\x00-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+/;

/**
 * A word as trigrams that share no letter: its three-letter pieces from the start (a shorter tail is left out), letters
 * being code points as the index counts them (a letter beyond the BMP is never cut in two).
 */
const letterPieces = (word: string) => word.match(/.{3}/gu) ?? [];

/**
 * A lower-cased text column containing `q`, any case, through its trigram index. A term of several words ('hemlata
 * sharma', 'geeta.nag140') asks the index for one trigram per three letters of each word, in order with anything
 * between them ('%hem%lat%sha%rma%'): the trigrams at the word ends (' s', 'ta ') are among the commonest and the
 * overlapping ones ('eml', 'mla') add little, so leaving them out makes the index scan two to six times shorter for a
 * few more rows to check; the exact term then filters the rows found.
 */
export function containsText(column: AnyPgColumn | SQL, q: string): SQL {
  const words = q.split(WORD_BREAKS).filter(Boolean);
  if (words.length < 2 || words.some((word) => word.length < 3)) return like(column, sql`lower(${`%${escapeLike(q)}%`})`);
  return and(
    like(column, sql`lower(${`%${words.flatMap(letterPieces).map(escapeLike).join('%')}%`})`),
    sql`strpos(${column}, lower(${q})) > 0`,
  )!;
}
