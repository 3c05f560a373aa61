import { evalExpr } from 'mingo/core';
import type { Options } from 'mingo/types';
import { compareBson } from '../bson-order.js';
import { copyDocument, numberType, plain, typedOf } from '../numbers.js';
import { CommandError } from '../../commands/errors.js';
import { add, divide, isZero, multiply, subtract } from './arithmetic.js';
import { typeName } from './bson-types.js';
import { orderOf, type StringOrder } from './collation.js';
import { valueAtPath } from './typed-path.js';

/**
 * Expression operators that must see BSON types, evaluated over the typed document behind mingo's plain one:
 * comparisons (`$eq`, `$gt`, …, `$cmp`) compare whole values in BSON order — an array is not equal to one of its
 * elements, and missing is below null; `$type` names the exact type; `$add`, `$subtract`, `$multiply`, `$divide`
 * compute with MongoDB's number types. A result is typed (a Decimal128, an Int64, a whole Double) where a stage
 * stores it, and plain where one of mingo's own operators is going to read it.
 */

type Operator = (obj: object, expr: unknown, options: Options) => unknown;

/** How many of mingo's own operators are evaluating right now: above 0 a result must be plain for them. */
let insideMingo = 0;

/** `operator` counting itself as mingo's own, so that typed operators inside it answer plainly. */
export function countedAsMingo(operator: Operator): Operator {
  return (obj, expr, options) => {
    insideMingo += 1;
    try {
      return operator(obj, expr, options);
    } finally {
      insideMingo -= 1;
    }
  };
}

const rootOf = (obj: object, options: Options): object =>
  ((options as unknown as { local?: { root?: object } }).local?.root ?? obj) as object;

const isFieldPath = (expr: unknown): expr is string =>
  typeof expr === 'string' && expr.startsWith('$') && !expr.startsWith('$$') && expr.length > 1;

const typedImplementations: Record<string, Operator> = {};

/** One argument, typed: a field path from the typed document, a typed literal, a typed operator's own answer. */
function evalTyped(obj: object, expr: unknown, options: Options): unknown {
  if (isFieldPath(expr)) return valueAtPath(typedOf(rootOf(obj, options)), expr.slice(1));
  if (numberType(expr) !== undefined) return expr;
  if (expr !== null && typeof expr === 'object' && !Array.isArray(expr)) {
    const keys = Object.keys(expr);
    const own = keys.length === 1 ? typedImplementations[keys[0]!] : undefined;
    if (own) return own(obj, (expr as Record<string, unknown>)[keys[0]!], options);
  }
  return evalExpr(obj, expr, options);
}

function argumentsOf(obj: object, expr: unknown, options: Options): unknown[] {
  const list = Array.isArray(expr) ? expr : [expr];
  return list.map((item) => evalTyped(obj, item, options));
}

/** Aggregation order: missing below everything but MinKey, then BSON order. */
export function compareValues(a: unknown, b: unknown, strings?: StringOrder): number {
  if (a === undefined || b === undefined) {
    if (a === b) return 0;
    const other = a === undefined ? b : a;
    const sign = a === undefined ? -1 : 1;
    return (other as { _bsontype?: string } | null)?._bsontype === 'MinKey' ? -sign : sign;
  }
  return compareBson(a, b, strings);
}

function comparison(test: (c: number) => unknown): Operator {
  return (obj, expr, options) => {
    const [a, b] = argumentsOf(obj, expr, options);
    return test(compareValues(a, b, orderOf(options)));
  };
}

function arithmetic(compute: (values: unknown[]) => unknown, fallback: Operator): Operator {
  return (obj, expr, options) => {
    const values = argumentsOf(obj, expr, options);
    if (values.some((v) => v === null || v === undefined)) return null;
    if (values.length === 0 || !values.every((v) => numberType(v) !== undefined))
      return fallback(obj, plain(expr), options);
    return compute(values);
  };
}

/** The typed operators, each answering plainly inside one of mingo's own; `original` holds mingo's versions. */
export function typedExpressionOperators(original: Record<string, Operator>): Record<string, Operator> {
  Object.assign(typedImplementations, {
    $eq: comparison((c) => c === 0),
    $ne: comparison((c) => c !== 0),
    $gt: comparison((c) => c > 0),
    $gte: comparison((c) => c >= 0),
    $lt: comparison((c) => c < 0),
    $lte: comparison((c) => c <= 0),
    $cmp: comparison((c) => Math.sign(c)),
    $type: (obj, expr, options) => typeName(argumentsOf(obj, expr, options)[0]),
    $add: arithmetic(add, original.$add!),
    $subtract: arithmetic(([a, b]) => subtract(a, b), original.$subtract!),
    $multiply: arithmetic(multiply, original.$multiply!),
    $divide: arithmetic(([a, b]) => {
      if (isZero(b)) throw new CommandError('BadValue', "can't $divide by zero");
      return divide(a, b);
    }, original.$divide!),
    // A bare field path of a stage (`{ $set: { c: '$v' } }`), rewritten to keep the value's type.
    $_typedField: (obj, expr, options) => copyDocument(evalTyped(obj, expr, options)),
  } satisfies Record<string, Operator>);
  const out: Record<string, Operator> = {};
  for (const [name, operator] of Object.entries(typedImplementations)) {
    out[name] = (obj, expr, options) => {
      const result = operator(obj, expr, options);
      return insideMingo > 0 ? plain(result) : result;
    };
  }
  return out;
}
