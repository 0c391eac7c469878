import { inArray } from 'drizzle-orm';
import type { Role } from '../../../common/options.js';
import { hashPassword } from '../../lib/accounts/passwords.js';
import type { Db } from '../client.js';
import { branches, citizens, users } from '../schema/index.js';
import type { Creator, ProfileOwner } from './generator.js';
import { BRANCHES } from './vocabulary.js';

/** The fixed password of every demo account. */
export const DEMO_PASSWORD = 'Demo@12345';

interface DemoAccount {
  name: string;
  phone: string;
  role: Role;
  branch: (typeof BRANCHES)[number] | null;
  /** Share of the citizens this account creates. */
  weight: number;
  /** Users: how their primary profile names them. */
  relation?: 'Son of' | 'Daughter of';
}

/** The first three are the printed sign-ins, one per role. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { name: 'Rajesh Agrawal', phone: '9000000001', role: 'admin', branch: null, weight: 15 },
  { name: 'Sunita Verma', phone: '9000000002', role: 'manager', branch: 'Raipur Main', weight: 25 },
  { name: 'Rahul Sahu', phone: '9000000003', role: 'user', branch: null, weight: 5, relation: 'Son of' },
  { name: 'Manoj Dewangan', phone: '9000000004', role: 'manager', branch: 'Durg', weight: 15 },
  { name: 'Kavita Sinha', phone: '9000000005', role: 'manager', branch: 'Bilaspur', weight: 12 },
  { name: 'Deepak Chandrakar', phone: '9000000006', role: 'manager', branch: 'Korba', weight: 8 },
  { name: 'Pooja Yadav', phone: '9000000007', role: 'user', branch: null, weight: 5, relation: 'Daughter of' },
  { name: 'Lokesh Netam', phone: '9000000008', role: 'user', branch: null, weight: 5, relation: 'Son of' },
  { name: 'Anjali Tiwari', phone: '9000000009', role: 'user', branch: null, weight: 5, relation: 'Daughter of' },
  { name: 'Vikas Markam', phone: '9000000010', role: 'manager', branch: null, weight: 5 },
];

export interface DemoAccounts {
  creators: Creator[];
  /** Users without a primary profile yet: the seed makes one for each. */
  profileOwners: ProfileOwner[];
  requesters: number[];
}

const emailOf = (name: string) => `${name.toLowerCase().replace(' ', '.')}@demo.parivahan-desk.in`;

/** Creates the branches and demo accounts that are missing; keeps those that exist. */
export async function ensureDemoAccounts(db: Db): Promise<DemoAccounts> {
  await db.insert(branches).values(BRANCHES.map((name) => ({ name }))).onConflictDoNothing();
  const branchRows = await db.select().from(branches).where(inArray(branches.name, [...BRANCHES]));
  const branchId = new Map(branchRows.map((b) => [b.name, b.id]));

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    .values(DEMO_ACCOUNTS.map((a) => ({
      name: a.name, phone: a.phone, email: emailOf(a.name), role: a.role, passwordHash,
      branchId: a.branch ? branchId.get(a.branch)! : null,
    })))
    .onConflictDoNothing();
  const phones = DEMO_ACCOUNTS.map((a) => a.phone);
  const userRows = await db.select().from(users).where(inArray(users.phone, phones));
  const byPhone = new Map(userRows.map((u) => [u.phone, u]));
  const withProfile = new Set(
    (await db.select({ userId: citizens.userId }).from(citizens).where(inArray(citizens.userId, userRows.map((u) => u.id))))
      .map((row) => row.userId),
  );

  const accounts = DEMO_ACCOUNTS.map((a) => ({ ...a, user: byPhone.get(a.phone)! }));
  const plainUsers = accounts.filter((a) => a.user.role === 'user');
  return {
    creators: accounts.map((a) => ({ id: a.user.id, branchId: a.user.role === 'user' ? null : a.user.branchId, weight: a.weight })),
    profileOwners: plainUsers
      .filter((a) => !withProfile.has(a.user.id))
      .map((a) => ({ userId: a.user.id, name: a.user.name, phone: a.user.phone, relation: a.relation ?? 'Son of' })),
    requesters: plainUsers.map((a) => a.user.id),
  };
}
