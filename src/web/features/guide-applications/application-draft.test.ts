import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearApplicationDraft,
  loadApplicationDraft,
  loadSignupAnswers,
  saveApplicationDraft,
  saveSignupAnswers,
} from './application-draft';

/** A browser storage in memory: each test gets a fresh tab (sessionStorage) and browser (localStorage). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

let browser: Storage;
beforeEach(() => {
  browser = memoryStorage();
  vi.stubGlobal('localStorage', browser);
  vi.stubGlobal('sessionStorage', memoryStorage());
});
afterEach(() => vi.unstubAllGlobals());

/** A new tab of the same browser: its own sessionStorage, the same localStorage. */
function newTab() {
  vi.stubGlobal('sessionStorage', memoryStorage());
}

describe('the answers the guide sign-up hands to the application', () => {
  it('outlive the tab they were given in, for that account only', () => {
    saveSignupAnswers(7, { neighbourhood: 'Ericeira', category: 'Reiki' });
    saveApplicationDraft(7, { bio: 'Typed in the first tab' });
    newTab();
    expect(loadSignupAnswers(7)).toEqual({ neighbourhood: 'Ericeira', category: 'Reiki' });
    expect(loadApplicationDraft(7)).toEqual({});
    expect(loadSignupAnswers(8)).toEqual({});
  });

  it('are forgotten with the draft once the application is sent', () => {
    saveSignupAnswers(7, { category: 'Reiki' });
    saveApplicationDraft(7, { bio: 'Almost done' });
    clearApplicationDraft(7);
    expect(loadSignupAnswers(7)).toEqual({});
    expect(loadApplicationDraft(7)).toEqual({});
  });

  it('read as nothing when the storage holds something else or cannot be used', () => {
    browser.setItem('luz:guide-signup-answers:7', '["not", "answers"]');
    expect(loadSignupAnswers(7)).toEqual({});
    browser.setItem('luz:guide-signup-answers:7', '{not json');
    expect(loadSignupAnswers(7)).toEqual({});
    vi.stubGlobal('localStorage', undefined);
    expect(loadSignupAnswers(7)).toEqual({});
    expect(() => saveSignupAnswers(7, { category: 'Reiki' })).not.toThrow();
  });
});
