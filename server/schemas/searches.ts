import { Type } from '@sinclair/typebox';
import { COMPLIANCE_FILTER_STATES, COMPLIANCE_STATES } from '../../common/compliance.js';
import { OneOf, PageQuery } from './common.js';

/** A part of a document number as a query arrives (upper-cased and without spaces by normalise.ts). */
const NumberPart = Type.String({ maxLength: 30, pattern: '^[A-Z0-9/.-]*$' });

/** A vehicle's roadworthiness filter. */
const VehicleFilters = { state: Type.Optional(OneOf(COMPLIANCE_FILTER_STATES)) };

/**
 * GET /search/{ll,dl,vehicle}: the number field of the kind and the application number; one of them is needed (or, for
 * vehicles, the roadworthiness state).
 */
export const numberSearchSchema = (numberField: string) => ({
  querystring: Type.Object({
    [numberField]: Type.Optional(NumberPart), application_no: Type.Optional(NumberPart), ...(numberField === 'vehicle_no' && VehicleFilters), ...PageQuery,
  }),
});

/** A vehicle's `compliance` (common/compliance.ts) as answered. */
export const ComplianceAnswer = Type.Object({
  state: OneOf(COMPLIANCE_STATES),
  reasons: Type.Array(Type.Object({ doc_type: Type.String(), problem: Type.String(), expiry_date: Type.Optional(Type.String({ format: 'date' })) })),
});

export const GlobalSearchHit = Type.Object({
  title: Type.String(),
  type: Type.String(),
  description: Type.String(),
  url: Type.String(),
  unique_key: Type.String(),
  /** A vehicle hit's roadworthiness. */
  compliance: Type.Optional(ComplianceAnswer),
});

export const globalSearchSchema = {
  querystring: Type.Object({ query: Type.String({ minLength: 2, maxLength: 100 }) }, { required: ['query'] }),
  response: { 200: Type.Array(GlobalSearchHit) },
};
