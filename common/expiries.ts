import type { ExpiryDocumentType } from './options.js';
import type { PageMeta } from './paging.js';

/** Shapes of the expiry report's API, shared by the server and the app. */

/** GET /reports/expiries filters (doc2 §7). */
export interface ExpiryReportFilters {
  vehicle_no?: string;
  owner_name?: string;
  doc_type?: string;
  start_date?: string;
  end_date?: string;
  exact_date?: string;
}

/** One row of the report: a current document, its owner and the record itself. */
export interface ExpiryRow {
  type: string;
  doc_type: ExpiryDocumentType;
  record_id: number;
  citizen_id: number;
  owner_name: string;
  owner_mobile: string;
  /** The registration number of a vehicle's document, the number of a licence. */
  identifier: string;
  /** The document's own number (policy, PUCC, permit, certificate, licence); null for a tax. */
  document_number: string | null;
  /** The vehicle's registration number; null for a licence. */
  vehicle_no: string | null;
  expiry_date: string;
  /**
   * Issue 32: the start of a record bought early that has not started yet: of the record that follows this one (in
   * force until then, or lapsed), or of this one when nothing older was held. Null otherwise.
   */
  starts_on: string | null;
  full_record: Record<string, unknown>;
}

/** A page of the report; a name or vehicle filter may count only a lower bound of its matches. */
export interface ExpiryReport extends PageMeta {
  data: ExpiryRow[];
  total_is_lower_bound?: true;
}
