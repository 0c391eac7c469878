import type { ExpiryDocumentType } from './options.js';
import type { PageMeta } from './paging.js';

/** The follow-up pipeline of renewals (issue 22), shared by the server and the app. */

export const RENEWAL_STATUSES = ['due', 'contacted', 'renewed', 'lost'] as const;
export type RenewalStatus = (typeof RENEWAL_STATUSES)[number];
/** A current document becomes a renewal this many days before it expires (or once it has expired). */
export const RENEWAL_WINDOW_DAYS = 30;
export const RENEWAL_PAGE_SIZE = 25;

export type RenewalCounts = Record<RenewalStatus, number>;

/** One renewal as GET /api/renewals lists it. */
export interface RenewalRow {
  id: number;
  doc_type: ExpiryDocumentType;
  record_id: number;
  citizen_id: number;
  vehicle_id: number | null;
  branch_id: number | null;
  owner_name: string;
  owner_mobile: string;
  /** The registration number of a vehicle's document, the number of a licence. */
  identifier: string;
  expiry_date: string;
  status: RenewalStatus;
  assignee_id: number | null;
  assignee: { id: number; name: string } | null;
  notes_count: number;
  /** ₹ earned when renewed; null until given. */
  earned: number | null;
  lost_reason: string | null;
  /** The record that renewed it automatically (a newer one of its kind); null otherwise. */
  renewed_by_record_id: number | null;
  /** The owner's mobile's last WhatsApp message to the office: when, and its text (null for a file without caption). */
  last_reply: { at: string; text: string | null } | null;
}

export interface RenewalNote {
  id: number;
  text: string;
  author: { id: number; name: string } | null;
  created_at: string;
}

export interface RenewalChange {
  at: string;
  actor: { id: number; name: string } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** The changed fields holding a user's id (the assignee): the names [before, after]; null for nobody. */
  names: Record<string, [string | null, string | null]>;
}

export interface RenewalDetail extends RenewalRow {
  notes: RenewalNote[];
  history: RenewalChange[];
}

export interface RenewalPage {
  data: RenewalRow[];
  /** `counts_capped`: a search's statuses counted only up to their count (more match). */
  meta: PageMeta & { counts: RenewalCounts; counts_capped?: RenewalStatus[] };
}
