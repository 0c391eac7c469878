import { sql } from 'drizzle-orm';
import { date, index, integer, serial, text, timestamp, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

export const id = () => serial().primaryKey();
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};
export const day = () => date({ mode: 'string' });
/** When the document's owner was last sent its expiry notice (Notify); null until then. */
export const notifiedAt = () => timestamp({ withTimezone: true });
export const filePath = () => text();
export const ref = () => integer();

/**
 * An index column for `ORDER BY column DESC`, which sorts nulls first. Drizzle's bare `.desc()` writes
 * DESC NULLS LAST, an order PostgreSQL cannot use for that ORDER BY, so it would sort the whole table.
 */
export const descending = (column: ExtraConfigColumn) => column.desc().nullsFirst();

/**
 * A trigram index on a document number with its hyphens removed: the searches match any part of a number
 * however it is written (decisions.md: numbers are stored upper-cased without spaces; hyphens may remain).
 */
export const numberTrigrams = (name: string, column: ExtraConfigColumn) =>
  index(name).using('gin', sql`replace(${column}, '-', '') gin_trgm_ops`);
