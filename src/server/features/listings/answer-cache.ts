import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../clock';
import type { ChangeNotices } from '../../db/change-notices';
import type { KeptInMemory } from '../../kept-in-memory';

/** The channel migrations 0007 and 0009 notify when what the public pages show has changed. */
export const LISTING_CHANGED_CHANNEL = 'luz_listing_changed';

/**
 * How long an answer is kept when nothing notifies: what time alone changes (a session starting)
 * shows at most this late.
 */
export const LISTING_ANSWER_TTL_MS = 10_000;
/**
 * Explore's searches, guides' pages and their pages of reviews together, by count and by bytes: the
 * keys are what visitors ask, so a visitor asking thousands of different searches must not grow the
 * process. Bytes are those of an answer's JSON and its key, an estimate of what it holds.
 */
export const LISTING_ANSWER_BOUNDS = { entries: 500, bytes: 8 * 1024 * 1024 } as const;

/** An answer with its entity tag: equal tags mean equal JSON, whichever process made them. */
export interface TaggedAnswer<Answer> {
  value: Answer;
  etag: string;
}

/** A weak tag (the bytes sent may be compressed one way or another) from a digest of the answer's JSON. */
export function tagged<Answer>(value: Answer): TaggedAnswer<Answer> & { json: string } {
  const json = JSON.stringify(value) ?? 'null';
  return { value, etag: `W/"${createHash('sha1').update(json).digest('base64url')}"`, json };
}

/**
 * Answers of the public listing reads (explore, a guide's page, their reviews), kept per key for a
 * few seconds (decisions 015 and 029). A change that alters what those pages show drops them all:
 * this process's own writes say so at once (`forgetAll`), and commits of any process on the same
 * database through their notices. While notices cannot be heard, nothing is kept. Identical reads
 * running at once share one database read.
 */
export class ListingAnswerCache {
  private readonly answers: LRUCache<string, TaggedAnswer<unknown>>;
  private readonly reading = new Map<string, Promise<TaggedAnswer<unknown>>>();
  /** Bumped by every change: a read begun before one must not be kept after it. */
  private generation = 0;
  private listening = false;

  constructor(clock: Clock, bounds: { entries: number; bytes: number } = LISTING_ANSWER_BOUNDS) {
    this.answers = new LRUCache({
      max: bounds.entries,
      // An answer larger than all the bytes allowed is not kept.
      maxSize: bounds.bytes,
      ttl: LISTING_ANSWER_TTL_MS,
      // Read the clock on every lookup: a test clock moves without timers running.
      ttlResolution: 0,
      perf: { now: () => clock.now().getTime() },
    });
  }

  /** Listens for changes until the returned function is called. */
  follow(notices: ChangeNotices): Promise<() => Promise<void>> {
    return notices.listen(LISTING_CHANGED_CHANNEL, {
      onNotice: () => this.forgetAll(),
      onListening: (listening) => {
        this.forgetAll();
        this.listening = listening;
      },
    });
  }

  /**
   * Changes noticed so far (and writes of this process), or null while notices cannot be heard:
   * what was read when it had one value must not be used once it has another.
   */
  get changesSeen(): number | null {
    return this.listening ? this.generation : null;
  }

  /** The answers kept now. */
  get kept(): KeptInMemory {
    return { entries: this.answers.size, bytes: this.answers.calculatedSize };
  }

  /** Drops every answer: what was written shows on the next read. */
  forgetAll(): void {
    this.generation++;
    this.answers.clear();
    this.reading.clear();
  }

  /** The answer kept under `key`, else what `read` gives (kept unless a change overtook it). */
  async answer<Answer>(key: string, read: () => Promise<Answer>): Promise<TaggedAnswer<Answer>> {
    if (!this.listening) return tagged(await read());
    const kept = this.answers.get(key) ?? this.reading.get(key);
    if (kept) return (await kept) as TaggedAnswer<Answer>;
    const generation = this.generation;
    const pending = read().then(tagged);
    this.reading.set(key, pending);
    try {
      const { value, etag, json } = await pending;
      if (generation === this.generation) {
        this.answers.set(key, { value, etag }, { size: Math.max(1, key.length + json.length) });
      }
      return { value, etag };
    } finally {
      if (this.reading.get(key) === pending) this.reading.delete(key);
    }
  }
}
