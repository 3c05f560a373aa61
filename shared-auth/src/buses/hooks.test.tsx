import { act, cleanup, render } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { useSubject } from './hooks.js';

afterEach(cleanup);

describe('useSubject', () => {
  it('re-renders with each new value', () => {
    const count$ = new BehaviorSubject(0);
    const seen: number[] = [];
    function Count() {
      seen.push(useSubject(count$));
      return null;
    }
    render(<Count />);
    act(() => count$.next(1));
    act(() => count$.next(2));
    expect(seen).toEqual([0, 1, 2]);
  });

  it('with a part, re-renders only when that part changes', () => {
    const pending$ = new BehaviorSubject(0);
    const seen: boolean[] = [];
    function Busy() {
      seen.push(useSubject(pending$, (n) => n > 0));
      return null;
    }
    render(<Busy />);
    for (const n of [1, 2, 3, 2, 1, 0]) act(() => pending$.next(n));
    expect(seen).toEqual([false, true, false]);
  });
});
