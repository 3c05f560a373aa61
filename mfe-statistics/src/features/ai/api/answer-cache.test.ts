import { afterEach, describe, expect, it } from 'vitest';
import type { Answer } from './ai-api.js';
import { CACHE_TTL_MS, cacheAnswer, cacheKey, readCachedAnswer } from './answer-cache.js';

const answer: Answer = {
  understood: true,
  text: 'סך ההוצאות: 10 ₪',
  phrasedBy: 'local',
  query: { intent: 'total', subject: 'outcomes', span: { from: '2026-04', to: '2026-04' }, terms: [] },
  total: 10,
  count: 1,
  records: [],
};

afterEach(() => sessionStorage.clear());

describe('answer cache', () => {
  it('stores answers in session storage under ai_cache_ keys, per user, month and question', () => {
    const key = cacheKey('u1', '2026-04', '  כמה הוצאתי?  ');
    expect(key).toBe('ai_cache_u1_2026-04_כמה הוצאתי');
    expect(cacheKey('u1', '2026-04', 'כמה   הוצאתי')).toBe(key);
    expect(cacheKey('u1', '2026-05', 'כמה הוצאתי')).not.toBe(key);
    cacheAnswer(key, answer, 1000);
    expect(JSON.parse(sessionStorage.getItem(key)!).answer).toEqual(answer);
    expect(readCachedAnswer(key, 1000 + CACHE_TTL_MS - 1)).toEqual(answer);
  });

  it('forgets an answer after the time to live, and ignores junk', () => {
    const key = cacheKey('u1', '2026-04', 'שאלה');
    cacheAnswer(key, answer, 0);
    expect(readCachedAnswer(key, CACHE_TTL_MS)).toBeNull();
    sessionStorage.setItem(key, '{not json');
    expect(readCachedAnswer(key)).toBeNull();
  });
});
