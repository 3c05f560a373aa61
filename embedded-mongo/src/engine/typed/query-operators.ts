import { compareBson } from '../bson-order.js';
import { typedOf } from '../numbers.js';
import { CommandError } from '../../commands/errors.js';
import { bsonTypeOf, typeCodes } from './bson-types.js';
import { valuesForMatch } from './typed-path.js';
import { orderOf, type StringOrder } from './collation.js';

/**
 * The comparison and `$type` query operators, over the typed document behind the plain one mingo tests
 * (`typedOf`): types are told apart (`$type: 'double'` is not an Int32), numbers compared exactly (Int64 beyond
 * 2^53, Decimal128), embedded documents in BSON order, field by field in stored order. Comparisons only meet
 * values of the same kind (a number is never `$gt` a string), as in MongoDB.
 */

type Predicate = (doc: object) => boolean;
type QueryOperator = (selector: string, operand: unknown, options?: unknown) => Predicate;

const tagOf = (v: unknown) =>
  v !== null && typeof v === 'object' ? (v as { _bsontype?: string })._bsontype : undefined;

/** MongoDB's type brackets: values compare only within one. */
function bracket(value: unknown): number {
  const type = bsonTypeOf(value);
  switch (type) {
    case undefined:
    case 10:
      return 5;
    case 1:
    case 16:
    case 18:
    case 19:
      return 10;
    case 2:
    case 14:
      return 15;
    default:
      return type!;
  }
}

export function equals(value: unknown, operand: unknown, strings?: StringOrder): boolean {
  if (operand === null || operand === undefined) return value === null || value === undefined;
  return bracket(value) === bracket(operand) && compareBson(value, operand, strings) === 0;
}

function matchesIn(value: unknown, operand: unknown, strings?: StringOrder): boolean {
  if (operand instanceof RegExp) return typeof value === 'string' && operand.test(value);
  return equals(value, operand, strings);
}

const candidates = (doc: object, selector: string) => valuesForMatch(typedOf(doc), selector);

function ordered(test: (c: number) => boolean, orEqualNull: boolean): QueryOperator {
  return (selector, operand, options) => {
    const strings = orderOf(options);
    const kind = tagOf(operand);
    if (operand === null || operand === undefined)
      return (doc) => orEqualNull && candidates(doc, selector).some((v) => v === null || v === undefined);
    if (kind === 'MinKey' || kind === 'MaxKey')
      return (doc) =>
        candidates(doc, selector).some((v) => v !== undefined && test(compareBson(v, operand, strings)));
    const want = bracket(operand);
    return (doc) =>
      candidates(doc, selector).some(
        (v) => v !== undefined && bracket(v) === want && test(compareBson(v, operand, strings)),
      );
  };
}

function listOf(operand: unknown, name: string): unknown[] {
  if (!Array.isArray(operand)) throw new CommandError('BadValue', `${name} needs an array`);
  return operand;
}

const $eq: QueryOperator = (selector, operand, options) => {
  const strings = orderOf(options);
  return (doc) => candidates(doc, selector).some((v) => equals(v, operand, strings));
};

const $in: QueryOperator = (selector, operand, options) => {
  const list = listOf(operand, '$in');
  const strings = orderOf(options);
  return (doc) => candidates(doc, selector).some((v) => list.some((item) => matchesIn(v, item, strings)));
};

const $type: QueryOperator = (selector, operand) => {
  const codes = (Array.isArray(operand) ? operand : [operand]).flatMap(typeCodes);
  return (doc) =>
    candidates(doc, selector).some((v) => {
      const code = bsonTypeOf(v);
      return code !== undefined && codes.includes(code);
    });
};

/** The operators, in mingo's signature (`(selector, operand, options) => predicate`). */
export const queryOperators: Record<string, QueryOperator> = {
  $eq,
  $ne: (selector, operand, options) => {
    const eq = $eq(selector, operand, options);
    return (doc) => !eq(doc);
  },
  $in,
  $nin: (selector, operand, options) => {
    const inList = $in(selector, operand, options);
    return (doc) => !inList(doc);
  },
  $gt: ordered((c) => c > 0, false),
  $gte: ordered((c) => c >= 0, true),
  $lt: ordered((c) => c < 0, false),
  $lte: ordered((c) => c <= 0, true),
  $type,
};
