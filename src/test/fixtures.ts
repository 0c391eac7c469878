import type { SessionUser } from '../authProvider/session';

/** A signed-in user as GET /me answers it. */
const ASHA = {
  id: 12,
  name: 'Asha Verma',
  mobile: '9876543210',
  email: 'asha@example.com',
  father_name: 'Ramesh Verma',
  dob: '1990-05-14',
  address: 'Civil Lines, Raipur',
  language: 'en',
} as const;

export const aUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 7,
  name: 'Asha Verma',
  phone: '9876543210',
  email: 'asha@example.com',
  role: 'user',
  branch_id: null,
  must_change_password: false,
  citizen_id: 12,
  primary_citizen: ASHA,
  citizen: ASHA,
  ...overrides,
});
