import { sql } from 'drizzle-orm';
import type { PlatformStats } from '../../../contract/stats';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/raw-query';

export async function countPlatformStats(db: Db): Promise<PlatformStats> {
  const [row] = await queryRows<PlatformStats>(
    db,
    sql`
    select
      (select count(distinct m)::int from profiles p
         join users u on u.id = p.user_id and u.role = 'practitioner' and u.is_approved and u.is_active,
         unnest(p.modalities) as m) as modalities,
      (select count(*)::int from users where role = 'practitioner' and is_approved and is_active) as practitioners,
      (select count(*)::int from users where role = 'student' and is_active) as clients`,
  );
  return { modalities: row!.modalities, practitioners: row!.practitioners, clients: row!.clients };
}
