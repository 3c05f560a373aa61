import { CommandError } from '../../commands/errors.js';

/** PCRE2's syntax tables and the errors it answers with, as MongoDB reports them (engine/regex/pcre). */

const INVALID = 'Regular expression is invalid';

export function invalid(reason: string): CommandError {
  return new CommandError('Location51091', `${INVALID}: ${reason}`);
}

export function unsupported(what: string): CommandError {
  return new CommandError('CommandNotSupported', `$regex: ${what} is not supported by embedded-mongo`);
}

export const ASCII_SPACE = '\\t\\n\\x0b\\f\\r ';
export const HORIZONTAL = '\\t \\xa0\\u1680\\u180e\\u2000-\\u200a\\u202f\\u205f\\u3000';
export const VERTICAL = '\\n\\x0b\\f\\r\\x85\\u2028\\u2029';
/** What the `x` option skips: Unicode's Pattern_White_Space (not a no-break space). */
export const PATTERN_WHITE_SPACE = new Set([...'\t\n\x0b\f\r \u0085\u200e\u200f\u2028\u2029']);
/** Characters escaped with `\` in the output; any other character is written as itself or `\u{…}`. */
const SYNTAX = new Set([...'^$\\.*+?()[]{}|/']);

export const POSIX: Record<string, string> = {
  alpha: 'a-zA-Z',
  digit: '0-9',
  alnum: 'a-zA-Z0-9',
  upper: 'A-Z',
  lower: 'a-z',
  space: ASCII_SPACE,
  blank: ' \\t',
  word: 'a-zA-Z0-9_',
  xdigit: '0-9a-fA-F',
  cntrl: '\\x00-\\x1f\\x7f',
  print: '\\x20-\\x7e',
  graph: '\\x21-\\x7e',
  punct: '!-\\/:-@\\[-`{-~',
};

/** Escapes PCRE2 knows; any other letter after `\` is PCRE2's error 103. */
export const KNOWN_LETTER_ESCAPES = new Set([...'aAbBcCdDeEfgGhHkKnNopPQrRsStvVwWxXzZ']);
export const JS_ONLY = new Set([...'FLlUu']);

export const GENERAL_CATEGORIES = new Set(
  'C Cc Cf Cn Co Cs L Ll Lm Lo Lt Lu M Mc Me Mn N Nd Nl No P Pc Pd Pe Pf Pi Po Ps S Sc Sk Sm So Z Zl Zp Zs'.split(
    ' ',
  ),
);

export function literal(char: string, inClass: boolean): string {
  if (SYNTAX.has(char) || (inClass && char === '-')) return `\\${char}`;
  const code = char.codePointAt(0)!;
  return code < 0x20 || code === 0x7f ? `\\u{${code.toString(16)}}` : char;
}
