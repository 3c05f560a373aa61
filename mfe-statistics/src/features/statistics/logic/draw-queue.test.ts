import { describe, expect, it } from 'vitest';
import { createDrawQueue } from './draw-queue.js';

/** A stand-in for the browser's task loop: each yield waits until the test runs the next task. */
function taskLoop() {
  const waiting: (() => void)[] = [];
  const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  return {
    yieldNow: () => new Promise<void>((resolve) => waiting.push(resolve)),
    /** Lets one yielded draw continue, then lets its promises settle. */
    async nextTask() {
      waiting.shift()?.();
      await settle();
    },
    get waiting() {
      return waiting.length;
    },
  };
}

describe('createDrawQueue', () => {
  it('draws one chart per task, in the order they were queued', async () => {
    const loop = taskLoop();
    const queue = createDrawQueue(loop.yieldNow);
    const drawn: string[] = [];
    for (const id of ['totals', 'categories', 'trend']) queue.schedule(() => void drawn.push(id));

    expect(drawn).toEqual([]); // nothing in the task that queued them
    await loop.nextTask();
    expect(drawn).toEqual(['totals']);
    await loop.nextTask();
    expect(drawn).toEqual(['totals', 'categories']);
    await loop.nextTask();
    expect(drawn).toEqual(['totals', 'categories', 'trend']);
    expect(loop.waiting).toBe(0);
  });

  it('waits for a draw that waits (chart.js arriving) before starting the next', async () => {
    const loop = taskLoop();
    const queue = createDrawQueue(loop.yieldNow);
    const drawn: string[] = [];
    let arrive = () => {};
    const chartJs = new Promise<void>((resolve) => (arrive = resolve));
    queue.schedule(async () => {
      await chartJs;
      drawn.push('first');
    });
    queue.schedule(() => void drawn.push('second'));

    await loop.nextTask();
    expect(loop.waiting).toBe(0); // the second has not even asked for its task
    arrive();
    await loop.nextTask();
    expect(drawn).toEqual(['first']);
    await loop.nextTask();
    expect(drawn).toEqual(['first', 'second']);
  });

  it("drops a destroyed chart's pending draw and draws the rest", async () => {
    const loop = taskLoop();
    const queue = createDrawQueue(loop.yieldNow);
    const drawn: string[] = [];
    queue.schedule(() => void drawn.push('a'));
    const cancelB = queue.schedule(() => void drawn.push('b'));
    queue.schedule(() => void drawn.push('c'));
    cancelB();

    for (let i = 0; i < 3; i++) await loop.nextTask();
    expect(drawn).toEqual(['a', 'c']);
  });

  it('keeps drawing after a chart fails, and starts again for draws queued once it is idle', async () => {
    const loop = taskLoop();
    const queue = createDrawQueue(loop.yieldNow);
    const drawn: string[] = [];
    const consoleError = console.error;
    console.error = () => {};
    try {
      queue.schedule(() => {
        throw new Error('no context');
      });
      queue.schedule(() => void drawn.push('after the failure'));
      await loop.nextTask();
      await loop.nextTask();
    } finally {
      console.error = consoleError;
    }
    expect(drawn).toEqual(['after the failure']);

    // A theme switch later on queues a redraw into the idle queue.
    queue.schedule(() => void drawn.push('redrawn'));
    await loop.nextTask();
    expect(drawn).toEqual(['after the failure', 'redrawn']);
  });
});
