import { TEXT_LIMITS } from '../../common/rules.js';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { UPLOAD_MAX_BYTES } from '../../common/options.js';
import { MOBILE_RULES } from './mobile.js';

/** Building blocks for route schemas; messages follow the Laravel wording the app shows. */

/** The largest PostgreSQL `integer`: every id, and the last page a list can be asked for. */
export const INT_MAX = 2_147_483_647;

export const Id = Type.Integer({ minimum: 1, maximum: INT_MAX });
export const IdParams = Type.Object({ id: Id });

export const Text = (maxLength: number = TEXT_LIMITS.text) => Type.String({ maxLength });
export const RequiredText = (maxLength: number = TEXT_LIMITS.text) => Type.String({ minLength: 1, maxLength });
/**
 * `schema` or null. Not a union with null last: Ajv's `coerceTypes` would turn null into 0 or '' in the first branch
 * that takes it. A plain-typed schema takes the type list [type, 'null'] (null stays null; '' becomes null for a
 * number), any other a union with null first (where only '', 0 and false can become null).
 */
export const Nullable = <T extends TSchema>(schema: T) =>
  Type.Unsafe<Static<T> | null>(
    typeof schema.type === 'string' && schema.type !== 'object'
      ? { ...schema, type: [schema.type, 'null'], ...(schema.enum && { enum: [...schema.enum, null] }) }
      : Type.Union([Type.Null(), schema]),
  );
export const Optional = <T extends TSchema>(schema: T) => Type.Optional(Nullable(schema));

/** A change's [before, after] pair: a tuple (`prefixItems`), which generated clients type as one. */
export const BeforeAfter = <T extends TSchema>(item: T) =>
  Type.Unsafe<[Static<T>, Static<T>]>({ type: 'array', prefixItems: [item, item], minItems: 2, maxItems: 2 });

/** A mobile number (MOBILE_RULES: its two messages). */
export const Mobile = () => Type.String(MOBILE_RULES);

/** An optional text: '' and null mean none. */
export const OptionalText = (maxLength: number = TEXT_LIMITS.text) => Optional(Text(maxLength));

export const Email = () => Type.String({ format: 'email', maxLength: 255 });
/** An optional email: '' and null mean none. */
export const OptionalEmail = () => Optional(Type.Union([Email(), Type.Literal('')]));

export const DateString = () => Type.String({ format: 'date' });
export const OptionalDate = () => Optional(Type.Union([DateString(), Type.Literal('')]));

export const Password = (minLength: number) => Type.String({ minLength, maxLength: 200 });

export const OneOf = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

/**
 * The last page a list can be asked for: at the largest page size (1000) its offset, and a search's count a few pages
 * ahead of it, stay within PostgreSQL's `integer` (a page past the last answers no rows).
 */
export const PAGE_MAX = 1_000_000;
export const Page = Type.Integer({ minimum: 1, maximum: PAGE_MAX, default: 1 });
export const PageQuery = {
  page: Type.Optional(Page),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
};

export const Message = Type.Object({ message: Type.String() });

/** A document's signed link beside its `file_path` (null without a document). */
export const FileUrl = {
  file_url: Nullable(Type.String()),
  /** In lists, when the document came from a citizen's WhatsApp message (Save to record): that message's time. */
  source_message_at: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
};

/** The multipart form of a route as the document tells it (plugins/external/api-docs.ts): its `file` and other fields. */
export interface FormUpload {
  file: string;
  fields?: Record<string, object>;
  required?: string[];
}

/** A body as JSON or as a multipart form with one document in the field `file`. */
export const WithDocument = {
  consumes: ['application/json', 'multipart/form-data'],
  'x-form': { file: `A PDF, JPG, PNG or WEBP document of at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB (multipart only).` } satisfies FormUpload,
};

/** A route anyone may call, without a token: the document says so (`security: []`). */
export const Public = { security: [] as never[] };

/** A staff list's query: page, page size and an optional status of `statuses`. */
export const StatusListQuery = <T extends readonly string[]>(statuses: T) =>
  Type.Object({ ...PageQuery, status: Type.Optional(OneOf(statuses)) });

/** A staff desk's query: a StatusListQuery and `q`, a reference, name, phone or vehicle number to search for (lib/desk/desk-search.ts). */
export const DeskListQuery = <T extends readonly string[]>(statuses: T) =>
  Type.Object({ ...PageQuery, status: Type.Optional(OneOf(statuses)), q: Type.Optional(Type.String({ maxLength: 100 })) });

/** PATCH …/status: one of `statuses`. */
export const StatusBody = <T extends readonly string[]>(statuses: T) => Type.Object({ status: OneOf(statuses) });

/** The `meta` of every paged list (decisions.md §API conventions). */
export const PageMetaSchema = Type.Object({
  current_page: Type.Integer(),
  last_page: Type.Integer(),
  per_page: Type.Integer(),
  from: Nullable(Type.Integer()),
  to: Nullable(Type.Integer()),
  total: Type.Integer(),
  /** A search counts its matches only a few pages ahead: there are more than `total`. */
  total_is_lower_bound: Type.Optional(Type.Literal(true)),
});
export type PageMeta = Static<typeof PageMetaSchema>;

/**
 * A public form's optional `Idempotency-Key` header: the same key sent again gets the first answer back
 * (lib/desk/idempotency.ts). 8 to 100 letters, digits, `_ . : -` (a UUID fits).
 */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$' })),
});
