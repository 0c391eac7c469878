import { Type } from '@sinclair/typebox';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../common/options.js';
import { BeforeAfter, DateString, Id, IdParams, Nullable, OneOf, PageQuery } from './common.js';
import { named } from './named.js';

/** Schemas of the audit trail: the log (GET /audit), a citizen's history and the restore of a delete entry. */

const Any = Type.Unknown();
const AuditEntry = Type.Object({
  id: Id,
  entity: Type.String(),
  entity_id: Type.Integer(),
  action: OneOf(AUDIT_ACTIONS),
  /** Null when the actor's account is deleted or nobody signed in (a public form). */
  actor: Nullable(Type.Object({ id: Id, name: Type.String() })),
  at: Type.String(),
  /** Each changed field: [before, after]. */
  changes: Type.Record(Type.String(), BeforeAfter(Any)),
  /** The name of the row (a citizen's or user's name, a vehicle's or record's number); null: shown by its type and id. */
  entity_name: Nullable(Type.String()),
  /** Each changed field holding the id of a user, branch, citizen or vehicle: the names [before, after] (null: none, or gone). */
  names: Type.Record(Type.String(), BeforeAfter(Nullable(Type.String()))),
  /** A delete entry whose row is still gone: POST /audit/{id}/restore may bring it back. */
  restorable: Type.Boolean(),
});

/** A page of the log without a total (no count over millions of rows): `has_next_page` says whether one follows. */
const AuditPage = named('AuditPage', Type.Object({
  data: Type.Array(named('AuditEntry', AuditEntry)),
  meta: Type.Object({
    current_page: Type.Integer(),
    per_page: Type.Integer(),
    from: Nullable(Type.Integer()),
    to: Nullable(Type.Integer()),
    has_next_page: Type.Boolean(),
  }),
}));

const PerPage = { page: PageQuery.page, per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) };
const orEmpty = <T extends readonly string[]>(values: T) => Type.Optional(Type.Union([OneOf(values), Type.Literal('')]));

const AuditListQuery = Type.Object({
  entity: orEmpty(AUDIT_ENTITIES),
  entity_id: Type.Optional(Id),
  actor_id: Type.Optional(Id),
  action: orEmpty(AUDIT_ACTIONS),
  /** India days, both included. */
  from: Type.Optional(DateString()),
  to: Type.Optional(DateString()),
  ...PerPage,
});

const RestoreAnswer = Type.Object({
  message: Type.String(),
  entity: Type.String(),
  /** The restored row as its own routes answer it. */
  row: Type.Record(Type.String(), Any),
  restored_rows: Type.Integer(),
  /** Documents removed for good since (after DELETED_FILES_DAYS): their rows came back without them. */
  files_missing: Type.Integer(),
});

export const auditSchemas = {
  list: { querystring: AuditListQuery, response: { 200: AuditPage } },
  history: { params: IdParams, querystring: Type.Object(PerPage), response: { 200: AuditPage } },
  restore: { params: IdParams, response: { 200: RestoreAnswer } },
};
