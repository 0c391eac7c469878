import type { Role } from '../../../common/options.js';

/** The signed-in caller of a request, as the auth plugin reads it from the bearer token (`request.user`). */
export interface SessionUser {
  id: number;
  name: string;
  email: string | null;
  phone: string;
  role: Role;
  branchId: number | null;
  /** A temporary password is set: every route but /me, the password change and logout answers 403. */
  mustChangePassword: boolean;
  tokenId: number;
}

/** The branch a caller's staff reads are limited to: a manager's own (null when they have none), else every branch (null). */
export const scopedBranch = (user: Pick<SessionUser, 'role' | 'branchId'>) => (user.role === 'manager' ? user.branchId : null);
