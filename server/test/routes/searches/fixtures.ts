import { beforeAll } from 'vitest';
import { drivingLicences, insurances, learnerLicences, vehicles } from '../../../db/schema/index.js';
import { nextMobile } from '../../build.js';
import { addCitizen, setUpWorld, type Role, type World } from '../citizens/fixtures.js';

/**
 * The searches' cast: the fixture world plus one citizen in each other corner of the scope rules, each with an
 * LL, a DL and an insured vehicle whose numbers all hold '7311' (stored with hyphens where a number may have them).
 */
export interface SearchWorld {
  /** Citizen ids: branch A (created by `owner`), branch B (by managerB), no branch (by admin). */
  citizens: { a: number; b: number; free: number };
  mobileOf: Record<'a' | 'b' | 'free', string>;
}

/** Which of the three citizens each caller sees (decisions.md §Who sees). */
export const VISIBLE: Record<Role, ('a' | 'b' | 'free')[]> = {
  admin: ['a', 'b', 'free'],
  managerA: ['a'],
  managerB: ['b'],
  managerFree: ['a', 'b', 'free'],
  owner: ['a'],
  stranger: [],
};

const OFFICES = { a: 'CG04', b: 'CG07', free: 'CG10' } as const;

export function setUpSearchWorld() {
  const { t, world } = setUpWorld();
  const search = {} as SearchWorld;
  beforeAll(async () => {
    const owners = {
      a: { name: 'Ramesh Kumar Verma', branchId: world.branchA, createdBy: world.owner.id },
      b: { name: 'Bhavna Sahu', branchId: world.branchB, createdBy: world.managerB.id },
      free: { name: 'Farhan Qureshi', branchId: null, createdBy: world.admin.id },
    };
    search.citizens = {} as SearchWorld['citizens'];
    search.mobileOf = {} as SearchWorld['mobileOf'];
    for (const [key, values] of Object.entries(owners) as [keyof typeof owners, (typeof owners)['a']][]) {
      const mobile = nextMobile();
      const citizenId = await addCitizen(t, world as World, { ...values, mobile });
      const office = OFFICES[key];
      await t.database.db.insert(learnerLicences).values({ citizenId, llNo: `${office}/2024-7311`, applicationNo: `LA-${office}-5501`, issueDate: '2024-01-02', filePath: 'll/file.pdf' });
      await t.database.db.insert(drivingLicences).values({ citizenId, dlNo: `${office}-2020-0007311`, applicationNo: `DA-${office}-6602` });
      const [vehicle] = await t.database.db
        .insert(vehicles)
        .values({ citizenId, registrationNo: `${office}MK7311`, makeModel: 'Tata Nexon', chassisNo: `MAT${office}CH7311`, engineNo: `EN${office}7311`, applicationNo: `VA-${office}-7703` })
        .returning();
      await t.database.db.insert(insurances).values({
        vehicleId: vehicle.id, insuranceType: 'Comprehensive', companyName: 'New India Assurance', policyNumber: `3001/2024/${office}7311`,
        startDate: '2024-01-01', endDate: '2024-12-31',
      });
      search.citizens[key] = citizenId;
      search.mobileOf[key] = mobile;
    }
  });
  return { t, world, search };
}
