import { DomainError, describeValue } from '../../errors/index.js';

/**
 * Money is counted in agorot (1 ₪ = 100 agorot) as a safe integer, so sums are exact: 0.1 + 0.2 ₪ is 10 + 20
 * agorot, never 0.30000000000000004 ₪.
 */
export type Agorot = number;

/** An amount is above 0 and at most 10,000,000 shekels (docs/product.md, "Money"). */
export const MAX_AMOUNT_AGOROT: Agorot = 1_000_000_000;

const SHEKEL_TEXT = /^([+-]?)(\d*)(?:\.(\d{0,2}))?$/;

function requireAgorot(value: unknown, path = 'amount'): Agorot {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new DomainError(`${path} must be a whole number of agorot, got ${describeValue(value)}`, path);
  }
  return value;
}

function fromShekelText(text: string): Agorot {
  const match = SHEKEL_TEXT.exec(text.trim());
  const [, sign = '', whole = '', fraction] = match ?? [];
  if (!match || (whole === '' && !fraction)) {
    throw new DomainError(
      `Invalid amount ${describeValue(text)}: expected shekels with at most 2 decimals`,
      'amount',
    );
  }
  const agorot = Number(whole || '0') * 100 + Number((fraction ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(agorot))
    throw new DomainError(`Amount ${describeValue(text)} is too large`, 'amount');
  return sign === '-' && agorot !== 0 ? -agorot : agorot;
}

function fromShekelNumber(shekels: number): Agorot {
  if (!Number.isFinite(shekels)) {
    throw new DomainError(
      `Invalid amount ${describeValue(shekels)}: expected a finite number of shekels`,
      'amount',
    );
  }
  const agorot = Math.round(shekels * 100);
  if (!Number.isSafeInteger(agorot))
    throw new DomainError(`Amount ${describeValue(shekels)} is too large`, 'amount');
  // A number has at most 2 decimals exactly when it is the double nearest to some whole count of agorot / 100.
  if (agorot / 100 !== shekels) {
    throw new DomainError(
      `Invalid amount ${describeValue(shekels)}: at most 2 decimals (agorot) are allowed`,
      'amount',
    );
  }
  return agorot === 0 ? 0 : agorot; // no -0
}

/** Shekels (`12.5`, `"12.50"`) to agorot (`1250`). Rejects more than 2 decimals, NaN, infinities and non-numbers. */
export function toAgorot(shekels: number | string): Agorot {
  if (typeof shekels === 'string') return fromShekelText(shekels);
  if (typeof shekels === 'number') return fromShekelNumber(shekels);
  throw new DomainError(`Invalid amount ${describeValue(shekels)}: expected a number of shekels`, 'amount');
}

/** Agorot to shekels for the API envelope: `1250` → `12.5` (the double nearest 12.50, so it prints as such). */
export function fromAgorot(agorot: Agorot): number {
  return requireAgorot(agorot) / 100;
}

/** True when `agorot` is a whole number with `0 < amount <= 10,000,000 ₪`. */
export function isValidAmount(agorot: unknown): agorot is Agorot {
  return (
    typeof agorot === 'number' && Number.isSafeInteger(agorot) && agorot > 0 && agorot <= MAX_AMOUNT_AGOROT
  );
}

/** `toAgorot` plus the product's bounds: what the API applies to every incoming `amount`. */
export function parseAmount(shekels: number | string, path = 'amount'): Agorot {
  let agorot: Agorot;
  try {
    agorot = toAgorot(shekels);
  } catch (error) {
    throw error instanceof DomainError ? new DomainError(error.message, path) : error;
  }
  if (!isValidAmount(agorot)) {
    throw new DomainError(`${path} must be more than 0 and at most 10,000,000 shekels`, path);
  }
  return agorot;
}

/** The exact sum of whole agorot. */
export function sumAgorot(amounts: readonly Agorot[]): Agorot {
  let total = 0;
  amounts.forEach((amount, i) => (total += requireAgorot(amount, `amounts[${i}]`)));
  if (!Number.isSafeInteger(total)) throw new DomainError('The sum is too large to count exactly in agorot');
  return total;
}

/**
 * `total` in `parts` shares that differ by at most one agora and add up to `total` exactly; the agorot left over
 * go to the first shares (an installment plan charges the remainder up front): `splitAgorot(1000, 3)` is
 * `[334, 333, 333]`.
 */
export function splitAgorot(total: Agorot, parts: number): Agorot[] {
  requireAgorot(total, 'total');
  if (total < 0) throw new DomainError(`total must not be negative, got ${total}`, 'total');
  if (!Number.isSafeInteger(parts) || parts < 1) {
    throw new DomainError(`parts must be a whole number of at least 1, got ${describeValue(parts)}`, 'parts');
  }
  const share = Math.floor(total / parts);
  const leftover = total - share * parts;
  return Array.from({ length: parts }, (_, i) => (i < leftover ? share + 1 : share));
}
