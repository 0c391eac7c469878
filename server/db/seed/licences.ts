import type { Calendar } from './calendar.js';
import { drivingLicenceNumber, learnerLicenceNumber, OFFICE_OF_DISTRICT, officeCode } from './numbers.js';
import type { Person } from './people.js';
import { weights, type Random } from './random.js';
import type { Batch } from './tables.js';

/** What the citizen, licence and vehicle writers share while one batch is generated. */
export interface Writing {
  random: Random;
  calendar: Calendar;
  batch: Batch;
  /** The next id of a table (ids are assigned here, not by the database). */
  nextId(table: 'learner_licences' | 'driving_licences' | 'vehicles' | 'taxes' | 'insurances' | 'puccs' | 'fitnesses' | 'vltds' | 'speed_governors' | 'permits'): number;
}

const CLASS_SETS = weights([
  ['MCWG', 30], ['MCWG, LMV', 30], ['LMV', 18], ['MCWOG', 5], ['LMV, TRANS', 8], ['MCWG, LMV, TRANS', 5],
  ['E-Rikshaw', 2], ['Agricultural Tractor', 2],
]);

const YEAR = 365;

/** The RTO office serving the citizen's district. */
export const officeFor = (person: Person) => OFFICE_OF_DISTRICT[person.district];

/** A ten-digit application number of the Sarathi or Vahan portal. */
export const applicationNumber = (random: Random) => `${random.int(1, 9)}${random.digits(9)}`;

/**
 * 0-1 LL and 0-1 DL. A DL is mostly valid (some expired, some expiring within 30 days); an LL held
 * with a DL predates it, an LL alone is recent (so learners show up as expiring or expired).
 */
export function writeLicences(w: Writing, citizenId: number, person: Person): void {
  const { random, calendar } = w;
  const adultDays = person.ageDays - 18 * YEAR;
  const office = officeFor(person);
  const code = officeCode(office);
  const hasDl = random.chance(0.5);
  const hasLl = random.chance(0.3);
  const classes = random.weighted(CLASS_SETS);
  let dlIssue = 0;

  if (hasDl) {
    const roll = random.next();
    const twentyYears = 20 * YEAR + 5;
    dlIssue = roll < 0.06 ? -twentyYears - random.int(1, 700)
      : roll < 0.1 ? -twentyYears + random.int(0, 30)
      : -random.int(0, twentyYears - 40);
    dlIssue = Math.max(dlIssue, -adultDays);
    const expiry = calendar.addMonths(dlIssue, 240);
    const id = w.nextId('driving_licences');
    w.batch.driving_licences.push([
      id, citizenId, drivingLicenceNumber(code, calendar.year(dlIssue), id), applicationNumber(random),
      calendar.day(dlIssue), calendar.day(expiry), classes, office,
    ]);
  }
  if (hasLl) {
    const llIssue = Math.max(hasDl ? dlIssue - random.int(35, 170) : -random.int(0, 240), -adultDays - 2 * YEAR);
    const expiry = calendar.addMonths(llIssue, 6) - 2;
    const id = w.nextId('learner_licences');
    w.batch.learner_licences.push([
      id, citizenId, learnerLicenceNumber(code, calendar.year(llIssue), id), applicationNumber(random),
      calendar.day(llIssue), calendar.day(expiry), classes, office,
    ]);
  }
}
