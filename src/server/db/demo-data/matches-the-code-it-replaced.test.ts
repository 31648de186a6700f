import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestWorld } from '../../testing/test-app';
import { tableChecksums } from '../../testing/table-checksum';
import { buildDemo, loadDemoData as loadDemoDataBefore } from '../demo-data';
import { readDemoContent } from './demo-content';
import { buildDemoRows } from './demo-rows';
import { loadDemoData } from './load-demo-data';

const fakeHash = async (password: string) => `hash-of-${password}`;
const bases = { users: 0, profiles: 0, applications: 0, sessions: 0, bookings: 0, reviews: 0, favorites: 0 };

/** Instants across a year: every hour of the day, every weekday, both sides of both DST changes. */
function instants(): Date[] {
  const out: Date[] = [];
  for (let t = Date.UTC(2026, 0, 1, 0, 17); t < Date.UTC(2027, 0, 1); t += 37 * 3_600_000 + 11 * 60_000) {
    out.push(new Date(t));
  }
  out.push(new Date('2026-03-29T00:59:00Z'), new Date('2026-03-29T01:01:00Z'));
  out.push(new Date('2026-10-25T00:59:00Z'), new Date('2026-10-25T01:01:00Z'));
  out.push(new Date('2026-12-31T23:59:59Z'), new Date());
  return out;
}

describe('the demo built from the data files', () => {
  it('has the same rows as the code it replaced, whenever it is loaded', async () => {
    const content = await readDemoContent();
    const signIn = new Map([
      ['admin', 'h-admin'],
      ['marta', 'h-guide'],
      ['sofia', 'h-seeker'],
    ]);
    const oldHashes = { admin: 'h-admin', guide: 'h-guide', seeker: 'h-seeker', unlisted: 'h-crowd' };
    const moments = instants();
    for (const now of moments) {
      const before = buildDemo(now, oldHashes, bases);
      const after = buildDemoRows(content, now, { signIn, crowd: 'h-crowd' }, bases);
      expect(after, now.toISOString()).toEqual(before);
    }
    expect(moments.length).toBeGreaterThan(200);
  }, 600_000);

  describe('in a database', () => {
    let before: TestWorld;
    let after: TestWorld;
    beforeAll(async () => {
      [before, after] = await Promise.all([TestWorld.start(), TestWorld.start()]);
    });
    afterAll(() => Promise.all([before.close(), after.close()]));

    it('writes the same tables as the code it replaced', async () => {
      const now = new Date();
      const summaryBefore = await loadDemoDataBefore(before.db, { hashPassword: fakeHash, now });
      const summaryAfter = await loadDemoData(after.db, { hashPassword: fakeHash, now });
      expect(summaryAfter).toEqual(summaryBefore);
      const checksums = await tableChecksums(after);
      expect(checksums).toEqual(await tableChecksums(before));
      expect(summaryAfter.sessions).toBeGreaterThan(0);
    });
  });
});
