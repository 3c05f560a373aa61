import { useMemo, useState } from 'react';
import { showToast, useSession, type UserLists } from '@kaspit/shared-auth';
import { importTexts } from '../../../messages.js';
import { afterWrite } from '../../../shared/changes.js';
import { newId } from '../../../shared/ids.js';
import { nameKey } from '../../../shared/validate.js';
import { cardInTitles, detectHeaderRow } from '../logic/header-row.js';
import { runImport, type AlsoImported, type ImportSummary } from '../logic/import-runner.js';
import { importRecurring, recurringRowsOf } from '../logic/kaspit-recurring.js';
import { rememberChoices, rememberedChoices } from '../api/import-preferences.js';
import {
  guessMapping,
  HEADER_WORDS,
  missingTargets,
  unknownValues,
  type ImportChoices,
  type ImportKind,
  type Mapping,
} from '../logic/mapping.js';
import { detectPreset, presetById, presetHeaderNames, presetMapping } from '../logic/presets.js';
import { readTable } from '../logic/read-file.js';
import { isFailure, isTransfer, readStatementRows } from '../logic/statement-rows.js';
import type { AlsoKind } from '../logic/also-counts.js';
import {
  chargeDateIn,
  checkStatement,
  isGood,
  reconcile,
  type Reconciliation,
} from '../logic/statement-checks.js';

export interface LoadedFile {
  name: string;
  encoding: string;
  /** Every row of the file, title lines included. */
  table: string[][];
  /** One id per row of the file, made once, so a repeated import of the same file never stores a row twice. */
  ids: string[];
}

const KNOWN_HEADERS = [...Object.values(HEADER_WORDS).flat(), ...presetHeaderNames()];
const KNOWN_HEADER_KEYS: ReadonlySet<string> = new Set(KNOWN_HEADERS.map(nameKey));

/**
 * The import's state: the file, its header row, the preset and mapping the person sets, their choices for the
 * file's categories and cards, the converted rows, progress and the summary.
 */
export function useImport(lists: UserLists) {
  const { user } = useSession();
  const [kind, setKind] = useState<ImportKind>('expense');
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [headerIndex, setHeaderIndex] = useState(0);
  const [presetId, setPresetId] = useState('');
  const [mapping, setMapping] = useState<Mapping>({});
  const [fallback, setFallback] = useState('');
  const [edited, setEdited] = useState<ImportChoices | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [summary, setSummary] = useState<(ImportSummary & { reconciliation?: Reconciliation }) | null>(null);
  const fallbackCategory =
    fallback || lists.categories.find((c) => c === 'שונות') || lists.categories[0] || '';
  const remembered = useMemo(() => rememberedChoices(user), [user]);
  const choices = edited ?? remembered;

  const header = useMemo(() => file?.table[headerIndex] ?? [], [file, headerIndex]);
  const rows = useMemo(() => file?.table.slice(headerIndex + 1) ?? [], [file, headerIndex]);
  const facts = useMemo(
    () => ({ titleCard: file ? cardInTitles(file.table.slice(0, headerIndex)) : undefined }),
    [file, headerIndex],
  );
  const statement = useMemo(
    () =>
      file && {
        table: file.table,
        headerIndex,
        presetId,
        knownHeaders: KNOWN_HEADER_KEYS,
        lists,
        fallbackCategory,
        choices,
        facts,
        cycle: lists.cycle,
        installmentNote: importTexts.installmentNote,
      },
    [file, headerIndex, presetId, lists, fallbackCategory, choices, facts],
  );
  const converted = useMemo(
    () => (statement ? readStatementRows({ ...statement, kind, mapping }) : []),
    [statement, kind, mapping],
  );
  const otherKind: ImportKind = kind === 'expense' ? 'income' : 'expense';
  // A file of both kinds (a Kaspit export, a bank account) gives the other kind's rows too, by the preset's columns.
  const companionRows = useMemo(() => {
    const preset = presetById(presetId);
    if (!statement || !preset?.bothKinds || !preset.columns[otherKind]) return [];
    const otherMapping = presetMapping(preset, otherKind, header);
    return readStatementRows({ ...statement, kind: otherKind, mapping: otherMapping });
  }, [statement, presetId, otherKind, header]);
  const companion = useMemo(() => companionRows.filter(isGood), [companionRows]);
  // A bank's payments to its cards, read with its debits (whichever kind was chosen).
  const transfers = useMemo(
    () => (kind === 'expense' ? converted : companionRows).filter(isTransfer),
    [kind, converted, companionRows],
  );
  const recurring = useMemo(
    () =>
      file && presetId === 'kaspit' ? recurringRowsOf(file.table, headerIndex, new Date().toISOString()) : [],
    [file, headerIndex, presetId],
  );
  const alsoLines = useMemo(
    () =>
      new Map<number, AlsoKind>([
        ...companion.map((r) => [r.line, otherKind] as const),
        ...recurring.map((r) => [r.line, 'recurring'] as const),
        ...transfers.map((r) => [r.line, 'transfer'] as const),
      ]),
    [companion, recurring, transfers, otherKind],
  );
  const checks = useMemo(
    () =>
      checkStatement(
        converted,
        lists.cycle,
        file ? chargeDateIn(file.table.slice(0, headerIndex)) : undefined,
      ),
    [converted, lists.cycle, file, headerIndex],
  );
  const reconciliation = useMemo(
    () =>
      kind === 'expense' && file
        ? reconcile(converted, checks.stated, file.table, mapping.amount ?? -1)
        : undefined,
    [kind, file, converted, checks.stated, mapping.amount],
  );
  const unknown = useMemo(
    () => (kind === 'expense' ? unknownValues(rows, mapping, lists, facts) : { categories: [], cards: [] }),
    [rows, kind, mapping, lists, facts],
  );

  /** The mapping for `header`: the chosen preset's, else a detected issuer's, else a guess from the names. */
  function mapColumns(nextKind: ImportKind, nextHeader: string[], preset = presetId) {
    const chosen = preset ? presetById(preset) : detectPreset(nextKind, nextHeader);
    const usable = chosen?.columns[nextKind] ? chosen : undefined;
    setPresetId(usable?.id ?? '');
    setMapping(usable ? presetMapping(usable, nextKind, nextHeader) : guessMapping(nextKind, nextHeader));
  }

  async function load(picked: File) {
    setSummary(null);
    try {
      const { table, encoding } = await readTable(picked);
      const index = detectHeaderRow(table, KNOWN_HEADERS);
      if (table.length <= index + 1) return showToast(importTexts.emptyFile, 'error');
      setFile({ name: picked.name, encoding, table, ids: table.map(() => newId()) });
      setHeaderIndex(index);
      mapColumns(kind, table[index]!, '');
    } catch {
      showToast(importTexts.readFailed, 'error');
    }
  }

  function changeKind(next: ImportKind) {
    setKind(next);
    if (file) mapColumns(next, header, presetId);
  }

  function changeHeaderRow(index: number) {
    if (!file) return;
    setHeaderIndex(index);
    mapColumns(kind, file.table[index] ?? [], presetId);
  }

  function changePreset(id: string) {
    const preset = presetById(id);
    setPresetId(preset?.columns[kind] ? id : '');
    setMapping(preset?.columns[kind] ? presetMapping(preset, kind, header) : guessMapping(kind, header));
  }

  function choose(list: keyof ImportChoices, key: string, value: string) {
    const next = { ...choices, [list]: { ...choices[list] } };
    if (value) next[list][key] = value;
    else delete next[list][key];
    setEdited(next);
  }

  /** The other kind's rows and a Kaspit export's recurring payments, after the chosen kind's. */
  async function importAlso(done: number) {
    const failed: ImportSummary['failed'] = [];
    const counts: AlsoImported = {};
    let imported = 0;
    let skipped = 0;
    if (companion.length && file) {
      const ids = companion.map((row) => file.ids[row.line - 1]!);
      const other = await runImport(otherKind, companion, ids, (n) => setProgress(done + n)).catch(
        () => null,
      );
      if (!other) failed.push(...companion.map((row) => ({ line: row.line, reason: 'save' as const })));
      else {
        ({ imported, skipped } = other);
        failed.push(...other.failed);
        counts[otherKind] = other.imported;
      }
    }
    if (transfers.length && file) {
      const ids = transfers.map((row) => file.ids[row.line - 1]!);
      const moved = await runImport('transfer', transfers, ids, () => undefined).catch(() => null);
      if (!moved) failed.push(...transfers.map((row) => ({ line: row.line, reason: 'save' as const })));
      else {
        imported += moved.imported;
        skipped += moved.skipped;
        failed.push(...moved.failed);
        counts.transfer = moved.imported;
      }
    }
    if (recurring.length) {
      const payments = await importRecurring(recurring).catch(() => null);
      if (!payments) failed.push(...recurring.map((row) => ({ line: row.line, reason: 'save' as const })));
      else {
        imported += payments.created;
        skipped += payments.existing;
        counts.recurring = payments.created;
      }
    }
    return { imported, skipped, failed, counts };
  }

  async function start() {
    if (!file) return;
    const good = converted.filter(isGood).map((row) => ({ row, id: file.ids[row.line - 1]! }));
    setProgress(0);
    if (edited && user?.id) {
      // Remembered for the next statement; the import goes on if this fails.
      void rememberChoices(user.id, edited).catch(() => showToast(importTexts.choicesSaveFailed, 'error'));
    }
    const result = await runImport(
      kind,
      good.map((g) => g.row),
      good.map((g) => g.id),
      setProgress,
    ).catch(() => null);
    if (!result) {
      setProgress(null);
      return showToast(importTexts.readFailed, 'error');
    }
    const also = await importAlso(good.length);
    setProgress(null);
    const invalid = converted.flatMap((r) => (isFailure(r) ? [{ line: r.line, reason: r.reason }] : []));
    const leftOut = (reason: string) =>
      converted.filter((r) => !r.ok && r.reason === reason && !alsoLines.has(r.line)).length;
    const unsaved = new Set(result.failed.map((f) => f.line));
    const counted = new Set(good.flatMap((g) => (unsaved.has(g.row.line) ? [] : [g.row.line])));
    setSummary({
      imported: result.imported + also.imported,
      skipped: result.skipped + also.skipped,
      ignored: leftOut('none'),
      otherKind: leftOut('otherKind'),
      alsoImported: also.counts,
      failed: [...invalid, ...result.failed, ...also.failed].sort((a, b) => a.line - b.line),
      reconciliation: reconcile(converted, checks.stated, file.table, mapping.amount ?? -1, counted),
    });
    afterWrite();
  }

  return {
    kind,
    changeKind,
    file,
    load,
    header,
    headerIndex,
    changeHeaderRow,
    presetId,
    changePreset,
    mapping,
    setMapping,
    fallbackCategory,
    setFallback,
    choices,
    choose,
    unknown,
    converted,
    alsoLines,
    toImport: converted.filter(isGood).length + companion.length + recurring.length + transfers.length,
    checks,
    reconciliation,
    missing: missingTargets(kind, mapping),
    progress,
    summary,
    start,
    reset: () => {
      setFile(null);
      setSummary(null);
    },
  };
}
