import { EXPIRY_DOCUMENT_TYPES } from '../../../common/options';

/** Texts of the expiry report and a citizen's expired documents. */
export const expiries = {
  expiries: {
    types: Object.fromEntries(EXPIRY_DOCUMENT_TYPES.map(({ key, label }) => [key, label])) as Record<string, string>,
    /** A record bought early follows the listed document (issue 32). */
    renewed_from: 'Renewed from %{date}',
    report: {
      title: 'Expiry Report',
      vehicle_no: 'Vehicle No.',
      owner_name: 'Owner Name',
      doc_type: 'Document Type',
      all_types: 'All types',
      start_date: 'From',
      end_date: 'To',
      exact_date: 'Exact Date',
      apply: 'Apply',
      clear: 'Clear',
      quick: { expired: 'Expired', next_7: 'Next 7 days', next_30: 'Next 30 days' },
      showing: 'Showing %{from}–%{to} of %{total}',
      showing_more_than: 'Showing %{from}–%{to} of more than %{total}',
      empty: 'No documents match these filters.',
      beyond_last: 'No records on this page. Go back to page 1.',
      first_page: 'Go to page 1',
      load_failed: 'Failed to load expiry report.',
    },
    columns: {
      type: 'Type',
      document_number: 'Number',
      vehicle_no: 'Vehicle No.',
      owner: 'Owner',
      mobile: 'Mobile',
      expiry_date: 'Expiry Date',
      notified_at: 'Last notified',
      actions: 'Actions',
    },
    expired: {
      title: 'Expired Documents',
      of: 'Expired documents of %{name}',
      none: 'No expired documents.',
      back: 'Back to profile',
      load_failed: 'Failed to load expired documents.',
    },
  },
};
