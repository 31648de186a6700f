import { desc, eq } from 'drizzle-orm';
import type { OwnApplicationStatus } from '../../../contract/guide-applications';
import type { Db } from '../../db/connection';
import { guideApplications } from '../../db/schema';
import { NotFound } from '../../http/errors';

export async function findLatestApplication(db: Db, userId: number): Promise<OwnApplicationStatus> {
  const [row] = await db
    .select({
      id: guideApplications.id,
      status: guideApplications.status,
      createdAt: guideApplications.createdAt,
    })
    .from(guideApplications)
    .where(eq(guideApplications.userId, userId))
    .orderBy(desc(guideApplications.createdAt), desc(guideApplications.id))
    .limit(1);
  if (!row) throw new NotFound('No guide application found');
  return { ...row, createdAt: row.createdAt.toISOString() };
}
