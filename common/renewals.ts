import type { ExpiryDocumentType } from './options.js';

/** The follow-up pipeline of renewals (issue 22), shared by the server and the app. */

export const RENEWAL_STATUSES = ['due', 'contacted', 'renewed', 'lost'] as const;
export type RenewalStatus = (typeof RENEWAL_STATUSES)[number];
/** A current document becomes a renewal this many days before it expires (or once it has expired). */
export const RENEWAL_WINDOW_DAYS = 30;
export const RENEWAL_PAGE_SIZE = 25;

export type RenewalCounts = Record<RenewalStatus, number>;
