import { eq } from 'drizzle-orm';
import type { PublicUser } from '../../../contract/auth';
import type { DbOrTx } from '../../db/connection';
import { profiles, users } from '../../db/schema';

/** The columns a user is shown with; never the password hash. */
export const publicUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  name: profiles.name,
  isGuide: users.isGuide,
  isApproved: users.isApproved,
  profileComplete: users.profileComplete,
  isActive: users.isActive,
  createdAt: users.createdAt,
};

type PublicUserRow = Omit<PublicUser, 'createdAt'> & { createdAt: Date };

export function toPublicUser(row: PublicUserRow): PublicUser {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function findPublicUser(db: DbOrTx, userId: number): Promise<PublicUser | undefined> {
  const [row] = await db
    .select(publicUserColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return row ? toPublicUser(row) : undefined;
}
