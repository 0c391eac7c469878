import type { MessageStatus, NOTICE_LANGUAGES } from '../../common/options';
import { apiFetch } from './http';
import type { Paged } from './rest';

/** A digest the day's run would queue: one per mobile, with its citizens, documents and text. */
export interface ReminderDigest {
  mobile: string;
  language: (typeof NOTICE_LANGUAGES)[number];
  citizens: { id: number; name: string }[];
  documents: {
    doc_type: string;
    record_id: number;
    citizen_id: number;
    identifier: string;
    vehicle_no: string | null;
    expiry_date: string;
    /** The window it is reminded for; `days_left` is one less when it is caught up a day late. */
    window: number;
    days_left: number;
  }[];
  text: string;
}

export interface ReminderPreview {
  data: ReminderDigest[];
  /** `quiet_hours`: when nothing is sent ('21:00' to '08:00'), null when never. */
  meta: { messages: number; documents: number; quiet_hours: { from: string; to: string } | null };
}

export interface ReminderRun {
  run_date: string;
  started_at: string;
  finished_at: string | null;
  messages: number;
  documents: number;
  statuses: Record<MessageStatus, number>;
  /** The failed digests Resend failed queues again. */
  resendable: number;
  /** The digests whose mobile wrote on WhatsApp after it, before the next run. */
  replies: number;
}

export interface QueuedDigest {
  id: number;
  mobile: string;
  status: MessageStatus;
  text: string;
  error: string | null;
  created_at: string;
  run_date: string;
  documents: number;
}

/** The daily WhatsApp reminders (README §Reminders): preview, run now, history. */
export const reminderMethods = {
  getReminderPreview: (date?: string) => apiFetch<ReminderPreview>('/reminders/preview', { query: { date } }),
  runReminders: () => apiFetch<{ queued: number; documents: number }>('/reminders/run', { method: 'POST' }),
  resendFailedReminders: (runDate: string) => apiFetch<{ queued: number }>(`/reminders/runs/${runDate}/resend`, { method: 'POST' }),
  getReminderRuns: (page: number) => apiFetch<Paged<ReminderRun>>('/reminders/runs', { query: { page, per_page: 10 } }),
  getReminderDigests: (page: number) => apiFetch<Paged<QueuedDigest>>('/reminders/digests', { query: { page, per_page: 10 } }),
};
