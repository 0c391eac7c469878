import { eq } from 'drizzle-orm';
import type { Static } from '@sinclair/typebox';
import type { Db } from '../../db/client.js';
import { citizens, users } from '../../db/schema/index.js';
import type { AccountUser, CitizenSummary } from '../../schemas/accounts.js';
import { notFound } from '../http/http-errors.js';
import { rowJson } from '../citizens/row-json.js';

export type AccountView = Static<typeof AccountUser>;
type CitizenView = Static<typeof CitizenSummary>;

/** A user as written to the audit log: snake_case JSON without the password hash. */
export function userImage(user: typeof users.$inferSelect) {
  const { passwordHash: _hash, ...image } = user;
  return rowJson(image);
}

/** The signed-in user with their primary citizen profile: the answer of GET /me, login and register. */
export async function loadAccount(db: Pick<Db, 'select'>, userId: number): Promise<AccountView> {
  const [row] = await db
    .select({
      user: {
        id: users.id, name: users.name, phone: users.phone, email: users.email, role: users.role, branchId: users.branchId,
        mustChangePassword: users.mustChangePassword,
      },
      citizen: {
        id: citizens.id, name: citizens.name, mobile: citizens.mobile, email: citizens.email,
        fatherName: citizens.fatherName, dob: citizens.dob, address: citizens.address, language: citizens.language,
      },
    })
    .from(users)
    .leftJoin(citizens, eq(citizens.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  const { user, citizen } = row;
  const primary: CitizenView | null = citizen && {
    id: citizen.id,
    name: citizen.name,
    mobile: citizen.mobile,
    email: citizen.email,
    father_name: citizen.fatherName,
    dob: citizen.dob,
    address: citizen.address,
    language: citizen.language,
  };
  return {
    id: user.id,
    name: user.name,
    phone: user.phone,
    email: user.email,
    role: user.role,
    branch_id: user.branchId,
    must_change_password: user.mustChangePassword,
    citizen_id: primary?.id ?? null,
    primary_citizen: primary,
    citizen: primary,
  };
}
