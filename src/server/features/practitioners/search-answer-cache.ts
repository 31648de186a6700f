import { LRUCache } from 'lru-cache';
import type { PractitionerSearchQuery, PractitionerSearchResult } from '../../../contract/practitioners';
import type { Clock } from '../../clock';
import type { ChangeNotices } from '../../db/change-notices';

/** The channel migration 0007's triggers notify when what explore shows has changed. */
export const LISTING_CHANGED_CHANNEL = 'luz_listing_changed';

/**
 * How long an answer is kept when nothing notifies: what time alone changes (a session starting)
 * shows at most this late.
 */
export const SEARCH_ANSWER_TTL_MS = 10_000;
const MAX_KEPT_ANSWERS = 200;

/**
 * Explore's answers, kept per query for a few seconds (decision 015). A commit that changes what
 * explore shows, in this process or another on the same database, drops them all. While notices
 * cannot be heard, nothing is kept. Identical queries running at once share one database read.
 */
export class SearchAnswerCache {
  private readonly answers: LRUCache<string, PractitionerSearchResult>;
  private readonly reading = new Map<string, Promise<PractitionerSearchResult>>();
  /** Bumped by every change: a read begun before one must not be kept after it. */
  private generation = 0;
  private listening = false;

  constructor(clock: Clock) {
    this.answers = new LRUCache({
      max: MAX_KEPT_ANSWERS,
      ttl: SEARCH_ANSWER_TTL_MS,
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

  /** What this process itself just wrote shows on its next read, without waiting for the notice. */
  forgetAll(): void {
    this.generation++;
    this.answers.clear();
    this.reading.clear();
  }

  async answer(
    query: PractitionerSearchQuery,
    read: () => Promise<PractitionerSearchResult>,
  ): Promise<PractitionerSearchResult> {
    if (!this.listening) return read();
    // The parsed query lists its fields in the schema's order, so equal queries give equal keys.
    const key = JSON.stringify(query);
    const kept = this.answers.get(key);
    if (kept) return kept;
    const running = this.reading.get(key);
    if (running) return running;
    const generation = this.generation;
    const pending = read();
    this.reading.set(key, pending);
    try {
      const answer = await pending;
      if (generation === this.generation) this.answers.set(key, answer);
      return answer;
    } finally {
      if (this.reading.get(key) === pending) this.reading.delete(key);
    }
  }
}
