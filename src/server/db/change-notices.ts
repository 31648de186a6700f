import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener hears on a channel. */
export interface NoticeHandlers {
  /** A transaction that notified the channel has committed; `payload` is what it sent along. */
  onNotice(payload: string): void;
  /**
   * Notices are being heard (true) or may be missed from now on (false): what was derived from
   * earlier reads must not be trusted until the next `true`.
   */
  onListening(listening: boolean): void;
}

/** PostgreSQL's LISTEN, on either database: notices arrive after the notifying transaction commits. */
export interface ChangeNotices {
  /** Starts listening; the returned function stops. */
  listen(channel: string, handlers: NoticeHandlers): Promise<() => Promise<void>>;
}

/** PGlite runs in this process: a notice reaches the listener before the notifying statement returns. */
export function embeddedChangeNotices(client: PGlite): ChangeNotices {
  return {
    async listen(channel, handlers) {
      const unlisten = await client.listen(channel, (payload) => handlers.onNotice(payload));
      handlers.onListening(true);
      return async () => {
        handlers.onListening(false);
        await unlisten();
      };
    },
  };
}

const RECONNECT_DELAYS_MS = [250, 1_000, 5_000, 15_000];

/**
 * A connection of its own per channel, outside the pool: LISTEN belongs to one session. When the
 * connection drops, listeners are told notices may be missed, and it reconnects with growing delays.
 */
export function serverChangeNotices(databaseUrl: string): ChangeNotices {
  return {
    async listen(channel, handlers) {
      let stopped = false;
      let client: pg.Client | undefined;
      let retry: NodeJS.Timeout | undefined;
      let failures = 0;

      const connect = async () => {
        const next = new pg.Client({ connectionString: databaseUrl });
        client = next;
        next.on('notification', (message) => handlers.onNotice(message.payload ?? ''));
        next.on('error', () => lost(next));
        next.on('end', () => lost(next));
        try {
          await next.connect();
          await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch {
          lost(next);
          return;
        }
        if (stopped || client !== next) return;
        failures = 0;
        handlers.onListening(true);
      };

      const lost = (which: pg.Client) => {
        if (client !== which) return;
        client = undefined;
        which.end().catch(() => {});
        handlers.onListening(false);
        if (stopped) return;
        const delay = RECONNECT_DELAYS_MS[Math.min(failures++, RECONNECT_DELAYS_MS.length - 1)];
        retry = setTimeout(() => void connect(), delay);
        retry.unref();
      };

      await connect();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        const last = client;
        client = undefined;
        handlers.onListening(false);
        await last?.end().catch(() => {});
      };
    },
  };
}
