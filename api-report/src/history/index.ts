import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseReportFile, type ReportFile } from '../report-file/index.js';

/** A committed version of a report file. */
export interface RecordedReport extends ReportFile {
  commit: string;
}

/** What the history says about a report, for the semver rules; null when there is no history to read. */
export interface ReportHistory {
  /** The oldest commit holding the report at the version it has now: that version's API as first recorded. */
  firstAtVersion: RecordedReport | undefined;
  /** The newest commit holding the report at another version: the release before this one. */
  previousRelease: RecordedReport | undefined;
}

const git = (cwd: string, args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/**
 * Reads the git history of `file` (every commit that changed it, newest first). Returns null outside a git
 * repository or in a shallow clone, where the history cannot be trusted to be complete.
 */
export function reportHistory(file: string, version: string): ReportHistory | null {
  // The package's folder: the report's own folder does not exist before the first report is written.
  const cwd = path.dirname(path.dirname(file));
  try {
    if (git(cwd, ['rev-parse', '--is-shallow-repository']) === 'true') return null;
  } catch {
    return null;
  }
  const name = `./${path.relative(cwd, file)}`;
  // A repository without a commit yet has recorded nothing (git log refuses to read an unborn branch).
  const born = (() => {
    try {
      git(cwd, ['rev-parse', '--verify', '-q', 'HEAD']);
      return true;
    } catch {
      return false;
    }
  })();
  const commits = born ? git(cwd, ['log', '--format=%H', '--', name]).split('\n').filter(Boolean) : [];
  const recorded = commits.flatMap((commit): RecordedReport[] => {
    const parsed = parseReportFile(git(cwd, ['show', `${commit}:${name}`]) + '\n');
    return parsed ? [{ commit, ...parsed }] : [];
  });
  return {
    firstAtVersion: recorded.filter((r) => r.version === version).at(-1),
    previousRelease: recorded.find((r) => r.version !== version),
  };
}
