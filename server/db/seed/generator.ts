import {
  DL_SERVICES, HOME_STATE, INQUIRY_DOCUMENT_TYPES, VEHICLE_SERVICES, type ServiceCategory,
} from '../../../common/options.js';
import type { Calendar } from './calendar.js';
import { writeLicences, type Writing } from './licences.js';
import { mobileNumber, person, type Person } from './people.js';
import { Random, weights, type Weights } from './random.js';
import { arrayLiteral, BULK_TABLES, emptyBatch, type Batch, type BulkTable } from './tables.js';
import { writeVehicles } from './vehicles.js';
import { REQUEST_QUERIES } from './vocabulary.js';

/** Someone who creates citizen profiles: the citizen gets their branch (null for admins and users). */
export interface Creator {
  id: number;
  branchId: number | null;
  weight: number;
}

/** A user account whose primary citizen profile the seed creates. */
export interface ProfileOwner {
  userId: number;
  name: string;
  phone: string;
  relation: 'Son of' | 'Daughter of';
}

export interface GeneratorOptions {
  seed: number;
  /** How many citizens this run creates (spreads their creation dates over three years). */
  total: number;
  calendar: Calendar;
  creators: Creator[];
  /** User accounts that own the first citizens, as their primary profiles. */
  profileOwners: ProfileOwner[];
  /** User accounts some service requests belong to. */
  requesters: number[];
  /** The first id to use per table (1 on an empty database). */
  firstIds: Record<BulkTable, number>;
}

const CREATION_SPAN_DAYS = 3 * 365;
/** About one service request and one document inquiry per 10 citizens: the staff lists' scale at a state's size. */
export const REQUEST_EVERY = 10;
export const INQUIRY_EVERY = 10;
const CATEGORIES = weights<ServiceCategory>([['dl', 45], ['vehicle', 45], ['other', 10]]);
const REQUEST_STATUSES = weights([['pending', 50], ['contacted', 25], ['completed', 20], ['rejected', 5]]);
const INQUIRY_STATUSES = weights([['new', 55], ['contacted', 25], ['resolved', 20]]);
const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * Generates the demo rows citizen by citizen, batch by batch. Citizen `i` depends only on the seed
 * and `i`; ids follow on from `firstIds`, so the same seed on an empty database gives the same rows.
 */
export class DemoGenerator {
  private readonly ids: Record<BulkTable, number>;
  private readonly creatorWeights: Weights<number>;
  /** Shared by the licence and vehicle writers; `random` and `batch` change per citizen. */
  private readonly writing: Writing;
  private nextIndex = 0;

  constructor(private readonly options: GeneratorOptions) {
    this.ids = { ...options.firstIds };
    this.creatorWeights = weights(options.creators.map((creator, index) => [index, creator.weight] as const));
    this.writing = { random: new Random(0), calendar: options.calendar, batch: emptyBatch(), nextId: (table) => this.ids[table]++ };
  }

  /** Ids used so far: the next id of each table. */
  get nextIds(): Readonly<Record<BulkTable, number>> {
    return this.ids;
  }

  get done(): boolean {
    return this.nextIndex >= this.options.total;
  }

  /** Adds the next `count` citizens (fewer at the end) and their rows to `batch`. */
  fill(batch: Batch, count: number): void {
    const end = Math.min(this.options.total, this.nextIndex + count);
    for (; this.nextIndex < end; this.nextIndex++) this.writeCitizen(batch, this.nextIndex);
  }

  /** The rows of the next `size` citizens. */
  nextBatch(size: number): Batch {
    const batch = emptyBatch();
    this.fill(batch, size);
    return batch;
  }

  private writeCitizen(batch: Batch, index: number): void {
    const { seed, calendar, total, creators, profileOwners } = this.options;
    const random = Random.forItem(seed, index);
    const writing = Object.assign(this.writing, { random, batch });
    const citizen = person(random);
    const owner = profileOwners[index];
    if (owner) Object.assign(citizen, ownProfile(owner, citizen));
    const creator = owner ? { id: owner.userId, branchId: null } : creators[random.weighted(this.creatorWeights)];
    const createdDay = -Math.floor((1 - (index + 0.5) / total) * CREATION_SPAN_DAYS);
    const createdAt = this.timestamp(random, createdDay);

    const id = this.ids.citizens++;
    batch.citizens.push([
      id, citizen.name, citizen.relationType, citizen.relationName, citizen.fatherName, citizen.mobile,
      citizen.email, calendar.day(-citizen.ageDays), citizen.address, HOME_STATE, citizen.district,
      owner?.userId ?? null, creator.branchId, creator.id, createdAt, createdAt,
    ]);
    writeLicences(writing, id, citizen);
    const registration = writeVehicles(writing, id, citizen);
    if (index % REQUEST_EVERY === 0) this.writeServiceRequest(batch, random, citizen);
    if (index % INQUIRY_EVERY === 7) this.writeInquiry(batch, random, citizen, registration);
  }

  private timestamp(random: Random, day: number): string {
    return `${this.options.calendar.day(day)} ${two(random.int(9, 19))}:${two(random.int(0, 59))}:${two(random.int(0, 59))}+05:30`;
  }

  private writeServiceRequest(batch: Batch, random: Random, citizen: Person): void {
    const category = random.weighted(CATEGORIES);
    const catalogue = category === 'dl' ? DL_SERVICES : VEHICLE_SERVICES;
    const services = category === 'other' ? [] : [...new Set([random.pick(catalogue).key, random.pick(catalogue).key])];
    const query = category === 'other' || random.chance(0.3) ? random.pick(REQUEST_QUERIES) : null;
    const userId = this.options.requesters.length && random.chance(0.3) ? random.pick(this.options.requesters) : null;
    const createdAt = this.timestamp(random, -random.int(0, 120));
    const id = this.ids.service_requests++;
    batch.service_requests.push([
      id, seedReference('SR', createdAt, id), userId, category, arrayLiteral(services), query, citizen.name,
      random.chance(0.8) ? citizen.mobile : mobileNumber(random), random.weighted(REQUEST_STATUSES), createdAt, createdAt,
    ]);
  }

  private writeInquiry(batch: Batch, random: Random, citizen: Person, registration: string | null): void {
    const types = INQUIRY_DOCUMENT_TYPES.filter(() => random.chance(0.35));
    if (types.length === 0) types.push(random.pick(INQUIRY_DOCUMENT_TYPES));
    const createdAt = this.timestamp(random, -random.int(0, 90));
    const id = this.ids.document_inquiries++;
    batch.document_inquiries.push([
      id, seedReference('DI', createdAt, id), citizen.name, citizen.mobile, registration, arrayLiteral(types),
      random.weighted(INQUIRY_STATUSES), createdAt, createdAt,
    ]);
  }
}

/**
 * A seeded request's reference, numbered by its id (unique, though not one after the other within a year); the seed
 * then moves the counters past them (sync_request_references()).
 */
const seedReference = (kind: 'SR' | 'DI', createdAt: string, id: number) => `${kind}-${createdAt.slice(0, 4)}-${String(id).padStart(6, '0')}`;

/** A user's own profile: their name and phone, their surname for the father. */
function ownProfile(owner: ProfileOwner, citizen: Person): Partial<Person> {
  const surname = owner.name.split(' ').at(-1)!;
  const father = `${citizen.fatherName.split(' ')[0]} ${surname}`;
  return { name: owner.name, mobile: owner.phone, relationType: owner.relation, relationName: father, fatherName: father };
}

export const firstIdsOfEmptyDatabase = (): Record<BulkTable, number> =>
  Object.fromEntries(BULK_TABLES.map((table) => [table, 1])) as Record<BulkTable, number>;
