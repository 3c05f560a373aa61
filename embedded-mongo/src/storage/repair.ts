import { readFile, rename, stat, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Op } from '../engine/catalog.js';
import { checkGenerations, journalName, listDataFiles, snapshotName, syncDir } from './files.js';
import { lockDir } from './lock.js';
import { decodeRecords, intactRecordsAfter } from './records.js';

export interface RepairReport {
  /** The first damaged record: journal file and byte offset; null when there was nothing to repair. */
  damage: { file: string; offset: number } | null;
  /** Records kept before the damage, in the damaged journal. */
  keptRecords: number;
  /** Intact records after the damage (in that journal and any later one) that were set aside. */
  droppedRecords: number;
  /** What those records held: documents written and deleted, per `db.collection`. */
  droppedOps: Record<string, { puts: number; deletes: number; other: number }>;
  droppedBytes: number;
  /** Where the dropped bytes were moved (nothing is deleted): `<journal>.dropped-<time>` files. */
  setAside: string[];
  /** A data file that was missing (deleted by hand): what it held cannot be recovered; an empty one stands in. */
  missing: string | null;
}

/**
 * Repairs a data directory whose journal is damaged in the middle (start-up refuses it): keeps every record before
 * the first bad one, and moves what follows — the rest of that journal and every later journal — to side files, so
 * the store starts with the state as of just before the damage. Run only while no server holds the directory.
 */
export async function repairStore(dbPath: string, now = new Date()): Promise<RepairReport> {
  const dir = path.resolve(dbPath);
  const unlock = await lockDir(dir);
  try {
    const files = await listDataFiles(dir);
    const base = files.snapshots.at(-1) ?? 0;
    const journals = files.journals.filter((gen) => gen >= base);
    const report: RepairReport = {
      damage: null,
      keptRecords: 0,
      droppedRecords: 0,
      droppedOps: {},
      droppedBytes: 0,
      setAside: [],
      missing: null,
    };
    const suffix = `.dropped-${now.toISOString().replace(/[:.]/g, '-')}`;
    const missing = checkGenerations(files);
    if (missing) {
      // What the missing file held is gone; an empty stand-in lets the files after it be read. A journal missing
      // between others is the same kind of gap: every later record depended on it and is set aside.
      report.missing = missing;
      await writeFile(path.join(dir, missing), Buffer.alloc(0));
      const gap = /^journal-(\d+)/.exec(missing);
      if (gap)
        await setAsideFrom(
          dir,
          journals.filter((gen) => gen > Number(gap[1])),
          suffix,
          report,
        );
      await syncDir(dir);
      return report;
    }
    if (files.snapshots.length > 0) {
      const file = path.join(dir, snapshotName(base));
      const buffer = await readFile(file);
      const { records, validLength } = decodeRecords(buffer);
      if (validLength !== (await stat(file)).size) {
        // Start-up refuses a damaged snapshot; keep its documents before the damage, set aside the rest.
        report.damage = { file: snapshotName(base), offset: validLength };
        report.keptRecords = records.length;
        await writeFile(file + suffix, buffer.subarray(validLength));
        report.setAside.push(snapshotName(base) + suffix);
        report.droppedBytes += buffer.length - validLength;
        await truncate(file, validLength);
        await syncDir(dir);
        return report;
      }
    }
    for (const [index, gen] of journals.entries()) {
      const file = path.join(dir, journalName(gen));
      const buffer = await readFile(file);
      const { records, validLength } = decodeRecords(buffer);
      if (validLength === buffer.length) continue;
      const after = intactRecordsAfter(buffer, validLength);
      // A torn last write is no damage: an ordinary start drops it.
      if (index === journals.length - 1 && after.length === 0) break;
      report.damage = { file: journalName(gen), offset: validLength };
      report.keptRecords = records.length;
      await writeFile(file + suffix, buffer.subarray(validLength));
      report.setAside.push(journalName(gen) + suffix);
      report.droppedBytes += buffer.length - validLength;
      count(report, after);
      await truncate(file, validLength);
      await setAsideFrom(dir, journals.slice(index + 1), suffix, report);
      await syncDir(dir);
      break;
    }
    return report;
  } finally {
    await unlock();
  }
}

/** Moves whole journals aside (renamed with `suffix`), counting what they held as dropped. */
async function setAsideFrom(
  dir: string,
  gens: number[],
  suffix: string,
  report: RepairReport,
): Promise<void> {
  for (const gen of gens) {
    const file = path.join(dir, journalName(gen));
    const buffer = await readFile(file);
    count(report, decodeRecords(buffer).records);
    report.droppedBytes += buffer.length;
    await rename(file, file + suffix);
    report.setAside.push(journalName(gen) + suffix);
  }
}

function count(report: RepairReport, records: { ops?: Op[] }[]): void {
  for (const record of records) {
    report.droppedRecords++;
    for (const op of record.ops ?? []) {
      const namespace = 'c' in op ? `${op.db}.${op.c}` : op.db;
      const tally = (report.droppedOps[namespace] ??= { puts: 0, deletes: 0, other: 0 });
      if (op.t === 'put') tally.puts++;
      else if (op.t === 'del') tally.deletes++;
      else tally.other++;
    }
  }
}

/** The report as a person reads it. */
export function describeRepair(report: RepairReport): string {
  if (report.missing) {
    return [
      `${report.missing} was missing: what it held cannot be recovered (restore it from a backup if you have one).`,
      `An empty ${report.missing} now stands in for it, so the store starts with the data in the files after it.`,
      ...(report.setAside.length
        ? [
            `Set aside ${report.droppedRecords} record(s) that depended on it:`,
            ...report.setAside.map((f) => `  ${f}`),
          ]
        : []),
    ].join('\n');
  }
  if (!report.damage) return 'No damage found: nothing was changed.';
  const lines = [
    `Damage in ${report.damage.file} at byte ${report.damage.offset}.`,
    `Kept ${report.keptRecords} record(s) of that ${report.damage.file.startsWith('snapshot') ? 'snapshot' : 'journal'} before the damage, and everything earlier.`,
    `Dropped ${report.droppedRecords} intact record(s) after it (${report.droppedBytes} bytes), set aside in:`,
    ...report.setAside.map((file) => `  ${file}`),
  ];
  for (const [namespace, tally] of Object.entries(report.droppedOps)) {
    lines.push(
      `  ${namespace}: ${tally.puts} document write(s), ${tally.deletes} delete(s), ${tally.other} other change(s) lost`,
    );
  }
  return lines.join('\n');
}
