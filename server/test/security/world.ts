import { expect } from 'vitest';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Role } from '../../../common/options.js';
import { and, eq } from 'drizzle-orm';
import { apiTokens, branches, citizens, renewals, users, vehicles } from '../../db/schema/index.js';
import { camelCase } from '../../lib/citizens/row-json.js';
import { newSecret } from '../../lib/accounts/tokens.js';
import { LICENCE_KINDS } from '../../schemas/licences.js';
import { RECORD_TYPES } from '../../schemas/records.js';
import { nextMobile, type TestApp } from '../build.js';
import { nextClientIp } from '../routes/auth/account-helpers.js';
import { buildWorld, form, PDF, type World } from '../routes/citizens/fixtures.js';

/**
 * Who calls, in the order of the access matrix's columns: nobody signed in; `owner`, the user who created the
 * fixture citizen; `stranger`, another user; managers of the citizen's branch (A), of another branch (B) and
 * of none; an admin.
 */
export const CALLERS = ['anonymous', 'owner', 'stranger', 'managerA', 'managerB', 'managerFree', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

type Fields = Record<string, string>;
let numberCounter = 0;
/** A document number no other row holds: 'CG04L000001', 'C000002'… */
const uniqueNumber = (prefix: string) => `${prefix}${String(++numberCounter).padStart(6, '0')}`;
/** A registration number no other row holds, of the shape decisions.md §Records asks: 'CG04AA0002'… */
const uniqueRegistration = () => {
  const serial = ++numberCounter;
  const letter = (index: number) => String.fromCharCode(65 + (index % 26));
  const block = Math.floor(serial / 9999);
  return `CG04${letter(Math.floor(block / 26))}${letter(block)}${String((serial % 9999) + 1).padStart(4, '0')}`;
};
const certificate = (numberField: string) => () => ({ [numberField]: uniqueNumber('C'), issue_date: '2024-02-01', expiry_date: '2025-01-31' });

/** Every kind of record a citizen or a vehicle holds, by URL segment, with a valid form for it. */
export const RECORD_KINDS: Record<string, { owner: 'citizen' | 'vehicle'; form: () => Fields }> = {
  // Issued after the DLs below, so no DL has replaced it (its Notify is allowed).
  ll: { owner: 'citizen', form: () => ({ ll_no: uniqueNumber('CG04L'), issue_date: '2024-04-10', expiry_date: '2024-10-08' }) },
  dl: { owner: 'citizen', form: () => ({ dl_no: uniqueNumber('CG04D'), issue_date: '2024-03-01', expiry_date: '2044-02-29' }) },
  vehicles: { owner: 'citizen', form: () => ({ registration_no: uniqueRegistration(), type: 'LMV' }) },
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

/** The ids of a citizen's rows: the citizen, its vehicle and one record of every kind (by segment). */
export interface RecordIds {
  citizenId: number;
  vehicleId: number;
  records: Record<string, number>;
}

/** The fixture citizen (branch A, created by `owner`) with one record of every kind, and the cast around it. */
export interface RecordWorld extends World, RecordIds {
  /** The signed link of the document attached to the fixture's tax record. */
  fileUrl: string;
}

/** Where records of the kind are listed and created: '/api/citizens/5/ll', '/api/vehicles/:id/taxes'… */
export const collectionUrl = (segment: string, ownerId: number | ':id') =>
  `/api/${RECORD_KINDS[segment].owner === 'citizen' ? 'citizens' : 'vehicles'}/${ownerId}/${segment}` as const;

/** The owner of the kind among `ids`: the citizen (licences, vehicles) or the vehicle (compliance records). */
export const ownerIdOf = (segment: string, ids: Pick<RecordIds, 'citizenId' | 'vehicleId'>) =>
  RECORD_KINDS[segment].owner === 'citizen' ? ids.citizenId : ids.vehicleId;

/** Creates a record through the API as `token` and answers it (201 expected). */
export async function createRecord(t: TestApp, token: string, segment: string, ownerId: number, file?: Buffer) {
  const fields = RECORD_KINDS[segment].form();
  const payload = file ? form(fields, { bytes: file }) : fields;
  const response = await t.request({ method: 'POST', url: collectionUrl(segment, ownerId), token, payload });
  expect(response.statusCode, `${segment}: ${response.body}`).toBe(201);
  return response.json() as { id: number; file_url?: string };
}

/** A new tax record on the vehicle (the form's tax has expired) and the id of its renewal, the `/renewals/:id` routes' target. */
export async function newRenewal(t: TestApp, token: string, vehicleId: number): Promise<number> {
  const taxId = (await createRecord(t, token, 'taxes', vehicleId)).id;
  const [row] = await t.database.db.select({ id: renewals.id }).from(renewals).where(and(eq(renewals.docType, 'tax'), eq(renewals.recordId, taxId)));
  return row.id;
}

/** The world's records of every kind on `citizenId`, created by `token` (the tax with a PDF attached). */
async function addRecords(t: TestApp, token: string, citizenId: number) {
  const records: Record<string, number> = {};
  let fileUrl = '';
  for (const segment of RECORD_SEGMENTS) {
    const ownerId = ownerIdOf(segment, { citizenId, vehicleId: records.vehicles });
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

const TABLES: Record<string, PgTable> = {
  vehicles,
  ...Object.fromEntries(LICENCE_KINDS.map((kind) => [kind.segment, kind.table])),
  ...Object.fromEntries(RECORD_TYPES.map((type) => [type.segment, type.table])),
};

/** A fuzz target: a citizen's rows, plus an account (with an email) and a branch of their own. */
export interface TargetIds extends RecordIds {
  userId: number;
  branchId: number;
}

/**
 * A citizen with one record of every kind, an account of `accountRole` and a branch, inserted straight into the
 * tables (no audit, no file): fast targets.
 */
export async function insertRecords(t: TestApp, citizen: Partial<typeof citizens.$inferInsert>, accountRole: Role = 'user'): Promise<TargetIds> {
  const { db } = t.database;
  const phone = nextMobile();
  const [{ id: userId }] = await db.insert(users).values({ name: 'Fuzz Account', phone, email: `fuzz${phone}@example.com`, passwordHash: 'x', role: accountRole }).returning();
  const [{ id: branchId }] = await db.insert(branches).values({ name: `Fuzz Branch ${phone}` }).returning();
  const [{ id: citizenId }] = await db.insert(citizens).values({ name: 'Fuzz Target', mobile: nextMobile(), ...citizen }).returning();
  const insert = async (segment: string, owner: { citizenId: number } | { vehicleId: number }) => {
    const values = Object.fromEntries(Object.entries(RECORD_KINDS[segment].form()).map(([field, value]) => [camelCase(field), value]));
    const [row] = (await db.insert(TABLES[segment]).values({ ...values, ...owner } as never).returning()) as { id: number }[];
    return [segment, row.id] as const;
  };
  const insertAll = (owner: 'citizen' | 'vehicle', ownerColumn: { citizenId: number } | { vehicleId: number }) =>
    Promise.all(RECORD_SEGMENTS.filter((segment) => RECORD_KINDS[segment].owner === owner).map((segment) => insert(segment, ownerColumn)));
  const ofCitizen = Object.fromEntries(await insertAll('citizen', { citizenId }));
  const ofVehicle = Object.fromEntries(await insertAll('vehicle', { vehicleId: ofCitizen.vehicles }));
  // The tax expired, so it has a renewal (the `/renewals/:id` routes' target).
  const [renewal] = await db.select({ id: renewals.id }).from(renewals).where(and(eq(renewals.docType, 'tax'), eq(renewals.recordId, ofVehicle.taxes)));
  return { citizenId, vehicleId: ofCitizen.vehicles, records: { ...ofCitizen, ...ofVehicle, renewals: renewal.id }, userId, branchId };
}

/** `count` new bearer tokens of a user, in one statement. */
export async function newTokens(t: TestApp, userId: number, count: number): Promise<string[]> {
  const secrets = Array.from({ length: count }, () => newSecret());
  await t.database.db.insert(apiTokens).values(secrets.map(({ hash }) => ({ userId, tokenHash: hash })));
  return secrets.map(({ token }) => token);
}

/** A new bearer token of the caller's user (none for anonymous), so a logout or a sign-out elsewhere ends only it. */
export async function tokenOf(t: TestApp, world: World, caller: Caller): Promise<string | undefined> {
  return caller === 'anonymous' ? undefined : (await newTokens(t, world[caller].id, 1))[0];
}

/** Request options every probe carries: a client address of its own, so per-IP rate limits never mix in. */
export const probeOptions = () => ({ remoteAddress: nextClientIp() });
