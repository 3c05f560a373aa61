/** How one public API differs from an earlier one, by declaration name. */
export interface ApiDifference {
  /** Declarations that are gone, or whose existing lines changed, or that gained a required member. */
  breaking: string[];
  /** New declarations, and declarations that only gained optional members or overloads. */
  additive: string[];
}

const DECLARATION =
  /^(?:export\s+)?(?:declare\s+)?(?:abstract\s+)?(?:function|const|let|var|class|interface|type|enum|namespace)\s+([A-Za-z_$][\w$]*)/;
/** A required property or field (`name: T;`, `readonly name: T;`), as API Extractor prints members. */
const REQUIRED_MEMBER = /^(?:readonly\s+)?[A-Za-z_$][\w$]*\s*:/;

/** The TypeScript block of an API Extractor report. */
function codeOf(report: string): string {
  const start = report.indexOf('```ts');
  if (start === -1) return '';
  const end = report.indexOf('```', start + 5);
  return report.slice(start + 5, end === -1 ? undefined : end);
}

/**
 * The report's declarations by name, each as its lines without comments (release tags, `(undocumented)`).
 * API Extractor separates declarations with a blank line; overloads of one function are joined under its name.
 */
export function declarationsOf(report: string): Map<string, string[]> {
  const declarations = new Map<string, string[]>();
  for (const chunk of codeOf(report).split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('//'));
    const first = lines[0];
    if (!first || first.startsWith('import ')) continue;
    const name = DECLARATION.exec(first)?.[1] ?? first;
    declarations.set(name, [...(declarations.get(name) ?? []), ...lines]);
  }
  return declarations;
}

/** Whether `before`'s lines all appear in `after`, in order (lines were only added). */
function onlyAdded(before: string[], after: string[]): boolean {
  let at = 0;
  for (const line of after) if (line === before[at]) at += 1;
  return at === before.length;
}

/** What changed between two API reports: `breaking` needs a major version, `additive` a minor one. */
export function compareApi(previousReport: string, currentReport: string): ApiDifference {
  const previous = declarationsOf(previousReport);
  const current = declarationsOf(currentReport);
  const breaking: string[] = [];
  const additive: string[] = [];
  for (const [name, before] of previous) {
    const after = current.get(name);
    if (!after) breaking.push(`${name} (removed)`);
    else if (after.join('\n') === before.join('\n')) continue;
    else if (!onlyAdded(before, after)) breaking.push(`${name} (changed)`);
    else if (after.filter((line) => !before.includes(line)).some((line) => REQUIRED_MEMBER.test(line)))
      breaking.push(`${name} (gained a required member)`);
    else additive.push(`${name} (extended)`);
  }
  for (const name of current.keys()) if (!previous.has(name)) additive.push(`${name} (added)`);
  return { breaking, additive };
}
