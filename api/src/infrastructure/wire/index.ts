/**
 * A stored time as a reply carries it: ISO 8601, which is what `JSON.stringify` made of a `Date` before the
 * contract said so. A time some older write stored as text is passed on as it is.
 */
export const isoTime = (time: Date | string): string =>
  typeof time === 'string' ? time : time.toISOString();
