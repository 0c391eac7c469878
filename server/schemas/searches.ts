import { Type } from '@sinclair/typebox';
import { PageQuery } from './common.js';

/** A part of a document number as a query arrives (upper-cased and without spaces by normalise.ts). */
const NumberPart = Type.String({ maxLength: 30, pattern: '^[A-Z0-9/.-]*$' });

/** GET /search/{ll,dl,vehicle}: the number field of the kind and the application number; one of them is needed. */
export const numberSearchSchema = (numberField: string) => ({
  querystring: Type.Object({ [numberField]: Type.Optional(NumberPart), application_no: Type.Optional(NumberPart), ...PageQuery }),
});

export const GlobalSearchHit = Type.Object({
  title: Type.String(),
  type: Type.String(),
  description: Type.String(),
  url: Type.String(),
  unique_key: Type.String(),
});

export const globalSearchSchema = {
  querystring: Type.Object({ query: Type.String({ minLength: 2, maxLength: 100 }) }, { required: ['query'] }),
  response: { 200: Type.Array(GlobalSearchHit) },
};
