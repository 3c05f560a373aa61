import { useMemo, useState } from 'react';
import { showToast } from '@kaspit/shared-auth';
import { importTexts } from '../../messages.js';
import { afterWrite } from '../../lib/changes.js';
import { newId } from '../../lib/ids.js';
import type { UserLists } from '../../lib/user-lists.js';
import { parseCsv } from './csv-parse.js';
import { decodeCsv } from './decode.js';
import { runImport, type ImportSummary } from './import-runner.js';
import { guessMapping, missingTargets, rowToRecord, type ImportKind, type Mapping } from './mapping.js';

export interface LoadedFile {
  name: string;
  encoding: string;
  header: string[];
  rows: string[][];
  /** One id per data row, made once, so a repeated import of the same file never stores a row twice. */
  ids: string[];
}

/** The import's state: the file, the mapping the person sets, the converted rows, progress and the summary. */
export function useImport(lists: UserLists) {
  const [kind, setKind] = useState<ImportKind>('expense');
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [mapping, setMapping] = useState<Mapping>({});
  const [fallback, setFallback] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const fallbackCategory =
    fallback || lists.categories.find((c) => c === 'שונות') || lists.categories[0] || '';

  const converted = useMemo(
    () =>
      file ? file.rows.map((row, i) => rowToRecord(kind, row, i + 2, mapping, lists, fallbackCategory)) : [],
    [file, kind, mapping, lists, fallbackCategory],
  );

  async function load(picked: File) {
    setSummary(null);
    try {
      const { text, encoding } = decodeCsv(new Uint8Array(await picked.arrayBuffer()));
      const [header, ...rows] = parseCsv(text);
      if (!header || rows.length === 0) return showToast(importTexts.emptyFile, 'error');
      setFile({ name: picked.name, encoding, header, rows, ids: rows.map(() => newId()) });
      setMapping(guessMapping(kind, header));
    } catch {
      showToast(importTexts.readFailed, 'error');
    }
  }

  function changeKind(next: ImportKind) {
    setKind(next);
    if (file) setMapping(guessMapping(next, file.header));
  }

  async function start() {
    if (!file) return;
    const good = converted.flatMap((r, i) => (r.ok ? [{ row: r, id: file.ids[i]! }] : []));
    setProgress(0);
    const result = await runImport(
      kind,
      good.map((g) => g.row),
      good.map((g) => g.id),
      setProgress,
    ).catch(() => null);
    setProgress(null);
    if (!result) return showToast(importTexts.readFailed, 'error');
    const invalid = converted.flatMap((r) => (r.ok ? [] : [{ line: r.line, reason: r.reason }]));
    setSummary({ ...result, failed: [...invalid, ...result.failed].sort((a, b) => a.line - b.line) });
    afterWrite();
  }

  return {
    kind,
    changeKind,
    file,
    load,
    mapping,
    setMapping,
    fallbackCategory,
    setFallback,
    converted,
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
