import { Type, type Static } from '@sinclair/typebox';
import { EXPIRY_DOCUMENT_KEYS } from '../../common/options.js';
import { RENEWAL_STATUSES } from '../../common/renewals.js';
import { BeforeAfter, Id, IdParams, Nullable, OneOf, PageMetaSchema, PageQuery, RequiredText } from './common.js';
import { named } from './named.js';

/** Schemas of the renewal routes (issue 22, §Follow-up pipeline). */

const Person = Nullable(Type.Object({ id: Id, name: Type.String() }));
const Status = OneOf(RENEWAL_STATUSES);
const Counts = Type.Object(Object.fromEntries(RENEWAL_STATUSES.map((status) => [status, Type.Integer()])));
/** ₹, up to numeric(12, 2). */
const Earned = Type.Number({ minimum: 0, maximum: 9_999_999_999.99, multipleOf: 0.01 });

export const RenewalListQuery = Type.Object({
  ...PageQuery,
  status: Type.Optional(Status),
  doc_type: Type.Optional(OneOf(EXPIRY_DOCUMENT_KEYS)),
  assignee_id: Type.Optional(Id),
  branch_id: Type.Optional(Id),
  due_within: Type.Optional(Type.Integer({ minimum: 0, maximum: 3650 })),
  overdue: Type.Optional(Type.Boolean()),
  /** The owner's mobile wrote on WhatsApp after the document's last reminder (issue 36). */
  replied: Type.Optional(Type.Boolean()),
  /** Owner's name, mobile, vehicle or document number. */
  q: Type.Optional(Type.String({ maxLength: 100 })),
});

const RenewalFields = Type.Object({
  id: Id,
  doc_type: OneOf(EXPIRY_DOCUMENT_KEYS),
  record_id: Id,
  citizen_id: Id,
  vehicle_id: Nullable(Id),
  branch_id: Nullable(Id),
  owner_name: Type.String(),
  owner_mobile: Type.String(),
  identifier: Type.String(),
  expiry_date: Type.String({ format: 'date' }),
  status: Status,
  assignee_id: Nullable(Id),
  assignee: Person,
  notes_count: Type.Integer(),
  earned: Nullable(Type.Number()),
  lost_reason: Nullable(Type.String()),
  renewed_by_record_id: Nullable(Id),
  last_reply: Nullable(Type.Object({ at: Type.String(), text: Nullable(Type.String()) })),
});

/** A document's renewal as its desk shows it. */
export const Renewal = named('Renewal', RenewalFields);
export type RenewalRow = Static<typeof RenewalFields>;

const Note = Type.Object({ id: Id, text: Type.String(), author: Person, created_at: Type.String({ format: 'date-time' }) });
const Change = Type.Object({
  at: Type.String({ format: 'date-time' }),
  actor: Person,
  before: Nullable(Type.Object({}, { additionalProperties: true })),
  after: Nullable(Type.Object({}, { additionalProperties: true })),
  /** The assignees' names of an assignee change: [before, after]. */
  names: Type.Record(Type.String(), BeforeAfter(Nullable(Type.String()))),
});
export type RenewalNote = Static<typeof Note>;

const RenewalDetailFields = Type.Composite([RenewalFields, Type.Object({ notes: Type.Array(Note), history: Type.Array(Change) })]);
export type RenewalDetail = Static<typeof RenewalDetailFields>;

const RenewalPage = named(
  'RenewalPage',
  Type.Object({ data: Type.Array(Renewal), meta: Type.Composite([PageMetaSchema, Type.Object({ counts: Counts, counts_capped: Type.Optional(Type.Array(Status)) })]) }),
);
export type RenewalPage = Static<typeof RenewalPage>;

const RenewalChanges = {
  status: Type.Optional(Status),
  assignee_id: Type.Optional(Nullable(Id)),
  lost_reason: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  earned: Type.Optional(Nullable(Earned)),
};
/** The other fields of a GET answer: taken back (react-admin sends the whole row) and ignored. */
const ReadOnlyFields = Object.fromEntries(
  Object.keys(RenewalDetailFields.properties).filter((name) => !(name in RenewalChanges)).map((name) => [name, Type.Optional(Type.Unknown({ readOnly: true }))]),
);

/** What PATCH takes: any of the four, beside the read-only rest of a GET answer; any other field is refused. */
export const RenewalChangeBody = Type.Object({ ...ReadOnlyFields, ...RenewalChanges }, { additionalProperties: false });

export const renewalSchemas = {
  list: {
    querystring: RenewalListQuery,
    response: { 200: RenewalPage },
  },
  detail: {
    params: IdParams,
    response: { 200: named('RenewalDetail', RenewalDetailFields) },
  },
  update: { params: IdParams, body: RenewalChangeBody, response: { 200: Renewal } },
  addNote: {
    params: IdParams,
    body: Type.Object({ text: RequiredText(2000) }, { additionalProperties: false }),
    response: { 201: named('RenewalNote', Note) },
  },
  assign: {
    body: Type.Object(
      { ids: Type.Array(Id, { minItems: 1, maxItems: 100 }), assignee_id: Nullable(Id) },
      { additionalProperties: false },
    ),
    response: { 200: Type.Object({ updated: Type.Integer() }) },
  },
};
