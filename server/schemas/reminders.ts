import { Type } from '@sinclair/typebox';
import { Page } from './common.js';

/** /reminders: the daily digests' preview, run and history. */

/** A reminders page: its rows (runs or digests) and meta, as lib/renewals answers them. */
const ReminderPage = Type.Object({
  data: Type.Array(Type.Object({}, { additionalProperties: true })),
  meta: Type.Object({ current_page: Type.Integer(), per_page: Type.Integer() }, { additionalProperties: true }),
});

const PerPage = Type.Integer({ minimum: 1, maximum: 100, default: 15 });

export const remindersSchemas = {
  preview: {
    description:
      "The digests that date's run would queue (default today in India: what Send reminders now queues), one per mobile; a manager's branch only. `meta.quiet_hours`: `{from, to}` ('21:00', '08:00') or null.",
    querystring: Type.Object({ date: Type.Optional(Type.String({ format: 'date' })) }),
    response: { 200: Type.Object({ data: Type.Array(Type.Object({}, { additionalProperties: true })), meta: Type.Object({}, { additionalProperties: true }) }) },
  },
  run: {
    description: "Runs today's reminders now (admin): `{queued, documents}`; a second call the same day queues nothing new.",
    response: { 200: Type.Object({ queued: Type.Integer(), documents: Type.Integer() }) },
  },
  resend: {
    description:
      "Queues the run's failed digests again (admin), the same messages for the same documents, leaving out one whose sender stopped mid-send and a number that replied STOP since: `{queued}`.",
    params: Type.Object({ run_date: Type.String({ format: 'date' }) }),
    response: { 200: Type.Object({ queued: Type.Integer() }) },
  },
  runs: {
    description: 'The runs, newest first, with their digests and documents and digests per delivery status.',
    querystring: Type.Object({ page: Type.Optional(Page), per_page: Type.Optional(PerPage) }),
    response: { 200: ReminderPage },
  },
  digests: {
    description: 'The digests queued (of one run with `run_date`), newest first, with their delivery status and text.',
    querystring: Type.Object({ run_date: Type.Optional(Type.String({ format: 'date' })), page: Type.Optional(Page), per_page: Type.Optional(PerPage) }),
    response: { 200: ReminderPage },
  },
};
