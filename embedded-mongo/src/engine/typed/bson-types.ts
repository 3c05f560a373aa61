import { fitsInt32 } from '../numbers.js';
import { CommandError } from '../../commands/errors.js';

/** BSON type numbers and the aliases `$type` takes, and the type of a typed value (engine/numbers). */
const ALIASES: Record<string, number> = {
  double: 1,
  string: 2,
  object: 3,
  array: 4,
  binData: 5,
  undefined: 6,
  objectId: 7,
  bool: 8,
  date: 9,
  null: 10,
  regex: 11,
  dbPointer: 12,
  javascript: 13,
  symbol: 14,
  javascriptWithScope: 15,
  int: 16,
  timestamp: 17,
  long: 18,
  decimal: 19,
  minKey: -1,
  maxKey: 127,
};

const NAMES = new Map(Object.entries(ALIASES).map(([name, code]) => [code, name]));

/** The BSON type number of a typed value; undefined for a missing one. */
export function bsonTypeOf(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (value === null) return 10;
  switch (typeof value) {
    case 'number':
      return fitsInt32(value) && !Object.is(value, -0) ? 16 : 1;
    case 'string':
      return 2;
    case 'boolean':
      return 8;
    case 'bigint':
      return 18;
    default:
      break;
  }
  if (Array.isArray(value)) return 4;
  if (value instanceof Date) return 9;
  if (value instanceof RegExp) return 11;
  switch ((value as { _bsontype?: string })._bsontype) {
    case 'Double':
      return 1;
    case 'Int32':
      return 16;
    case 'Long':
      return 18;
    case 'Decimal128':
      return 19;
    case 'Binary':
      return 5;
    case 'ObjectId':
      return 7;
    case 'BSONRegExp':
      return 11;
    case 'DBRef':
      return 3;
    case 'Code':
      return (value as { scope?: unknown }).scope ? 15 : 13;
    case 'BSONSymbol':
      return 14;
    case 'Timestamp':
      return 17;
    case 'MinKey':
      return -1;
    case 'MaxKey':
      return 127;
    default:
      return 3;
  }
}

/** The `$type` expression's answer: the type's alias, or 'missing'. */
export function typeName(value: unknown): string {
  const code = bsonTypeOf(value);
  return code === undefined ? 'missing' : NAMES.get(code)!;
}

/** The type numbers one `$type` query argument stands for ('number' is all four numeric types). */
export function typeCodes(spec: unknown): number[] {
  if (typeof spec === 'string') {
    if (spec === 'number') return [1, 16, 18, 19];
    const code = ALIASES[spec];
    if (code === undefined) throw new CommandError('BadValue', `Unknown type name alias: ${spec}`);
    return [code];
  }
  const n = Number(typeof spec === 'object' && spec !== null ? String(spec) : spec);
  if (typeof spec !== 'number' && !(typeof spec === 'object' && spec !== null)) {
    throw new CommandError('TypeMismatch', 'type must be represented as a number or a string');
  }
  if (!Number.isInteger(n) || !NAMES.has(n))
    throw new CommandError('BadValue', `Invalid numerical type code: ${n}`);
  return [n];
}
