#!/usr/bin/env node
import { runApiReport } from './index.js';

// `node ../api-report/dist/cli.js check|update`, run in the package whose API it reports (its npm scripts do).
const mode = process.argv[2];
if (mode !== 'check' && mode !== 'update') {
  console.error('usage: api-report check|update (in the package folder)');
  process.exit(2);
}
const { problems, notes } = runApiReport(process.cwd(), mode);
for (const note of notes) console.warn(`api-report: ${note}`);
for (const problem of problems) console.error(`api-report: ${problem}`);
if (problems.length) process.exit(1);
console.log(
  mode === 'update' ? 'api-report: reports written' : 'api-report: the public API matches its reports',
);
