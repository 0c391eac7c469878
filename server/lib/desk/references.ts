import { sql, type SQL } from 'drizzle-orm';
import { documentInquiries, serviceRequests } from '../../db/schema/index.js';

/**
 * The references the public quotes and tracks (`SR-2026-000123` a service request, `DI-2026-000045` a document
 * inquiry): given by the database on insert (db/schema/public.ts), read here as typed.
 */

export const REFERENCE_KINDS = {
  SR: { kind: 'service_request', table: serviceRequests, phone: serviceRequests.contactPhone },
  DI: { kind: 'document_inquiry', table: documentInquiries, phone: documentInquiries.phone },
} as const;

export type ReferenceKind = keyof typeof REFERENCE_KINDS;

/** A reference as typed ('sr 2026 123', 'SR-2026-000123 ') written as stored, with its kind; undefined when it is not one. */
export function parseReference(typed: string): { kind: ReferenceKind; reference: string } | undefined {
  const match = /^\s*(SR|DI)[\s-]*(\d{4})[\s-]*(\d{1,9})\s*$/i.exec(typed);
  if (!match) return undefined;
  const kind = match[1].toUpperCase() as ReferenceKind;
  return { kind, reference: `${kind}-${match[2]}-${String(Number(match[3])).padStart(6, '0')}` };
}

/** A desk search for a reference of the desk's kind: one row of the unique index; nothing for another kind. */
export function referenceMatch(kind: ReferenceKind, q: string): SQL | undefined {
  const parsed = parseReference(q);
  if (!parsed) return undefined;
  return parsed.kind === kind ? sql`${REFERENCE_KINDS[kind].table.reference} = ${parsed.reference}` : sql`false`;
}
