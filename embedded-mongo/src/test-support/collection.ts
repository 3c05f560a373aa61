import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Collection, Document } from 'mongodb';
import { openTarget, type Target } from './target.js';

/** One target per test file and a fresh, uniquely named collection per test. */
export function useCollection<T extends Document = Document>() {
  const state = {} as { target: Target; collection: Collection<T> };
  beforeAll(async () => {
    state.target = await openTarget();
  });
  afterAll(() => state.target.close());
  beforeEach(() => {
    state.collection = state.target.db.collection<T>(`c_${Math.random().toString(36).slice(2, 10)}`);
  });
  return state;
}
