import { execFileSync } from 'node:child_process';

/**
 * Runs regular expressions through PCRE2 itself — the `pcre2test` program from Debian's `pcre2-utils` — with the
 * options MongoDB compiles `$regex` with (UTF always; `i` caseless, `m` multiline, `s` dotall, `x` extended), so
 * tests can check that a pattern is one MongoDB accepts and matches what JavaScript's reading of it matches.
 */

export interface Pcre2Case {
  pattern: string;
  /** MongoDB `$options` letters. */
  options?: string;
  subjects: string[];
}

export interface Pcre2Outcome {
  /** PCRE2's compile error (`error 137 at offset 2: PCRE2 does not support …`), when it refuses the pattern. */
  error?: string;
  /** Per subject: the first match's text, or null for no match. */
  matches: (string | null)[];
}

const MODIFIERS: Record<string, string> = { i: 'caseless', m: 'multiline', s: 'dotall', x: 'extended' };

export function pcre2Available(): boolean {
  try {
    execFileSync('pcre2test', ['-version'], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

/** Every character as `\x{…}`, so nothing in the subject is read as pcre2test syntax (an empty one is `\`). */
function subjectLine(subject: string): string {
  if (subject === '') return '\\';
  return [...subject].map((c) => `\\x{${c.codePointAt(0)!.toString(16)}}`).join('');
}

/** pcre2test prints printable ASCII as itself and every other character as `\x{…}` (or `\xhh`). */
function decodePrinted(text: string): string {
  return text.replace(/\\x\{([0-9a-f]+)\}|\\x([0-9a-f]{2})/g, (_, long: string, short: string) =>
    String.fromCodePoint(parseInt(long ?? short, 16)),
  );
}

export function runPcre2(cases: Pcre2Case[]): Pcre2Outcome[] {
  const lines: string[] = [];
  for (const { pattern, options = '', subjects } of cases) {
    const modifiers = ['hex', 'utf', ...[...options].map((o) => MODIFIERS[o] ?? `unknown-${o}`)];
    // The pattern travels as the hex of its UTF-8 bytes: exactly what the driver sends, with nothing to quote.
    lines.push(`/${Buffer.from(pattern, 'utf8').toString('hex')}/${modifiers.join(',')}`);
    for (const subject of subjects) lines.push(subjectLine(subject));
    lines.push('');
  }
  const output = execFileSync('pcre2test', ['-q'], { input: lines.join('\n'), encoding: 'utf8' });
  const blocks = output.split(/\n\n/);
  return cases.map((testCase, at) => {
    const block = (blocks[at] ?? '').split('\n').filter((line, i) => i > 0 && line !== '');
    const failed = block.find((line) => line.startsWith('Failed: '));
    if (failed) return { error: failed.slice('Failed: '.length), matches: [] };
    const matches: (string | null)[] = [];
    for (let i = 0; i < block.length; i++) {
      const line = block[i]!;
      if (line === 'No match') matches.push(null);
      else if (line.startsWith(' 0: ')) matches.push(decodePrinted(line.slice(4)));
    }
    if (matches.length !== testCase.subjects.length) {
      throw new Error(`pcre2test output not understood for /${testCase.pattern}/:\n${blocks[at]}`);
    }
    return { matches };
  });
}
