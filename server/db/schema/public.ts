import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { descending, id, timestamps } from './columns.js';
import { inquiryStatusEnum, requestStatusEnum, serviceCategoryEnum } from './enums.js';

/**
 * The last number handed out per kind (`SR` service request, `DI` document inquiry) and year in India: a request's
 * reference (`SR-2026-000123`) is its column default, next_request_reference() (migration 0026_request_references),
 * which bumps this row in the inserting transaction, so concurrent submits queue on it and a rolled-back one leaves no gap.
 */
export const requestReferences = pgTable(
  'request_references',
  { kind: text({ enum: ['SR', 'DI'] }).notNull(), year: integer().notNull(), last: integer().notNull() },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

/** A reference the public tracks a request by: unique, given by the database on insert (see request_references). */
const reference = (kind: 'SR' | 'DI') => text().notNull().unique().default(sql.raw(`next_request_reference('${kind}')`));

export const serviceRequests = pgTable(
  'service_requests',
  {
    id: id(),
    reference: reference('SR'),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    category: serviceCategoryEnum().notNull(),
    services: text().array().notNull().default([]),
    query: text(),
    contactName: text().notNull(),
    contactPhone: text().notNull(),
    status: requestStatusEnum().notNull().default('pending'),
    /**
     * What the desk's search looks in (lib/desk/desk-search.ts): the contact name and the query, lower-cased, the query without
     * spaces, dots and hyphens so a vehicle number written in it ('CG 04 AB-1234') matches as the search writes it. Its first
     * 600 characters: it is also a key of the newest-first indexes below (a btree entry holds at most 2704 bytes).
     */
    searchText: text().generatedAlwaysAs(
      sql`left(lower(contact_name || E'\\n' || regexp_replace(coalesce(query, ''), '[\\s.-]', '', 'g')), 600)`,
    ),
    ...timestamps,
  },
  // Every list walks one of these newest first: ORDER BY created_at DESC, id DESC (nulls first, as SQL's DESC). They end
  // with search_text, so a search for a common name checks it in the index itself (an index-only walk, no row read).
  (t) => [
    index('service_requests_created_idx').on(descending(t.createdAt), descending(t.id), t.searchText),
    index('service_requests_status_idx').on(t.status, descending(t.createdAt), descending(t.id), t.searchText),
    index('service_requests_user_idx').on(t.userId, descending(t.createdAt), descending(t.id)),
    // A user's pending requests (their dashboard) counted in the index alone, however many requests they made.
    index('service_requests_user_status_idx').on(t.userId, t.status),
    index('service_requests_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('service_requests_phone_idx').on(t.contactPhone),
  ],
);

export const documentInquiries = pgTable(
  'document_inquiries',
  {
    id: id(),
    reference: reference('DI'),
    name: text().notNull(),
    phone: text().notNull(),
    vehicleNo: text(),
    documentTypes: text().array().notNull(),
    status: inquiryStatusEnum().notNull().default('new'),
    /** What the desk's search looks in: the name and the vehicle number (stored upper-cased, without spaces), lower-cased. */
    searchText: text().generatedAlwaysAs(sql`left(lower(name || E'\\n' || coalesce(vehicle_no, '')), 800)`),
    ...timestamps,
  },
  (t) => [
    // Newest first, ending with search_text as the requests' indexes do.
    index('document_inquiries_created_idx').on(descending(t.createdAt), descending(t.id), t.searchText),
    index('document_inquiries_status_idx').on(t.status, descending(t.createdAt), descending(t.id), t.searchText),
    index('document_inquiries_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('document_inquiries_phone_idx').on(t.phone),
  ],
);

/**
 * The answers of the public forms' POSTs sent with an `Idempotency-Key` header (lib/desk/idempotency.ts): a phone that
 * sends its queued request again (the answer was lost, or the outbox retried) gets the first answer back, the same
 * reference, and no second request. `body_hash` is the SHA-256 of the first body: the same key with another body is
 * refused. Kept 30 days; working data, not exported.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text({ enum: ['service_request', 'document_inquiry'] }).notNull(),
    key: text().notNull(),
    bodyHash: text().notNull(),
    answer: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
