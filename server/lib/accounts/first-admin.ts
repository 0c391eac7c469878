import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { normaliseMobile } from '../../../common/rules.js';
import { hashPassword, readablePassword } from './passwords.js';

const DEFAULT_ADMIN_PHONE = '9999999999';

/**
 * On an empty database, creates the first admin (ADMIN_PHONE / ADMIN_PASSWORD or a generated password).
 * Returns the credentials to print once, or null when users already exist.
 */
export async function ensureFirstAdmin(db: Db, config: Config): Promise<{ phone: string; password: string } | null> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return null;
  const phone = normaliseMobile(config.adminPhone ?? DEFAULT_ADMIN_PHONE);
  const password = config.adminPassword ?? readablePassword(3);
  const inserted = await db
    .insert(users)
    .values({ name: 'Administrator', phone, role: 'admin', passwordHash: await hashPassword(password) })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length === 0) await db.update(users).set({ role: 'admin' }).where(eq(users.phone, phone));
  return { phone, password };
}
