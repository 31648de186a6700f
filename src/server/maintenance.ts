import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock';
import type { Db } from './db/connection';
import { purgeExpiredRateLimitCounters } from './db/rate-limit-counters';
import type { BookingMaintenance } from './features/bookings/booking-maintenance';
import type { ImageStorage } from './features/uploads/image-storage';
import { sweepUnusedImages } from './features/uploads/image-sweep';

export interface MaintenanceDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  bookings: BookingMaintenance;
  /** Uploaded images, of which those nothing shows any more are deleted after a day. */
  images: ImageStorage;
  /** Queues the reminders and guides' agendas that have come due; says how many of each. */
  reminders: { queue(): Promise<{ reminders: number; agendas: number }> };
}

/**
 * What the server does on a timer, with nobody asking: bookings' holds and ended sessions, reminders
 * and agendas come due,
 * rate-limit counters whose window has ended, and uploaded images nothing shows any more. It runs as
 * the `maintenance-sweep` job, which the job queue schedules once a minute for the whole cluster, so
 * one process sweeps each minute; each chore is still safe to run from several at once (a test asking
 * a process to sweep, a slow round).
 */
export class ServerMaintenance {
  constructor(private readonly deps: MaintenanceDeps) {}

  /** One round; a chore that fails is logged and does not keep the others from running. */
  async sweep(): Promise<void> {
    const { db, clock, log, bookings, images, reminders } = this.deps;
    const chores: [string, () => Promise<void>][] = [
      ['booking sweep', () => bookings.sweep()],
      [
        'reminders and agendas',
        async () => {
          const queued = await reminders.queue();
          if (queued.reminders || queued.agendas) log.info(queued, 'reminders and agendas queued');
        },
      ],
      [
        'rate-limit purge',
        async () => {
          const purged = await purgeExpiredRateLimitCounters(db, clock.now());
          if (purged) log.info({ purged }, 'expired rate-limit counters deleted');
        },
      ],
      [
        'unused image sweep',
        async () => {
          const deleted = await sweepUnusedImages({ db, storage: images, clock });
          if (deleted) log.info({ deleted }, 'unused uploaded images deleted');
        },
      ],
    ];
    for (const [name, chore] of chores) {
      await chore().catch((err: unknown) => log.error({ err, chore: name }, 'maintenance chore failed'));
    }
  }
}
