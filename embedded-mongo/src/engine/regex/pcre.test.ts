import { describe, expect, it } from 'vitest';
import { runPcre2 } from '../../pcre2/pcre2test.js';
import { CommandError } from '../../commands/errors.js';
import { translatePcre } from './pcre.js';

/**
 * Each pattern goes through PCRE2 itself (pcre2test, with MongoDB's flags) and through the translation: PCRE2's
 * refusals must be refused with MongoDB's 51091, and an accepted pattern must either find exactly what PCRE2 finds
 * in every subject or be refused as not supported (115) — never answer differently.
 */
const SUBJECTS = [
  'abc',
  'ABC\n',
  'a\nb\r\nc',
  'שָׁלוֹם עולם',
  'x\u00a0y',
  'x y\tz',
  'ſKk K',
  '{a}[b](c)',
  'a.b*c+d?',
  'line1\nline2\n',
  'aaa',
  'עִבְרִית 123',
  '😀 emoji',
  'foo\\bar',
  '',
  'a\u200fb a\u00a0b ab',
  'ſ K',
  'ΣσςΜµ',
  'ששל',
];

const PATTERNS: [string, string][] = [
  ['abc', ''],
  ['abc', 'i'],
  ['^a', ''],
  ['c$', ''],
  ['c$', 'm'],
  ['^line2$', 'm'],
  ['^line2$', ''],
  ['a.b', ''],
  ['a.b', 's'],
  ['.', ''],
  ['\\s+', ''],
  ['\\S+', ''],
  ['x\\sy', ''],
  ['\\w+', ''],
  ['\\d+', ''],
  ['\\bfoo\\b', ''],
  ['[\\u0591-\\u05C7]', ''],
  ['\\u05e9', ''],
  ['\\x{5e9}', ''],
  ['[\\x{591}-\\x{5c7}]+', ''],
  ['\\x41', 'i'],
  ['s', 'i'],
  ['k', 'i'],
  ['[a-c]+', 'i'],
  ['[]a]', ''],
  ['[^]a]+', ''],
  ['{a}', ''],
  ['a{2}', ''],
  ['a{2,}', ''],
  ['a{,2}', ''],
  ['a{1,2}?', ''],
  ['\\{a\\}', ''],
  ['\\Qa.b\\E', ''],
  ['a\\.b', ''],
  ['\\/', ''],
  ['\\-', ''],
  ['\\#', ''],
  ['\\i', ''],
  ['\\y', ''],
  ['\\N{U+41}', ''],
  ['\\U', ''],
  ['\\cA', ''],
  ['\\h+', ''],
  ['\\H+', ''],
  ['\\v', ''],
  ['\\R', ''],
  ['\\Aabc', ''],
  ['c\\z', ''],
  ['c\\Z', ''],
  ['\\p{Hebrew}+', ''],
  ['\\p{L}+', ''],
  ['\\pL+', ''],
  ['\\P{L}+', ''],
  ['\\p{Nonsense}', ''],
  ['(a)(b)?\\1', ''],
  ['(?<x>a)\\k<x>', ''],
  ["(?'x'a)\\k{x}", ''],
  ['(?P<x>a)', ''],
  ['(?:ab)+', ''],
  ['(?=b)b', ''],
  ['(?<=a)b', ''],
  ['(?<!a)b', ''],
  ['a(?#comment)b', ''],
  ['[[:alpha:]]+', ''],
  ['[[:digit:][:space:]]+', ''],
  ['[[:^alpha:]]+', ''],
  ['[[:bogus:]]', ''],
  ['a b # comment', 'x'],
  ['(?i)abc', ''],
  ['a++', ''],
  ['(?>a+)', ''],
  ['(*UCP)\\w+', ''],
  ['*a', ''],
  ['a**', ''],
  ['(a', ''],
  ['a)', ''],
  ['[a', ''],
  ['a{3,1}', ''],
  ['\\', ''],
  ['\\0', ''],
  ['\\012', ''],
  ['\\o{101}', ''],
  ['\\e\\a', ''],
  ['foo\\\\bar', ''],
  ['[\\s]', ''],
  ['[\\S]', ''],
  ['[\\d.]+', ''],
  ['[\\b]', ''],
  ['a|', ''],
  ['|', ''],
  ['😀', ''],
  ['.😀', ''],
  ['ש[\\u0591-\\u05C7]*ל', ''],
  ['abc', 'z'],
  ['\\p{Lu}', 'i'],
  ['[\\p{Lu}]', 'i'],
  ['\\P{Ll}+', 'i'],
  ['\\w', 'i'],
  ['\\W', 'i'],
  ['\\w+\\b', 'i'],
  ['[\\w]', 'i'],
  ['[^\\W]', 'i'],
  ['[a-z]+', 'i'],
  ['[^a-z]+', 'i'],
  ['σ', 'i'],
  ['µ', 'i'],
  ['[k-l]', 'i'],
  ['a\u200fb', 'x'],
  ['a\u00a0b', 'x'],
  ['(?<=ש+)ל', ''],
  ['(?<=ש{2})ל', ''],
  ['(?<=ש|שש)ל', ''],
  ['(?<=(?:ש)*)ל', ''],
  ['(a)\\1', 'i'],
];

function refusal(pattern: string, options: string): { code: number; message: string } | undefined {
  try {
    translatePcre(pattern, options);
    return undefined;
  } catch (error) {
    if (!(error instanceof CommandError)) throw error;
    return { code: error.code, message: error.message };
  }
}

describe('PCRE2 patterns read as MongoDB reads them', () => {
  const outcomes = runPcre2(
    PATTERNS.filter(([, options]) => /^[imsx]*$/.test(options)).map(([pattern, options]) => ({
      pattern,
      options,
      subjects: SUBJECTS,
    })),
  );
  const accepted = PATTERNS.filter(([, options]) => /^[imsx]*$/.test(options));
  const unsupported: string[] = [];

  it.each(accepted.map(([pattern, options], at) => [pattern, options, at] as const))(
    '/%s/%s',
    (pattern, options, at) => {
      const pcre = outcomes[at]!;
      const refused = refusal(pattern, options);
      if (pcre.error) {
        expect(refused, `PCRE2 refuses it (${pcre.error})`).toBeDefined();
        expect(refused!.code).toBe(51091);
        return;
      }
      if (refused) {
        expect(refused.code, refused.message).toBe(115);
        unsupported.push(pattern);
        return;
      }
      const { source, flags } = translatePcre(pattern, options);
      const js = SUBJECTS.map((subject) => new RegExp(source, flags).exec(subject)?.[0] ?? null);
      expect(js, `as JavaScript: /${source}/${flags}`).toEqual(pcre.matches);
    },
  );

  it('refuses as unsupported only what it cannot express', () => {
    expect(unsupported.sort()).toEqual(
      ['(*UCP)\\w+', '(?>a+)', '(?i)abc', '[[:^alpha:]]+', '[\\S]', 'a++', '(a)\\1'].sort(),
    );
  });

  it('refuses \\u escapes with MongoDB 7.0 error text and an unknown option with 51108', () => {
    expect(refusal('\\u0591', '')).toEqual({
      code: 51091,
      message: 'Regular expression is invalid: PCRE2 does not support \\F, \\L, \\l, \\N{name}, \\U, or \\u',
    });
    expect(refusal('abc', 'z')?.code).toBe(51108);
  });
});
