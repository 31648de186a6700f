import pLimit, { type LimitFunction } from 'p-limit';
import { TooManyRequests } from '../../errors';

/** How many images one process decodes at once, and how many more may wait for a turn. */
export interface DecodeLimits {
  decoding: number;
  waiting: number;
}

/**
 * Two at once keeps a process's memory for images to two decodes, whatever number of guides upload
 * together; eight waiting is a few seconds' work, after which a guide is better told to try again
 * than left waiting.
 */
export const DEFAULT_DECODE_LIMITS: DecodeLimits = { decoding: 2, waiting: 8 };

/** Seconds a guide is asked to wait before uploading again when the queue is full. */
const RETRY_AFTER_SECONDS = 5;
export const DECODE_QUEUE_FULL_MESSAGE = /*i18n*/ 'uploads.errors.decodeQueueFull';

/**
 * Turns for decoding images: at most `decoding` run at once (p-limit keeps the turns, first come
 * first served), the next `waiting` wait in order of arrival, and any more are refused with 429 at
 * once, holding nothing.
 */
export class ImageDecodeQueue {
  private readonly turns: LimitFunction;
  private highWater = 0;

  constructor(private readonly limits: DecodeLimits = DEFAULT_DECODE_LIMITS) {
    this.turns = pLimit(limits.decoding);
  }

  /** Images decoding now. */
  get decoding(): number {
    return this.turns.activeCount;
  }

  /** Images waiting for a turn. */
  get waiting(): number {
    return this.turns.pendingCount;
  }

  /** The most images this queue has had decoding at once. */
  get mostDecodingAtOnce(): number {
    return this.highWater;
  }

  /** Refuses now when a new image would find no place, so its bytes need not be read first. */
  refuseWhenFull(): void {
    if (this.decoding >= this.limits.decoding && this.waiting >= this.limits.waiting) {
      throw new TooManyRequests(DECODE_QUEUE_FULL_MESSAGE, RETRY_AFTER_SECONDS);
    }
  }

  /** Runs `decode` in its turn. */
  async run<T>(decode: () => Promise<T>): Promise<T> {
    this.refuseWhenFull();
    return this.turns(() => {
      this.highWater = Math.max(this.highWater, this.turns.activeCount);
      return decode();
    });
  }
}
