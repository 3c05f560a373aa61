/**
 * A bounded memo of computations by key, least recently used evicted first. Callers asking for a key while it is
 * being computed share that one computation; a failed one is forgotten so the next caller tries again. Keys carry
 * the user's data version (see users/current-user), so a write makes the old entries unreachable rather than
 * needing to find and delete them.
 */
export function createMemo<T>(maxEntries = 2000) {
  const entries = new Map<string, Promise<T>>();
  return {
    get(key: string, compute: () => Promise<T>): Promise<T> {
      const known = entries.get(key);
      if (known) {
        entries.delete(key);
        entries.set(key, known);
        return known;
      }
      const computed = compute();
      entries.set(key, computed);
      computed.catch(() => {
        if (entries.get(key) === computed) entries.delete(key);
      });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return computed;
    },
    get size() {
      return entries.size;
    },
  };
}

export type Memo<T> = ReturnType<typeof createMemo<T>>;
