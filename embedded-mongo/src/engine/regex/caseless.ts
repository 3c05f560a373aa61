/**
 * PCRE2's caseless matching, written out: MongoDB's `i` folds letters (Unicode case folding, as PCRE2's UTF mode
 * does) but not `\w \d \s \b` (ASCII without UCP) nor `\p{…}`. JavaScript's `i` folds all of them (`/\w/iu` matches
 * ſ and the Kelvin sign), so an `i` pattern is translated without the flag, each letter as the class of its case
 * variants and each character class closed over case.
 */

let groups: Map<number, number[]> | undefined;

/** Code points that have other cases, each to the code points of its case class (itself included). */
function caseGroups(): Map<number, number[]> {
  if (groups) return groups;
  const parent = new Map<number, number>();
  const find = (x: number): number => {
    let root = x;
    while (parent.has(root) && parent.get(root) !== root) root = parent.get(root)!;
    return root;
  };
  const union = (a: number, b: number) => {
    const [x, y] = [find(a), find(b)];
    if (!parent.has(a)) parent.set(a, a);
    if (!parent.has(b)) parent.set(b, b);
    if (x !== y) parent.set(Math.max(x, y), Math.min(x, y));
  };
  for (let cp = 0; cp < 0x20000; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const s = String.fromCodePoint(cp);
    for (const other of [s.toLowerCase(), s.toUpperCase()]) {
      const points = [...other];
      if (points.length === 1 && other !== s) union(cp, other.codePointAt(0)!);
    }
  }
  const byRoot = new Map<number, number[]>();
  for (const cp of parent.keys()) {
    const root = find(cp);
    byRoot.set(root, [...(byRoot.get(root) ?? []), cp]);
  }
  groups = new Map();
  for (const members of byRoot.values())
    for (const cp of members)
      groups.set(
        cp,
        members.sort((a, b) => a - b),
      );
  return groups;
}

const escaped = (cp: number) => `\\u{${cp.toString(16)}}`;

/** One literal character under `i`: the class of its case variants, or the character itself (`plain`). */
export function caselessLiteral(char: string, plain: string, inClass: boolean): string {
  const members = caseGroups().get(char.codePointAt(0)!);
  if (!members) return plain;
  const body = members.map(escaped).join('');
  return inClass ? body : `[${body}]`;
}

/** The characters to add to a class whose literal part (characters and ranges) is `literals`, to close it over case. */
export function caseClosure(literals: string): string {
  if (!literals) return '';
  const positive = new RegExp(`^[${literals}]$`, 'u');
  const extra = new Set<number>();
  for (const [cp, members] of caseGroups()) {
    if (!positive.test(String.fromCodePoint(cp))) continue;
    for (const member of members) if (!positive.test(String.fromCodePoint(member))) extra.add(member);
  }
  return [...extra].map(escaped).join('');
}
