import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import { profiles, users } from '../../db/schema';
import { availableUsername } from '../users';
import { hashPassword } from './password-hashing';

export interface AdminAccount {
  email: string;
  password: string;
  username: string | undefined;
}

/** Creates the operator's admin account at start-up when no account has that email yet. */
export async function ensureAdmin(db: Db, admin: AdminAccount, log: FastifyBaseLogger): Promise<void> {
  const email = admin.email.toLowerCase();
  const [existing] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (existing) {
    if (existing.role !== 'admin')
      log.warn({ email }, 'ADMIN_EMAIL belongs to an account that is not an admin');
    return;
  }
  const username = await availableUsername(db, admin.username ?? email.split('@')[0]!);
  const passwordHash = await hashPassword(admin.password);
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ username, email, passwordHash, role: 'admin', isApproved: true, profileComplete: true })
      .returning({ id: users.id });
    await tx.insert(profiles).values({ userId: created!.id, name: username });
  });
  log.info({ username, email }, 'admin account created');
}
