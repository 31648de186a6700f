import { apiAnswerKey, FIRST_SCREEN_ANSWERS_ID } from '@contract/first-screen';
import { SESSION_META_NAME, SIGNED_OUT_CONTENT } from '@contract/page-meta';

/** What the server wrote into the page beside the app. */
export interface ServedPage {
  /** Sent to a visitor without a session cookie (see SESSION_META_NAME): nobody is signed in. */
  signedOut: boolean;
  /** The first screen's API answers, by address (see FIRST_SCREEN_ANSWERS_ID). */
  answers: Map<string, unknown>;
}

let served: ServedPage | undefined;

function readAnswers(): Map<string, unknown> {
  const text = document.getElementById(FIRST_SCREEN_ANSWERS_ID)?.textContent;
  if (!text) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(text) as Record<string, unknown>));
  } catch {
    return new Map();
  }
}

function readServedPage(): ServedPage {
  if (typeof document === 'undefined') return { signedOut: false, answers: new Map() };
  const session = document.querySelector(`meta[name="${SESSION_META_NAME}"]`)?.getAttribute('content');
  return { signedOut: session === SIGNED_OUT_CONTENT, answers: readAnswers() };
}

function servedPage(): ServedPage {
  served ??= readServedPage();
  return served;
}

/** True when the server sent this page to a visitor without a session cookie. */
export function servedSignedOut(): boolean {
  return servedPage().signedOut;
}

/**
 * The answer the server wrote into the page for this API address, for a query's `initialData`, so the first
 * screen draws with its data instead of asking for it. Each is given once: a query built again later (after its
 * cache entry was dropped) asks the API for a fresh answer.
 */
export function firstScreenAnswer<T>(address: string): T | undefined {
  const { answers } = servedPage();
  const key = apiAnswerKey(address);
  const answer = answers.get(key) as T | undefined;
  answers.delete(key);
  return answer;
}

/**
 * Runs a server render of the page as the browser will then draw it, reading `page` where the browser reads the
 * document. The render must be synchronous: the page is set only while it runs.
 */
export function renderAsServed<T>(page: ServedPage, render: () => T): T {
  const previous = served;
  served = page;
  try {
    return render();
  } finally {
    served = previous;
  }
}
