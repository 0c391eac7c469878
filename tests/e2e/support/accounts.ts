/**
 * Who can sign in on the e2e server (tests/e2e/support/start-server.ts makes them):
 * - E2E_ADMIN: the first admin, created as on a product's first start (ADMIN_PHONE / ADMIN_PASSWORD).
 * - DEMO.*: the demo seed's accounts (server/db/seed/accounts.ts), all with DEMO_PASSWORD:
 *   admin, a manager of the branch 'Raipur Main', a manager without branch and a user who owns a
 *   primary citizen profile.
 * Journeys that change an account should make their own with `createUser` (fixtures.ts).
 */
import type { Role } from '../../../common/options';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../server/db/seed/accounts';

export interface Account {
  phone: string;
  password: string;
  role: Role;
  name: string;
}

export const E2E_ADMIN: Account = { phone: '9999999999', password: 'E2e-Admin-Pass-1', role: 'admin', name: 'Administrator' };

const demo = (phone: string): Account => {
  const account = DEMO_ACCOUNTS.find((a) => a.phone === phone)!;
  return { phone, password: DEMO_PASSWORD, role: account.role, name: account.name };
};

export const DEMO = {
  admin: demo('9000000001'),
  /** Manager of the branch 'Raipur Main': sees that branch's citizens only. */
  manager: demo('9000000002'),
  /** Manager without a branch: sees every citizen. */
  managerWithoutBranch: demo('9000000010'),
  /** Owns a primary citizen profile with licences and vehicles. */
  user: demo('9000000003'),
} as const;

/** Random per worker process (a worker that replaces a failed one starts elsewhere), then counting up. */
let next = Math.floor(Math.random() * 9_000_000);
/** A valid mobile number no seeded account uses: 8, the parallel slot, then 7 digits unique in this process. */
export function uniqueMobile(): string {
  const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 100;
  next = (next + 1) % 10_000_000;
  return `8${String(slot).padStart(2, '0')}${String(next).padStart(7, '0')}`;
}
