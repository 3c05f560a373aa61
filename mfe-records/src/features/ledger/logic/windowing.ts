/**
 * The slice of a long list worth rendering: the rows in view plus `overscan` on each side. With fixed-height rows
 * the page keeps a few dozen rows in the DOM whether the month has 50 records or 5,000.
 */
export function visibleRange(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  count: number,
  overscan = 8,
): { start: number; end: number } {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(viewportHeight / rowHeight);
  return { start: Math.max(0, first - overscan), end: Math.min(count, first + visible + overscan) };
}
