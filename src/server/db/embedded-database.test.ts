import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openMigratedDatabase } from './open-database';
import { users } from './schema';

const dataDir = await mkdtemp(join(tmpdir(), 'luz-embedded-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('the embedded database', () => {
  it('keeps its data across restarts, and migrating again changes nothing', async () => {
    const first = await openMigratedDatabase({ dataDir });
    expect(first.kind).toBe('embedded');
    await first.db
      .insert(users)
      .values({ username: 'persisted', email: 'persisted@example.com', passwordHash: 'x' });
    await first.close();

    const second = await openMigratedDatabase({ dataDir });
    const rows = await second.db.select({ username: users.username }).from(users);
    expect(rows).toEqual([{ username: 'persisted' }]);
    await second.close();
  });
});
