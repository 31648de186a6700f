import { sql } from 'drizzle-orm';
import { USERNAME_MAX_LENGTH } from '../../../contract/auth';
import type { DbOrTx } from '../../db/connection';
import { users } from '../../db/schema';

/** `wish` cleaned to the username alphabet, with a number added when someone already has it. */
export async function availableUsername(db: DbOrTx, wish: string): Promise<string> {
  let base = wish
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}._-]/gu, '')
    .slice(0, USERNAME_MAX_LENGTH - 4);
  if (base.length < 3) base = `${base}guide`.slice(0, USERNAME_MAX_LENGTH - 4);
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(sql`lower(${users.username}) like ${`${base.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`}`);
  const taken = new Set(rows.map((r) => r.username.toLowerCase()));
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}${n}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}
