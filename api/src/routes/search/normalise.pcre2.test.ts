import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pcre2Available, runPcre2, type Pcre2Case } from '@kaspit/embedded-mongo/pcre2test';
import { matchRanges, namePattern, searchPattern } from './normalise.js';

/**
 * Every pattern the search can send to MongoDB, from generated Hebrew queries, goes through PCRE2 itself with
 * MongoDB's flags (UTF, caseless for `i`): it must compile, and find exactly what the JavaScript side (the
 * highlighting here, and embedded-mongo) finds in the same texts. A JavaScript-only construct fails this test.
 */

const LETTERS = [...'אבגדהוזחטיכלמנסעפצקרשתךםןףץ'];
const MARKS = ['\u05B0', '\u05B4', '\u05B7', '\u05B8', '\u05BC', '\u05C1', '\u05C2', '\u0591', '\u05C7'];
const FINAL: Record<string, string> = {
  כ: 'ך',
  מ: 'ם',
  נ: 'ן',
  פ: 'ף',
  צ: 'ץ',
  ך: 'כ',
  ם: 'מ',
  ן: 'נ',
  ף: 'פ',
  ץ: 'צ',
};
const SPACES = [' ', '  ', '\t', '\n', '\u00a0', '\u2003', '\u3000', '\u000b'];
const OTHERS = [...'abcXYZ019-.*+?^$()[]{}|\\/#', 'ſ', 'K', 'é', '😀', '₪'];

const letter = fc.constantFrom(...LETTERS);
const mark = fc.constantFrom(...MARKS);
const space = fc.constantFrom(...SPACES);
const other = fc.constantFrom(...OTHERS);

/** A Hebrew query as people type it: letters with and without niqqud, final forms anywhere, spaces, some Latin. */
const query = fc
  .array(
    fc.oneof(
      { weight: 6, arbitrary: letter },
      { weight: 2, arbitrary: fc.tuple(letter, mark).map(([l, m]) => l + m) },
      { weight: 1, arbitrary: space },
      { weight: 1, arbitrary: other },
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((parts) => parts.join(''));

/** The stored form of a query as another writer may have typed it: final forms swapped, marks added, spacing and case changed. */
function variant(text: string, choices: number[]): string {
  let at = 0;
  const next = () => choices[at++ % choices.length]!;
  return [...text]
    .map((char) => {
      if (/\s/.test(char)) return SPACES[next() % SPACES.length]!;
      let out = FINAL[char] && next() % 2 ? FINAL[char] : char;
      if (/[a-z]/.test(out) && next() % 2) out = out.toUpperCase();
      if (LETTERS.includes(out) && next() % 3 === 0) out += MARKS[next() % MARKS.length]!;
      return out;
    })
    .join('');
}

const noise = fc
  .array(fc.oneof(letter, mark, space, other), { maxLength: 6 })
  .map((parts) => parts.join('').replaceAll('\\', '')); // pcre2test prints a backslash as itself: keep output readable
const texts = (q: string) =>
  fc
    .tuple(noise, noise, fc.array(fc.nat(), { minLength: 1, maxLength: 12 }))
    .map(([before, after, choices]) => [
      `${before}${variant(q, choices).replaceAll('\\', '')}${after}`,
      before + after,
      variant(q, choices).replaceAll('\\', ''),
    ]);

const jsFirstMatch = (pattern: string, text: string) => {
  const [first] = matchRanges(text, pattern);
  return first ? text.slice(first[0], first[1]) : null;
};

describe('search patterns under PCRE2 (as MongoDB compiles $regex)', () => {
  it('pcre2test is installed (Debian pcre2-utils; .ci/run installs it)', () => {
    expect(pcre2Available()).toBe(true);
  });

  it('every generated pattern compiles and finds what JavaScript finds', () => {
    const samples = fc.sample(
      query.chain((q) => texts(q).map((subjects) => ({ q, subjects }))),
      { numRuns: 400, seed: 15 },
    );
    const cases: (Pcre2Case & { q: string })[] = [];
    for (const { q, subjects } of samples) {
      const pattern = searchPattern(q);
      if (pattern) cases.push({ q, pattern, options: 'i', subjects });
    }
    expect(cases.length).toBeGreaterThan(300);
    const outcomes = runPcre2(cases);
    let matched = 0;
    cases.forEach((testCase, at) => {
      const outcome = outcomes[at]!;
      expect(outcome.error, `PCRE2 refuses the pattern for ${JSON.stringify(testCase.q)}`).toBeUndefined();
      const js = testCase.subjects.map((text) => jsFirstMatch(testCase.pattern, text));
      expect(
        outcome.matches,
        `matches of ${JSON.stringify(testCase.q)} in ${JSON.stringify(testCase.subjects)}`,
      ).toEqual(js);
      matched += js.filter((m) => m !== null).length;
    });
    // The generated texts contain the query's variants: most subjects must really be matches, not only misses.
    expect(matched).toBeGreaterThan(cases.length);
  });

  it('spelling with and without vav and yod is found alike by PCRE2 and JavaScript', () => {
    const cases = [
      ['טלויזיה', ['טלוויזיה', 'טלויזיה', 'טלוִויזיה', 'טלזיה']],
      ['עתון', ['עיתון', 'עתון', 'עִיתוֹן', 'עתיד']],
      ['עיתון', ['עתון', 'מנוי עיתון חודשי']],
    ].map(([q, subjects]) => ({
      pattern: searchPattern(q as string)!,
      options: 'i',
      subjects: subjects as string[],
    }));
    const outcomes = runPcre2(cases);
    cases.forEach((testCase, at) => {
      expect(outcomes[at]!.error).toBeUndefined();
      expect(outcomes[at]!.matches).toEqual(
        testCase.subjects.map((text) => jsFirstMatch(testCase.pattern, text)),
      );
    });
    expect(outcomes[1]!.matches).toEqual(['עיתון', 'עתון', 'עִיתוֹן', null]);
  });

  it('every category or payment method name pattern compiles and matches the same names', () => {
    const names = fc.sample(query, { numRuns: 200, seed: 151 });
    const cases = names.map((name) => ({
      pattern: namePattern(name),
      options: 'i',
      subjects: [name, ` ${name.toUpperCase()}\u00a0`, `${name}x`].map((s) => s.replaceAll('\\', '')),
    }));
    const outcomes = runPcre2(cases);
    cases.forEach((testCase, at) => {
      expect(outcomes[at]!.error).toBeUndefined();
      const js = testCase.subjects.map((s) => new RegExp(testCase.pattern, 'iu').exec(s)?.[0] ?? null);
      expect(outcomes[at]!.matches).toEqual(js);
    });
  });

  it('a JavaScript-only escape is caught (the check can fail)', () => {
    const [outcome] = runPcre2([{ pattern: 'ק[\\u0591-\\u05C7]*', options: 'i', subjects: ['ק'] }]);
    expect(outcome!.error).toMatch(/does not support .*\\u/);
  });
});
