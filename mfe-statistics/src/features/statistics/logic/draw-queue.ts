/** A chart's drawing, run when its turn comes; may wait (e.g. for chart.js to arrive). */
export type Draw = () => void | Promise<void>;

export interface DrawQueue {
  /** Queues `draw` behind the others; the returned function drops it if it has not started yet. */
  schedule(draw: Draw): () => void;
}

type Scheduler = { yield?: () => Promise<void> };

/**
 * Hands the main thread back to the browser (input, paint) until a later task: `scheduler.yield()` where the browser
 * has it, so the queue keeps its place ahead of other timers; a zero-delay timer elsewhere.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs draws one at a time, in the order they were queued, each in a task of its own: drawing a chart (scales, text
 * measuring, the first paint of its canvas) is tens of milliseconds on a phone, and several in one task would block
 * taps and scrolling for all of them together.
 */
export function createDrawQueue(yieldNow: () => Promise<void> = yieldToBrowser): DrawQueue {
  const pending: { draw: Draw }[] = [];
  let running = false;
  const run = async () => {
    running = true;
    try {
      while (pending.length > 0) {
        await yieldNow();
        const job = pending.shift();
        if (!job) continue;
        try {
          await job.draw();
        } catch (error) {
          // One chart failing to draw leaves the others (and its figures table) in place.
          console.error(error);
        }
      }
    } finally {
      running = false;
    }
  };
  return {
    schedule(draw) {
      const job = { draw };
      pending.push(job);
      if (!running) void run();
      return () => {
        const index = pending.indexOf(job);
        if (index >= 0) pending.splice(index, 1);
      };
    },
  };
}
