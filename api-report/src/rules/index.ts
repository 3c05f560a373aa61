import { compareApi } from '../compare/index.js';
import type { ReportHistory } from '../history/index.js';
import type { ReportFile } from '../report-file/index.js';

const parts = (version: string) => version.split(/[.+-]/).slice(0, 3).map(Number) as [number, number, number];

/** Whether going from `from` to `to` is a major step (for 0.x, where a minor is the breaking step, a minor one). */
function isMajorStep(from: string, to: string): boolean {
  const [a, b] = [parts(from), parts(to)];
  return a[0] === 0 && b[0] === 0 ? b[1] > a[1] : b[0] > a[0];
}

/** Whether going from `from` to `to` is at least a minor step. */
function isMinorStep(from: string, to: string): boolean {
  const [a, b] = [parts(from), parts(to)];
  return b[0] > a[0] || (b[0] === a[0] && b[1] > a[1]);
}

/**
 * What is wrong with publishing `current` (the extracted API at the package's version), given the history of
 * its report: a breaking change since the previous release needs a major step, an addition a minor one, and a
 * version's API, once recorded, never changes under the same version number.
 */
export function semverProblems(entry: string, current: ReportFile, history: ReportHistory): string[] {
  const problems: string[] = [];
  const { firstAtVersion, previousRelease } = history;
  if (firstAtVersion) {
    const since = compareApi(firstAtVersion.report, current.report);
    const changed = [...since.breaking, ...since.additive];
    if (changed.length)
      problems.push(
        `${entry}: the API of ${current.version} was recorded in ${firstAtVersion.commit.slice(0, 10)} and has ` +
          `changed since (${changed.join(', ')}); a released version's API never changes: bump the version`,
      );
  }
  if (previousRelease) {
    const { breaking, additive } = compareApi(previousRelease.report, current.report);
    const from = `${previousRelease.version} → ${current.version}`;
    if (breaking.length && !isMajorStep(previousRelease.version, current.version))
      problems.push(
        `${entry}: a breaking change (${breaking.join(', ')}) needs a major version (${from}); remotes built ` +
          `for the old major keep working only if the old API stays, so keep it (deprecated) or bump the major`,
      );
    else if (additive.length && !isMinorStep(previousRelease.version, current.version))
      problems.push(`${entry}: new API (${additive.join(', ')}) needs a minor version (${from})`);
  }
  return problems;
}
