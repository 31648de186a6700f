import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ChangeNotices, NoticeHandlers } from '../db/change-notices';
import type { DbOrTx } from '../db/connection';

/**
 * The database's change notices, passed through to the app, with a way for a test to wait until the
 * app has heard every notice committed before it asked, instead of sleeping for a guess of the delay.
 */
export class MarkedNotices implements ChangeNotices {
  private readonly awaited = new Map<string, () => void>();
  /** While muted, the app hears no notice but the test's own marks, as when another process's notice is late. */
  muted = false;

  constructor(private readonly notices: ChangeNotices) {}

  listen(channel: string, handlers: NoticeHandlers): Promise<() => Promise<void>> {
    return this.notices.listen(channel, {
      onListening: (listening) => handlers.onListening(listening),
      onNotice: (payload) => {
        const awaited = this.awaited.get(payload);
        if (!this.muted || awaited) handlers.onNotice(payload);
        awaited?.();
      },
    });
  }

  /** Sends a marked notice on `channel` and resolves once the app's listener has heard it. */
  async heardAfterAllBefore(db: DbOrTx, channel: string): Promise<void> {
    const marker = `test ${randomUUID()}`;
    const heard = new Promise<void>((resolve) => this.awaited.set(marker, resolve));
    try {
      await db.execute(sql`select pg_notify(${channel}, ${marker})`);
      await heard;
    } finally {
      this.awaited.delete(marker);
    }
  }
}
