/** GET /api/track's answer (issue 23, §Public request tracking): a request's status and its history, nothing personal. */
export interface Tracked {
  reference: string;
  kind: 'service_request' | 'document_inquiry';
  status: string;
  submitted_at: string;
  history: { status: string; at: string }[];
}
