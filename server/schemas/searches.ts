import { Type } from '@sinclair/typebox';
import { COMPLIANCE_FILTER_STATES, COMPLIANCE_STATES } from '../../common/compliance.js';
import { EXPIRY_DOCUMENT_KEYS } from '../../common/options.js';
import { drivingLicences, learnerLicences, vehicles } from '../db/schema/index.js';
import { FileUrl, OneOf, PageQuery } from './common.js';
import { named, namedPage, rowAnswer } from './named.js';

/** A part of a document number as a query arrives (upper-cased and without spaces by normalise.ts). */
const NumberPart = Type.String({ maxLength: 30, pattern: '^[A-Z0-9/.-]*$' });

/** A vehicle's roadworthiness filter. */
const VehicleFilters = { state: Type.Optional(OneOf(COMPLIANCE_FILTER_STATES)) };

/**
 * GET /search/{ll,dl,vehicle}: the number field of the kind and the application number; one of them is needed (or, for
 * vehicles, the roadworthiness state).
 */
export const numberSearchSchema = (numberField: keyof typeof NUMBER_MATCHES) => ({
  querystring: Type.Object({
    [numberField]: Type.Optional(NumberPart), application_no: Type.Optional(NumberPart), ...(numberField === 'vehicle_no' && VehicleFilters), ...PageQuery,
  }),
  response: { 200: NUMBER_MATCHES[numberField] },
});

/** A vehicle's `compliance` (common/compliance.ts) as answered. */
export const ComplianceAnswer = named('Compliance', Type.Object({
  state: OneOf(COMPLIANCE_STATES),
  reasons: Type.Array(
    Type.Object({
      doc_type: OneOf(EXPIRY_DOCUMENT_KEYS),
      /** not_started: the only record is one bought early that starts after today. */
      problem: OneOf(['missing', 'expired', 'expiring', 'not_started'] as const),
      expiry_date: Type.Optional(Type.String({ format: 'date' })),
      /** A record bought early: the day it starts. */
      starts_on: Type.Optional(Type.String({ format: 'date' })),
    }),
  ),
}));

/** A number search's match: the licence or vehicle as its own routes answer it, with its owner's name and mobile. */
const Owner = { citizen: Type.Object({ name: Type.String(), mobile: Type.String() }) };
const NUMBER_MATCHES = {
  ll_no: namedPage('LearnerLicenceMatchPage', rowAnswer(learnerLicences, { ...FileUrl, ...Owner })),
  dl_no: namedPage('DrivingLicenceMatchPage', rowAnswer(drivingLicences, { ...FileUrl, ...Owner })),
  vehicle_no: namedPage('VehicleMatchPage', rowAnswer(vehicles, { ...Owner, compliance: ComplianceAnswer })),
};

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
  response: { 200: Type.Array(named('GlobalSearchHit', GlobalSearchHit)) },
};
