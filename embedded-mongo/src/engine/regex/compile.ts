import { BSONRegExp } from 'bson';
import { CommandError } from '../../commands/errors.js';
import { pcreToRegExp } from './pcre.js';

const REGEX_EXPRESSIONS = new Set(['$regexMatch', '$regexFind', '$regexFindAll']);

function isPlain(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function fromBson(value: BSONRegExp, options?: unknown): RegExp {
  if (options !== undefined && value.options) {
    throw new CommandError('Location51075', 'options set in both $regex and $options');
  }
  return pcreToRegExp(value.pattern, typeof options === 'string' ? options : value.options);
}

/** `{ $regex, $options }` with the pattern compiled as PCRE2 reads it (`$options` folded in). */
function regexCondition(condition: Record<string, unknown>): Record<string, unknown> {
  const { $regex: regex, $options: options, ...rest } = condition;
  if (options !== undefined && typeof options !== 'string')
    throw new CommandError('BadValue', '$options has to be a string');
  if (regex === undefined) throw new CommandError('BadValue', '$options needs a $regex');
  let compiled: RegExp;
  if (regex instanceof BSONRegExp) compiled = fromBson(regex, options);
  else if (typeof regex === 'string') compiled = pcreToRegExp(regex, (options as string | undefined) ?? '');
  else throw new CommandError('BadValue', '$regex has to be a string');
  return { ...compileRegexes(rest), $regex: compiled };
}

function regexExpression(argument: unknown): unknown {
  if (!isPlain(argument)) return compileRegexes(argument);
  const { regex, options, ...rest } = argument;
  const compiled =
    regex instanceof BSONRegExp
      ? fromBson(regex, options)
      : typeof regex === 'string'
        ? pcreToRegExp(regex, typeof options === 'string' ? options : '')
        : regex;
  return { ...compileRegexes(rest), regex: compiled };
}

/**
 * A filter or pipeline with every regular expression in it (`$regex`, a regex value, `$regexMatch`/`Find`/
 * `FindAll`) replaced by the JavaScript RegExp that matches what MongoDB's PCRE2 matches — or MongoDB's error for
 * a pattern PCRE2 refuses. Returns `value` itself when it holds none.
 */
export function compileRegexes<T>(value: T): T {
  if (value instanceof BSONRegExp) return fromBson(value) as T;
  if (value instanceof RegExp) return pcreToRegExp(value.source, value.flags.replace(/[gyd]/g, '')) as T;
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const compiled = compileRegexes(item);
      changed ||= compiled !== item;
      return compiled;
    });
    return (changed ? items : value) as T;
  }
  if (!isPlain(value)) return value;
  if ('$regex' in value || '$options' in value) return regexCondition(value) as T;
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const compiled = REGEX_EXPRESSIONS.has(key) ? regexExpression(item) : compileRegexes(item);
    changed ||= compiled !== item;
    out[key] = compiled;
  }
  return (changed ? out : value) as T;
}
