import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compareApi } from './compare/index.js';
import { entryPoints, extractReport, readPackage } from './extract/index.js';
import { reportHistory } from './history/index.js';
import { semverProblems } from './rules/index.js';
import { formatReportFile, parseReportFile } from './report-file/index.js';

export { compareApi, declarationsOf, type ApiDifference } from './compare/index.js';
export { semverProblems } from './rules/index.js';

/** What a run found: `problems` fail it; `notes` are said and do not. */
export interface ApiReportOutcome {
  problems: string[];
  notes: string[];
}

/** The committed reports live beside the package's sources, one file per entry point. */
export const REPORT_FOLDER = 'api-report';

/**
 * `check`: the committed report of each entry point of the built package in `dir` matches its declarations and
 * names the package's version, and the change since the previous release follows semver. `update`: writes the
 * reports, unless the change breaks those rules (then nothing is written).
 */
export function runApiReport(dir: string, mode: 'check' | 'update'): ApiReportOutcome {
  const pkg = readPackage(dir);
  const folder = path.join(dir, REPORT_FOLDER);
  const outcome: ApiReportOutcome = { problems: [], notes: [] };
  const update = `npm run api-report:update -w ${pkg.name}`;
  const entries = entryPoints(dir);
  const writes: [string, string][] = [];

  for (const entry of entries) {
    const file = path.join(folder, `${entry.reportName}.api.md`);
    const label = path.relative(path.dirname(dir), file);
    const extracted = extractReport(dir, entry);
    const current = { version: pkg.version, report: extracted };
    const committed = existsSync(file) ? parseReportFile(readFileSync(file, 'utf8')) : null;
    const history = reportHistory(file, pkg.version);
    if (!history)
      outcome.notes.push(`${label}: no complete git history here, so only the report itself was checked`);
    const broken = history ? semverProblems(label, current, history) : [];

    if (mode === 'update') {
      outcome.problems.push(...broken);
      writes.push([file, formatReportFile(pkg.name, current)]);
      continue;
    }
    if (!committed) {
      outcome.problems.push(`${label} is missing or has no version line: run \`${update}\``);
      continue;
    }
    if (committed.report !== extracted) {
      const { breaking, additive } = compareApi(committed.report, extracted);
      const what = [...breaking, ...additive].join(', ') || 'formatting';
      outcome.problems.push(
        `${label} does not match the public API of ${pkg.name} (${what}): run \`${update}\` and commit the report`,
      );
    } else if (committed.version !== pkg.version) {
      outcome.problems.push(
        `${label} describes ${committed.version} but ${pkg.name} is ${pkg.version}: run \`${update}\``,
      );
    }
    outcome.problems.push(...broken);
  }

  if (existsSync(folder)) {
    const expected = new Set(entries.map((e) => `${e.reportName}.api.md`));
    for (const stale of readdirSync(folder).filter((f) => f.endsWith('.api.md') && !expected.has(f))) {
      if (mode === 'update') rmSync(path.join(folder, stale));
      else
        outcome.problems.push(
          `${REPORT_FOLDER}/${stale} is no entry point of ${pkg.name}: run \`${update}\``,
        );
    }
  }
  if (mode === 'update' && outcome.problems.length === 0) {
    mkdirSync(folder, { recursive: true });
    for (const [file, text] of writes) writeFileSync(file, text);
  }
  return outcome;
}
