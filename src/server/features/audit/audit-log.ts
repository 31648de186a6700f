import type { DbOrTx } from '../../db/connection';
import { auditLog } from '../../db/schema';

export interface AdminAction {
  adminId: number;
  /** What was done, as `<target>.<verb>`: `guide_application.approve`. */
  action: string;
  targetType: string;
  /** Null for a thing without a numeric id (a job). */
  targetId: number | null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** Every admin mutation leaves a row, written in the mutation's own transaction so both happen or neither. */
export async function recordAdminAction(tx: DbOrTx, entry: AdminAction): Promise<void> {
  await tx.insert(auditLog).values(entry);
}
