import { AI_CACHE_PREFIX, consentStorage } from '@kaspit/shared-auth';
import type { Answer } from './ai-api.js';

/** Answers change with the data, so a cached one is reused for a short while only. */
export const CACHE_TTL_MS = 10 * 60 * 1000;

interface Entry {
  answer: Answer;
  savedAt: number;
}

/**
 * The one place this remote touches browser storage: shared-auth's consent-aware storage, which keeps `ai_cache_`
 * keys (functional) in memory when functional cookies are refused. Session storage: answers die with the tab.
 */
const storage = {
  get: (key: string) => consentStorage.getItem(key, 'session'),
  set: (key: string, value: string) => consentStorage.setItem(key, value, 'session'),
};

/** One key per user, billing month ("this month" moves) and question as typed, ignoring spacing and "?". */
export const cacheKey = (userId: string, month: string, question: string) =>
  `${AI_CACHE_PREFIX}${userId}_${month}_${question
    .trim()
    .replace(/[\s?？!.]+/g, ' ')
    .trim()}`;

export function readCachedAnswer(key: string, now = Date.now()): Answer | null {
  try {
    const entry = JSON.parse(storage.get(key) ?? 'null') as Entry | null;
    return entry && now - entry.savedAt < CACHE_TTL_MS ? entry.answer : null;
  } catch {
    return null;
  }
}

export function cacheAnswer(key: string, answer: Answer, now = Date.now()): void {
  storage.set(key, JSON.stringify({ answer, savedAt: now } satisfies Entry));
}
