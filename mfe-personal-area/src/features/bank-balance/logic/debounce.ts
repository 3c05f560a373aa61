/** Balance updates wait this long for the next keystroke. */
export const BALANCE_DEBOUNCE_MS = 100;

/**
 * Calls `run(key, value)` once `ms` have passed without another call for the same key, with the last value;
 * different keys (months) wait independently. `flush` runs what is pending now, `cancel` drops it.
 */
export function debounceByKey<K, V>(run: (key: K, value: V) => void, ms = BALANCE_DEBOUNCE_MS) {
  const pending = new Map<K, { timer: ReturnType<typeof setTimeout>; value: V }>();
  const fire = (key: K) => {
    const entry = pending.get(key);
    if (!entry) return;
    pending.delete(key);
    run(key, entry.value);
  };
  return {
    call(key: K, value: V) {
      const existing = pending.get(key);
      if (existing) clearTimeout(existing.timer);
      pending.set(key, { value, timer: setTimeout(() => fire(key), ms) });
    },
    flush() {
      for (const [key, { timer }] of [...pending]) {
        clearTimeout(timer);
        fire(key);
      }
    },
    cancel() {
      for (const { timer } of pending.values()) clearTimeout(timer);
      pending.clear();
    },
    pendingKeys: () => [...pending.keys()],
  };
}
