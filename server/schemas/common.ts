import { Type, type TSchema } from '@sinclair/typebox';
import { MOBILE_PATTERN } from '../../common/options.js';
import { attributeName } from '../lib/validation-messages.js';

/** Building blocks for route schemas; messages follow the Laravel wording the app shows. */

/** The largest PostgreSQL `integer`: every id, and the last page a list can be asked for. */
export const INT_MAX = 2_147_483_647;

export const Id = Type.Integer({ minimum: 1, maximum: INT_MAX });
export const IdParams = Type.Object({ id: Id });

export const Text = (maxLength = 255) => Type.String({ maxLength });
export const RequiredText = (maxLength = 255) => Type.String({ minLength: 1, maxLength });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
export const Optional = <T extends TSchema>(schema: T) => Type.Optional(Nullable(schema));

export const Mobile = (field = 'mobile') =>
  Type.String({
    pattern: MOBILE_PATTERN,
    errorMessage: { pattern: `The ${attributeName(field)} must be exactly 10 digits.` },
  });

/** An optional text: '' and null mean none. */
export const OptionalText = (maxLength = 255) => Type.Optional(Type.Union([Text(maxLength), Type.Null()]));

export const Email = () => Type.String({ format: 'email', maxLength: 255 });
/** An optional email: '' and null mean none. */
export const OptionalEmail = () => Type.Optional(Type.Union([Email(), Type.Literal(''), Type.Null()]));

export const DateString = () => Type.String({ format: 'date' });
export const OptionalDate = () => Type.Optional(Type.Union([DateString(), Type.Literal(''), Type.Null()]));

export const Password = (minLength: number) => Type.String({ minLength, maxLength: 200 });

export const OneOf = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

export const Page = Type.Integer({ minimum: 1, maximum: INT_MAX, default: 1 });
export const PageQuery = {
  page: Type.Optional(Page),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
};

export const Message = Type.Object({ message: Type.String() });

/** A staff list's query: page, page size and an optional status of `statuses`. */
export const StatusListQuery = <T extends readonly string[]>(statuses: T) =>
  Type.Object({ ...PageQuery, status: Type.Optional(OneOf(statuses)) });

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
});

export const PagedAnswer = <T extends TSchema>(row: T) => Type.Object({ data: Type.Array(row), meta: PageMetaSchema });
