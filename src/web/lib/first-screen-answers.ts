import { apiAnswerKey, FIRST_SCREEN_ANSWERS_ID } from '@contract/first-screen';

let answers: Map<string, unknown> | undefined;

function readAnswers(): Map<string, unknown> {
  const text = document.getElementById(FIRST_SCREEN_ANSWERS_ID)?.textContent;
  if (!text) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(text) as Record<string, unknown>));
  } catch {
    return new Map();
  }
}

/**
 * The answer the server wrote into the page for this API address, for a query's `initialData`, so the first
 * screen draws with its data instead of asking for it. Each is given once: a query built again later (after its
 * cache entry was dropped) asks the API for a fresh answer.
 */
export function firstScreenAnswer<T>(address: string): T | undefined {
  answers ??= readAnswers();
  const key = apiAnswerKey(address);
  const answer = answers.get(key) as T | undefined;
  answers.delete(key);
  return answer;
}
