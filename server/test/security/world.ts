import { expect } from 'vitest';
import { apiTokens } from '../../db/schema/index.js';
import { newSecret } from '../../lib/tokens.js';
import type { TestApp } from '../build.js';
import { nextClientIp } from '../routes/auth/account-helpers.js';
import { addCitizen, buildWorld, form, PDF, type World } from '../routes/citizens/fixtures.js';

/**
 * Who calls, in the order of the access matrix's columns: nobody signed in; `owner`, the user who created the
 * fixture citizen; `stranger`, another user; managers of the citizen's branch (A), of another branch (B) and
 * of none; an admin.
 */
export const CALLERS = ['anonymous', 'owner', 'stranger', 'managerA', 'managerB', 'managerFree', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

type Fields = Record<string, string>;
let numberCounter = 0;
/** A document number no other row holds: 'LL000001', 'CG04MX000002'… */
const uniqueNumber = (prefix: string) => `${prefix}${String(++numberCounter).padStart(6, '0')}`;
const certificate = (numberField: string) => () => ({ [numberField]: uniqueNumber('C'), issue_date: '2024-02-01', expiry_date: '2025-01-31' });

/** Every kind of record a citizen or a vehicle holds, by URL segment, with a valid form for it. */
export const RECORD_KINDS: Record<string, { owner: 'citizen' | 'vehicle'; form: () => Fields }> = {
  ll: { owner: 'citizen', form: () => ({ ll_no: uniqueNumber('LL'), issue_date: '2024-01-10', expiry_date: '2024-07-08' }) },
  dl: { owner: 'citizen', form: () => ({ dl_no: uniqueNumber('DL'), issue_date: '2024-03-01', expiry_date: '2044-02-29' }) },
  vehicles: { owner: 'citizen', form: () => ({ registration_no: uniqueNumber('CG04MX'), type: 'LMV' }) },
  taxes: { owner: 'vehicle', form: () => ({ tax_mode: 'Yearly', tax_from: '2024-04-01', tax_upto: '2025-03-31', amount: '1500' }) },
  insurances: {
    owner: 'vehicle',
    form: () => ({ insurance_type: 'Third Party', company_name: 'National Insurance', policy_number: uniqueNumber('POL'), start_date: '2024-01-01', end_date: '2024-12-31' }),
  },
  puccs: { owner: 'vehicle', form: () => ({ pucc_number: uniqueNumber('PU'), valid_from: '2024-01-01', valid_until: '2024-06-30' }) },
  fitnesses: { owner: 'vehicle', form: certificate('certificate_number') },
  vltds: { owner: 'vehicle', form: certificate('certificate_number') },
  permits: { owner: 'vehicle', form: certificate('permit_number') },
  'speed-governors': { owner: 'vehicle', form: certificate('certificate_number') },
};
export const RECORD_SEGMENTS = Object.keys(RECORD_KINDS);

/** The fixture citizen (branch A, created by `owner`) with one record of every kind, and the cast around it. */
export interface RecordWorld extends World {
  vehicleId: number;
  /** The id of the fixture's record of each kind, by segment. */
  records: Record<string, number>;
  /** The signed link of the document attached to the fixture's tax record. */
  fileUrl: string;
}

export const collectionUrl = (segment: string, ownerId: number) =>
  `/api/${RECORD_KINDS[segment].owner === 'citizen' ? 'citizens' : 'vehicles'}/${ownerId}/${segment}`;

/** Creates a record through the API as `token` and answers it (201 expected). */
export async function createRecord(t: TestApp, token: string, segment: string, ownerId: number, file?: Buffer) {
  const fields = RECORD_KINDS[segment].form();
  const payload = file ? form(fields, { bytes: file }) : fields;
  const response = await t.request({ method: 'POST', url: collectionUrl(segment, ownerId), token, payload });
  expect(response.statusCode, `${segment}: ${response.body}`).toBe(201);
  return response.json() as { id: number; file_url?: string };
}

/** The world's records of every kind on `citizenId`, created by `token` (the tax with a PDF attached). */
async function addRecords(t: TestApp, token: string, citizenId: number) {
  const records: Record<string, number> = {};
  let fileUrl = '';
  for (const segment of RECORD_SEGMENTS) {
    const ownerId = RECORD_KINDS[segment].owner === 'citizen' ? citizenId : records.vehicles;
    const record = await createRecord(t, token, segment, ownerId, segment === 'taxes' ? PDF : undefined);
    records[segment] = record.id;
    if (record.file_url) fileUrl = record.file_url;
  }
  return { records, fileUrl, vehicleId: records.vehicles };
}

export async function buildRecordWorld(t: TestApp): Promise<RecordWorld> {
  const world = await buildWorld(t);
  return { ...world, ...(await addRecords(t, world.owner.token, world.citizenId)) };
}

/** A fresh citizen like the fixture one (branch A, created by `owner`) with one record of every kind. */
export async function freshRecords(t: TestApp, world: World) {
  const citizenId = await addCitizen(t, world);
  return { citizenId, ...(await addRecords(t, world.admin.token, citizenId)) };
}

/** A new bearer token of the caller's user (none for anonymous), so a logout or a sign-out elsewhere ends only it. */
export async function tokenOf(t: TestApp, world: World, caller: Caller): Promise<string | undefined> {
  if (caller === 'anonymous') return undefined;
  const { token, hash } = newSecret();
  await t.database.db.insert(apiTokens).values({ userId: world[caller].id, tokenHash: hash });
  return token;
}

/** Request options every probe carries: a client address of its own, so per-IP rate limits never mix in. */
export const probeOptions = () => ({ remoteAddress: nextClientIp() });
