import { CommandError } from '../../commands/errors.js';
import { caseClosure, caselessLiteral } from './caseless.js';
import {
  invalid,
  unsupported,
  ASCII_SPACE,
  HORIZONTAL,
  VERTICAL,
  PATTERN_WHITE_SPACE,
  POSIX,
  KNOWN_LETTER_ESCAPES,
  JS_ONLY,
  GENERAL_CATEGORIES,
  literal,
} from './pcre-syntax.js';

/**
 * MongoDB compiles `$regex` with PCRE2 (UTF; `i` caseless, `m` multiline, `s` dotall, `x` extended; no UCP, so
 * `\s \w \d \b` are ASCII). This reads a pattern as PCRE2 does and writes the JavaScript regular expression (with
 * the `u` flag: code points and Unicode case folding, as PCRE2's UTF mode) that matches the same strings. What PCRE2
 * refuses is refused with MongoDB's error (51091); what PCRE2 accepts but this cannot express in JavaScript
 * (possessive quantifiers, atomic groups, recursion, verbs, inline flags, \G \K \X \C …) is refused as not
 * supported (115) — never run as something else.
 */

export interface TranslatedRegex {
  source: string;
  flags: string;
}

/** The JavaScript equivalent of PCRE2 pattern `pattern` under MongoDB options `options`. */
export function translatePcre(pattern: string, options: string): TranslatedRegex {
  for (const option of options) {
    if (!'imsxu'.includes(option)) {
      throw new CommandError('Location51108', `invalid flag in regex options: ${option}`);
    }
  }
  if (pattern.includes('\0')) throw invalid('Regular expression cannot contain an embedded null byte');
  const multiline = options.includes('m');
  const dotAll = options.includes('s');
  const extended = options.includes('x');
  const caseless = options.includes('i');
  const lit = (char: string, inClass: boolean) =>
    caseless && !inClass ? caselessLiteral(char, literal(char, inClass), inClass) : literal(char, inClass);
  let classBody = 0; // where the current class's characters start in `out`
  let classSets = ''; // its \d \w \s \p… escapes, which `i` does not fold
  const lookbehinds: boolean[] = []; // per open group: whether it is (in) a lookbehind
  const chars = [...pattern];
  let out = '';
  let i = 0;
  let inClass = false;
  let classStart = 0;
  let atomStart = true; // whether a quantifier here would have nothing to repeat (PCRE2 error 109)
  const peek = (ahead = 0) => chars[i + ahead];

  const readUntil = (close: string): string => {
    const end = chars.indexOf(close, i);
    if (end < 0) return '';
    const text = chars.slice(i, end).join('');
    i = end + 1;
    return text;
  };

  const escape = (): string => {
    const c = chars[i++];
    if (c === undefined) throw invalid('\\ at end of pattern');
    if (/[1-9]/.test(c)) {
      if (inClass) throw unsupported('an octal escape in a class');
      let digits = c;
      while (/[0-9]/.test(peek() ?? '')) digits += chars[i++];
      if (caseless) throw unsupported('a back reference with the i option');
      return `\\${digits}`;
    }
    if (c === '0') {
      let digits = '';
      while (digits.length < 2 && /[0-7]/.test(peek() ?? '')) digits += chars[i++];
      return `\\u{${parseInt(digits || '0', 8).toString(16)}}`;
    }
    if (!/[a-zA-Z]/.test(c)) return lit(c, inClass);
    if (c === 'N' && chars.slice(i, i + 3).join('') === '{U+') {
      // \N{U+hh…} names a code point (UTF mode only, which MongoDB always uses)
      i += 3;
      const hex = readUntil('}');
      if (!/^[0-9a-fA-F]+$/.test(hex)) throw invalid('\\N{U+dddd} is supported only in Unicode (UTF) mode');
      return lit(String.fromCodePoint(parseInt(hex, 16)), inClass);
    }
    if (JS_ONLY.has(c) || (c === 'N' && peek() === '{'))
      throw invalid('PCRE2 does not support \\F, \\L, \\l, \\N{name}, \\U, or \\u');
    if (!KNOWN_LETTER_ESCAPES.has(c)) throw invalid('unrecognized character follows \\');
    switch (c) {
      case 'd':
      case 'D':
      case 'w':
      case 'W':
      case 't':
      case 'n':
      case 'r':
      case 'f':
        return `\\${c}`;
      case 'b':
        return inClass ? '\\x08' : '\\b';
      case 'B':
        if (inClass) throw invalid('escape sequence is invalid in character class');
        return '\\B';
      case 'a':
        return '\\x07';
      case 'e':
        return '\\x1b';
      case 's':
        return inClass ? ASCII_SPACE : `[${ASCII_SPACE}]`;
      case 'h':
        return inClass ? HORIZONTAL : `[${HORIZONTAL}]`;
      case 'v':
        return inClass ? VERTICAL : `[${VERTICAL}]`;
      case 'S':
      case 'H':
      case 'V': {
        if (inClass) throw unsupported(`\\${c} inside a character class`);
        const set = c === 'S' ? ASCII_SPACE : c === 'H' ? HORIZONTAL : VERTICAL;
        return `[^${set}]`;
      }
      case 'N':
        if (inClass) throw invalid('escape sequence is invalid in character class');
        return '[^\\n]';
      case 'R':
        if (inClass) throw invalid('escape sequence is invalid in character class');
        return `(?:\\r\\n|[${VERTICAL}])`;
      case 'A':
        if (inClass) throw invalid('escape sequence is invalid in character class');
        return '(?<![\\s\\S])';
      case 'z':
        if (inClass) throw invalid('escape sequence is invalid in character class');
        return '(?![\\s\\S])';
      case 'Z':
        if (inClass) throw invalid('escape sequence is invalid in character class');
        return '(?=\\n?(?![\\s\\S]))';
      case 'x': {
        if (peek() === '{') {
          i++;
          const hex = readUntil('}');
          if (!/^[0-9a-fA-F]+$/.test(hex) || parseInt(hex, 16) > 0x10ffff)
            throw invalid('character code point value in \\x{} or \\o{} is too large');
          return lit(String.fromCodePoint(parseInt(hex, 16)), inClass);
        }
        let hex = '';
        while (hex.length < 2 && /[0-9a-fA-F]/.test(peek() ?? '')) hex += chars[i++];
        return lit(String.fromCodePoint(parseInt(hex || '0', 16)), inClass);
      }
      case 'o': {
        if (peek() !== '{') throw invalid('missing opening brace after \\o');
        i++;
        const octal = readUntil('}');
        if (!/^[0-7]+$/.test(octal)) throw invalid('non-octal character in \\o{} (closing brace missing?)');
        return lit(String.fromCodePoint(parseInt(octal, 8)), inClass);
      }
      case 'c': {
        const next = chars[i++];
        if (next === undefined) throw invalid('\\c at end of pattern');
        return lit(String.fromCodePoint(next.toUpperCase().charCodeAt(0) ^ 0x40), inClass);
      }
      case 'p':
      case 'P': {
        let name: string;
        if (peek() === '{') {
          i++;
          name = readUntil('}');
        } else name = chars[i++] ?? '';
        const negated = name.startsWith('^');
        const bare = negated ? name.slice(1) : name;
        const property = GENERAL_CATEGORIES.has(bare) ? bare : `Script=${bare}`;
        const escaped = `\\${(c === 'P') !== negated ? 'P' : 'p'}{${property}}`;
        try {
          new RegExp(escaped, 'u');
        } catch {
          throw invalid('unknown property name after \\P or \\p');
        }
        return escaped;
      }
      case 'k': {
        const open = peek();
        const close = open === '<' ? '>' : open === '{' ? '}' : open === "'" ? "'" : undefined;
        if (!close || inClass)
          throw invalid('\\k is not followed by a braced, angle-bracketed, or quoted name');
        i++;
        if (caseless) throw unsupported('a back reference with the i option');
        return `\\k<${readUntil(close)}>`;
      }
      case 'E':
        return '';
      default:
        // \G \K \X \C \g (relative and numbered references), \Q…\E handled by the caller
        throw unsupported(`\\${c}`);
    }
  };

  while (i < chars.length) {
    const c = chars[i++]!;
    if (inClass) {
      if (c === ']' && i - 1 > classStart) {
        inClass = false;
        const literals = out.slice(classBody);
        out += (caseless ? caseClosure(literals) : '') + classSets + ']';
      } else if (c === '\\') {
        if (peek() === 'Q') {
          i++;
          out += quoted();
        } else if (/[dDwWsShHvVpP]/.test(peek() ?? '')) classSets += escape();
        else out += escape();
      } else if (c === '[' && peek() === ':') {
        const end = chars.indexOf(']', i);
        const spec = chars.slice(i, end + 1).join('');
        const match = /^:(\^?)([a-z]+):\]$/.exec(spec);
        if (!match) {
          out += '\\[';
          continue;
        }
        if (match[1] || !POSIX[match[2]!]) {
          if (!POSIX[match[2]!]) throw invalid('unknown POSIX class name');
          throw unsupported('a negated POSIX class');
        }
        out += POSIX[match[2]!];
        i = end + 1;
      } else out += c === '[' ? '\\[' : c === '-' ? '-' : literal(c, false);
      continue;
    }
    if (extended && PATTERN_WHITE_SPACE.has(c)) continue;
    if (extended && c === '#') {
      while (i < chars.length && chars[i] !== '\n') i++;
      continue;
    }
    switch (c) {
      case '\\':
        if (peek() === 'Q') {
          i++;
          out += quoted();
        } else out += escape();
        atomStart = false;
        break;
      case '[':
        inClass = true;
        out += '[';
        if (peek() === '^') {
          i++;
          out += '^';
        }
        classStart = i;
        classBody = out.length;
        classSets = '';
        if (peek() === ']') {
          // A `]` first in a class is a literal to PCRE2 (JavaScript would read an empty class).
          i++;
          out += '\\]';
          classStart = i - 1;
        }
        atomStart = false;
        break;
      case '(': {
        const opened = group();
        // A comment, `(?#…)`, is closed already.
        if (opened !== '(?:)') lookbehinds.push(lookbehinds.at(-1) === true || /^\(\?<[=!]/.test(opened));
        out += opened;
        atomStart = true;
        break;
      }
      case ')':
      case '|':
        if (c === ')') lookbehinds.pop();
        out += c;
        atomStart = c === '|';
        break;
      case '.':
        out += dotAll ? '[\\s\\S]' : '[^\\n]';
        atomStart = false;
        break;
      case '^':
        out += multiline ? '(?:(?<![\\s\\S])|(?<=\\n)(?=[\\s\\S]))' : '(?<![\\s\\S])';
        break;
      case '$':
        out += multiline ? '(?=\\n|(?![\\s\\S]))' : '(?=\\n?(?![\\s\\S]))';
        break;
      case '*':
      case '+':
      case '?':
      case '{': {
        let quantifier = c;
        if (c === '{') {
          const rest = chars.slice(i).join('');
          const bounds = /^(\d+)(,(\d*))?\}/.exec(rest);
          if (!bounds) {
            out += '\\{';
            atomStart = false;
            break;
          }
          if (bounds[3] && Number(bounds[3]) < Number(bounds[1]))
            throw invalid('numbers out of order in {} quantifier');
          quantifier += bounds[0];
          i += bounds[0].length;
        }
        if (atomStart) throw invalid('quantifier does not follow a repeatable item');
        if (lookbehinds.at(-1) && !/^\{(\d+)(?:,\1)?\}$/.test(quantifier))
          throw invalid('lookbehind assertion is not fixed length');
        if (peek() === '+') throw unsupported('a possessive quantifier');
        if (peek() === '?') quantifier += chars[i++];
        out += quantifier;
        break;
      }
      default:
        out += lit(c, false);
        atomStart = false;
    }
  }
  if (inClass) throw invalid('missing terminating ] for character class');

  function quoted(): string {
    let text = '';
    while (i < chars.length && !(chars[i] === '\\' && chars[i + 1] === 'E'))
      text += lit(chars[i++]!, inClass);
    i += 2;
    return text;
  }

  function group(): string {
    if (peek() === '*') throw unsupported('a backtracking verb or start-of-pattern option');
    if (peek() !== '?') return '(';
    i++;
    const kind = chars[i++];
    if (kind === ':' || kind === '=' || kind === '!') return `(?${kind}`;
    if (kind === '#') {
      readUntil(')');
      return '(?:)';
    }
    if (kind === '<' && (peek() === '=' || peek() === '!')) return `(?<${chars[i++]}`;
    if (kind === '<' || kind === "'" || (kind === 'P' && peek() === '<')) {
      if (kind === 'P') i++;
      const name = readUntil(kind === "'" ? "'" : '>');
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
        throw invalid('syntax error in subpattern name (missing terminator?)');
      return `(?<${name}>`;
    }
    if (kind === 'P' && peek() === '=') throw unsupported('(?P=name)');
    throw unsupported(`the group (?${kind ?? ''}`);
  }

  // Caseless matching is written out above (engine/regex/caseless), so JavaScript's own `i` is never used.
  const flags = 'u';
  try {
    new RegExp(out, flags);
  } catch (error) {
    throw invalid((error as Error).message.replace(/^Invalid regular expression: /, ''));
  }
  return { source: out, flags };
}

/** `translatePcre` as a RegExp, cached: the same filter arrives again and again. */
const cache = new Map<string, RegExp>();
export function pcreToRegExp(pattern: string, options: string): RegExp {
  const key = `${options}/${pattern}`;
  let compiled = cache.get(key);
  if (!compiled) {
    const { source, flags } = translatePcre(pattern, options);
    compiled = new RegExp(source, flags);
    if (cache.size > 1000) cache.clear();
    cache.set(key, compiled);
  }
  return compiled;
}
