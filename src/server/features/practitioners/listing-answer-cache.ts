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

/**
 * Answers of the public listing reads (explore, a guide's page, their reviews), kept per key for a
 * few seconds (decision 015). A commit that changes what those pages show, in this process or
 * another on the same database, drops them all. While notices cannot be heard, nothing is kept.
 * Identical reads running at once share one database read.
 */
export class ListingAnswerCache {
  private readonly answers: LRUCache<string, { value: unknown }>;
  private readonly reading = new Map<string, Promise<unknown>>();
  /** Bumped by every change: a read begun before one must not be kept after it. */
  private generation = 0;
  private listening = false;

  constructor(clock: Clock, bounds: { entries: number; bytes: number } = LISTING_ANSWER_BOUNDS) {
    this.answers = new LRUCache({
      max: bounds.entries,
      // An answer larger than all the bytes allowed is not kept.
      maxSize: bounds.bytes,
      sizeCalculation: ({ value }, key) => Math.max(1, key.length + (JSON.stringify(value)?.length ?? 0)),
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

  /** What this process itself just wrote shows on its next read, without waiting for the notice. */
  forgetAll(): void {
    this.generation++;
    this.answers.clear();
    this.reading.clear();
  }

  /** The answer kept under `key`, else what `read` gives (kept unless a change overtook it). */
  async answer<Answer>(key: string, read: () => Promise<Answer>): Promise<Answer> {
    if (!this.listening) return read();
    const kept = this.answers.get(key);
    if (kept) return kept.value as Answer;
    const running = this.reading.get(key);
    if (running) return running as Promise<Answer>;
    const generation = this.generation;
    const pending = read();
    this.reading.set(key, pending);
    try {
      const answer = await pending;
      if (generation === this.generation) this.answers.set(key, { value: answer });
      return answer;
    } finally {
      if (this.reading.get(key) === pending) this.reading.delete(key);
    }
  }
}

/** What `answers` keeps under `key`, else what `read` gives; without a cache, always `read`. */
export function keptAnswer<Answer>(
  answers: ListingAnswerCache | undefined,
  key: string,
  read: () => Promise<Answer>,
): Promise<Answer> {
  return answers ? answers.answer(key, read) : read();
}
