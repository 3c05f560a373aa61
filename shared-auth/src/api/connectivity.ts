import { BehaviorSubject, distinctUntilChanged, filter, map, pairwise, type Observable } from 'rxjs';
import type { ApiRequestError } from './errors.js';

/**
 * False while the service cannot be reached: no answer in 10 s, a failed connection, or the server saying it is
 * temporarily unavailable (502/503/504); true again on the next answer. While false, the health route is asked
 * from 1 s by ×1.5 up to 10 s, so the state turns back as soon as the service answers even when nothing else asks
 * (and a failure soon after it answered carries on at the pace reached, see SAME_OUTAGE_MS).
 */
export const online$ = new BehaviorSubject(true);

/** What the shell says about the connection: the device is offline, or the device is online and we are not. */
export type ConnectionState = 'online' | 'offline' | 'unreachable';

const browserOnline$ = new BehaviorSubject(typeof navigator === 'undefined' || navigator.onLine !== false);
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    browserOnline$.next(true);
    if (!online$.getValue()) void checkHealth();
  });
  window.addEventListener('offline', () => browserOnline$.next(false));
}

let current: ConnectionState = 'online';
/** The connection in one word, for the shell's status line. */
export const connection$ = new BehaviorSubject<ConnectionState>('online');
function update(): void {
  const next = !browserOnline$.getValue() ? 'offline' : online$.getValue() ? 'online' : 'unreachable';
  if (next !== current) connection$.next((current = next));
}
browserOnline$.subscribe(update);
online$.subscribe(update);

/** Fires each time the service answers again after it could not be reached: areas that failed load again. */
export const backOnline$: Observable<void> = online$.pipe(
  distinctUntilChanged(),
  pairwise(),
  filter(([before, now]) => !before && now),
  map(() => undefined),
);

/** A failure that says nothing about the request or the session, only that the service is out of reach. */
export function isUnreachable(failure: ApiRequestError): boolean {
  return (
    failure.status === undefined || failure.status === 502 || failure.status === 503 || failure.status === 504
  );
}

/** One question to the health route; an answer (the store reachable too) means the service is back. */
async function checkHealth(): Promise<void> {
  const answered = await fetch('/api/health', { cache: 'no-store' }).then(
    (res) => res.ok,
    () => false,
  );
  if (answered) markOnline(true);
}

export const HEALTH_PROBE = { firstMs: 1000, factor: 1.5, maxMs: 10_000 } as const;
/**
 * A failure this soon after the service answered again belongs to the same outage. A service whose health route
 * answers while it still refuses the request waiting to be sent (503) would otherwise be asked both every second,
 * for as long as it refuses: the questions keep slowing down instead, and start over at 1 s only after a quiet
 * half minute.
 */
export const SAME_OUTAGE_MS = 30_000;
let probing = false;
let nextProbeMs: number = HEALTH_PROBE.firstMs;
let answeredAt = Number.NEGATIVE_INFINITY;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function probeUntilAnswered(): Promise<void> {
  if (probing || typeof fetch === 'undefined') return;
  probing = true;
  if (Date.now() - answeredAt > SAME_OUTAGE_MS) nextProbeMs = HEALTH_PROBE.firstMs;
  try {
    while (!online$.getValue()) {
      await sleep(nextProbeMs);
      nextProbeMs = Math.min(nextProbeMs * HEALTH_PROBE.factor, HEALTH_PROBE.maxMs);
      if (online$.getValue() || !browserOnline$.getValue()) continue;
      await checkHealth();
    }
  } finally {
    probing = false;
  }
}

export function markOnline(up: boolean): void {
  if (up && !online$.getValue()) answeredAt = Date.now();
  if (online$.getValue() !== up) online$.next(up);
  if (!up) void probeUntilAnswered();
}
