import { date, integer, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const id = () => serial().primaryKey();
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};
export const day = () => date({ mode: 'string' });
export const filePath = () => text();
export const ref = () => integer();
