import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { descending, id, timestamps } from './columns.js';
import { inquiryStatusEnum, requestStatusEnum, serviceCategoryEnum } from './enums.js';

export const serviceRequests = pgTable(
  'service_requests',
  {
    id: id(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    category: serviceCategoryEnum().notNull(),
    services: text().array().notNull().default([]),
    query: text(),
    contactName: text().notNull(),
    contactPhone: text().notNull(),
    status: requestStatusEnum().notNull().default('pending'),
    ...timestamps,
  },
  // Every list walks one of these newest first: ORDER BY created_at DESC, id DESC (nulls first, as SQL's DESC).
  (t) => [
    index('service_requests_created_idx').on(descending(t.createdAt), descending(t.id)),
    index('service_requests_status_idx').on(t.status, descending(t.createdAt), descending(t.id)),
    index('service_requests_user_idx').on(t.userId, descending(t.createdAt), descending(t.id)),
  ],
);

export const documentInquiries = pgTable(
  'document_inquiries',
  {
    id: id(),
    name: text().notNull(),
    phone: text().notNull(),
    vehicleNo: text(),
    documentTypes: text().array().notNull(),
    status: inquiryStatusEnum().notNull().default('new'),
    ...timestamps,
  },
  (t) => [
    index('document_inquiries_created_idx').on(descending(t.createdAt), descending(t.id)),
    index('document_inquiries_status_idx').on(t.status, descending(t.createdAt), descending(t.id)),
  ],
);
