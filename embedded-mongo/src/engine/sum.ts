import { Decimal128 } from 'bson';
import {
  addDecimals,
  decimal128Of,
  decimalOfDouble,
  parseDecimal,
  type Decimal,
  type Special,
} from './typed/decimal.js';
import { fitsInt32, typedDouble, typedLong } from './numbers.js';

/**
 * `$sum` and `$avg` with MongoDB's widening rules, over typed numbers (engine/numbers): Int32 values add up to an
 * Int32, or an Int64 once the total leaves Int32's range; any Int64 makes the total an Int64 (a Double if it
 * overflows); any Double makes it a Double; any Decimal128 makes it a Decimal128, added exactly. Integers are
 * added exactly (as BigInt past 2^53), so Int64 totals beyond 2^53 are not rounded. Non-numbers are skipped.
 * `$avg` is a Double, or a Decimal128 when a Decimal128 was averaged; null when there was no number.
 */

export class Summation {
  /** The Int32 and Int64 values' total while it is a safe integer; then `bigTotal` takes over. */
  private intTotal = 0;
  private bigTotal: bigint | undefined;
  private doubleTotal = 0;
  private decimalTotal: Decimal = { coefficient: 0n, exponent: 0 };
  private special: Special | undefined;
  private sawLong = false;
  private sawDouble = false;
  private sawDecimal = false;
  /** How many numbers were added (`$avg` divides by it). */
  count = 0;

  add(value: unknown): void {
    if (typeof value === 'number') {
      if (fitsInt32(value) && !Object.is(value, -0)) this.addInteger(value);
      else this.addDouble(value);
      return;
    }
    const type =
      value !== null && typeof value === 'object' ? (value as { _bsontype?: string })._bsontype : '';
    if (type === 'Int32') this.addInteger((value as { valueOf(): number }).valueOf());
    else if (type === 'Double') this.addDouble((value as { valueOf(): number }).valueOf());
    else if (type === 'Long') {
      this.sawLong = true;
      this.addBig((value as { toBigInt(): bigint }).toBigInt());
    } else if (type === 'Decimal128') {
      this.sawDecimal = true;
      this.count += 1;
      this.addToDecimal(parseDecimal(String(value)));
    }
  }

  private addInteger(n: number): void {
    this.count += 1;
    if (this.bigTotal !== undefined) {
      this.bigTotal += BigInt(n);
      return;
    }
    this.intTotal += n;
    if (!Number.isSafeInteger(this.intTotal)) {
      this.bigTotal = BigInt(this.intTotal - n) + BigInt(n);
      this.intTotal = 0;
    }
  }

  private addBig(n: bigint): void {
    this.count += 1;
    this.bigTotal = (this.bigTotal ?? BigInt(this.intTotal)) + n;
    this.intTotal = 0;
  }

  private addDouble(n: number): void {
    this.count += 1;
    this.sawDouble = true;
    this.doubleTotal += n;
  }

  private addToDecimal(d: Decimal | Special): void {
    if (typeof d === 'string') {
      this.special = this.special === undefined || this.special === d ? d : 'NaN'; // Infinity + -Infinity, or NaN
      return;
    }
    this.decimalTotal = addDecimals(this.decimalTotal, d);
  }

  private integers(): bigint {
    return this.bigTotal ?? BigInt(this.intTotal);
  }

  /** The exact total of everything, as a decimal (or NaN/±Infinity). */
  private asDecimal(): Decimal | Special {
    const special = this.special;
    const double = this.doubleTotal;
    if (!Number.isFinite(double)) {
      const d: Special = Number.isNaN(double) ? 'NaN' : double > 0 ? 'Infinity' : '-Infinity';
      return special === undefined || special === d ? d : 'NaN';
    }
    if (special) return special;
    const withIntegers = addDecimals(this.decimalTotal, { coefficient: this.integers(), exponent: 0 });
    if (!this.sawDouble) return withIntegers;
    // MongoDB adds a Double into a Decimal128 total at its exact value, to 34 digits (0.1 is 0.1000…055511151231257827).
    return addDecimals(withIntegers, decimalOfDouble(double) as Decimal);
  }

  /** `$sum`'s result, typed. */
  sum(): unknown {
    if (this.sawDecimal) {
      const total = this.asDecimal();
      return decimal128Of(total);
    }
    if (this.sawDouble) return typedDouble(Number(this.integers()) + this.doubleTotal);
    const total = this.integers();
    if (!this.sawLong && total >= -(2n ** 31n) && total < 2n ** 31n) return Number(total);
    return typedLong(total);
  }

  /** `$avg`'s result, typed. */
  average(): unknown {
    if (this.count === 0) return null;
    if (this.sawDecimal) {
      const total = this.asDecimal();
      if (typeof total === 'string') return Decimal128.fromString(total);
      // 34 significant digits are all a Decimal128 keeps: divide with that many to spare, then round once.
      const extra = 40 + String(this.count).length;
      const quotient = (total.coefficient * 10n ** BigInt(extra)) / BigInt(this.count);
      return decimal128Of({ coefficient: quotient, exponent: total.exponent - extra });
    }
    return typedDouble((Number(this.integers()) + this.doubleTotal) / this.count);
  }
}
