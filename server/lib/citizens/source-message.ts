import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { incomingMessages } from '../../db/schema/index.js';
import { isoTime } from './row-json.js';

/**
 * A record's or licence's `source_message_at` as its lists write it: the time of the citizen's WhatsApp message its
 * document came from (Save to record), null otherwise; none for a table without `source_message_id`.
 */
const sourceMessageColumn = (table: PgTable) => (getTableColumns(table) as Record<string, AnyPgColumn | undefined>).sourceMessageId;

/** Whether the table's rows may take their document from a WhatsApp message (records and licences, not vehicles). */
export const hasSourceMessage = (table: PgTable) => sourceMessageColumn(table) !== undefined;

export function sourceMessageColumns(table: PgTable): Record<string, SQL> {
  const sourceMessageId = sourceMessageColumn(table);
  return sourceMessageId
    ? { source_message_at: sql`(select ${isoTime(incomingMessages.sentAt)} from ${incomingMessages} where ${incomingMessages.id} = ${sourceMessageId})` }
    : {};
}
