import { date, integer, serial, text, timestamp, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

export const id = () => serial().primaryKey();
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};
export const day = () => date({ mode: 'string' });
export const filePath = () => text();
export const ref = () => integer();

/**
 * An index column for `ORDER BY column DESC`, which sorts nulls first. Drizzle's bare `.desc()` writes
 * DESC NULLS LAST, an order PostgreSQL cannot use for that ORDER BY, so it would sort the whole table.
 */
export const descending = (column: ExtraConfigColumn) => column.desc().nullsFirst();
