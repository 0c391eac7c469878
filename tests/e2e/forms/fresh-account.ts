import type { APIRequestContext } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/accounts';
import { DEMO } from '../support/accounts';
import { createUser } from '../support/users';
import { apiAs, type ApiAs, type FormRole } from './form-case';

const MANAGER_BRANCH = DEMO_ACCOUNTS.find((account) => account.phone === DEMO.manager.phone)!.branch;

/** The branch of the demo manager (role 'manager'). */
export async function managerBranch(admin: ApiAs) {
  const { data } = await admin.get<{ data: { id: number; name: string }[] }>('/api/admin/branches');
  return data.find((branch) => branch.name === MANAGER_BRANCH)!;
}

/** A new account of the role: a manager in the demo manager's branch, or one without a branch. */
export async function freshAccount(request: APIRequestContext, adminToken: string, role: Exclude<FormRole, 'visitor'>) {
  if (role === 'admin' || role === 'user') return createUser(request, adminToken, { role });
  if (role === 'manager without branch') return createUser(request, adminToken, { role: 'manager' });
  const branch = await managerBranch(apiAs(request, adminToken));
  return createUser(request, adminToken, { role: 'manager', branchId: branch.id });
}
