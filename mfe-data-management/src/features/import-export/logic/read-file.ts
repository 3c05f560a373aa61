import { parseCsv } from './csv-parse.js';
import { decodeCsv } from './decode.js';

export interface ReadTable {
  /** Every row of the file (title lines included), each cell as text. */
  table: string[][];
  /** `utf-8`, `windows-1255` or `xlsx`. */
  encoding: string;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const isXlsx = (file: { name: string; type: string }) =>
  file.type === XLSX_TYPE || /\.xlsx$/i.test(file.name);

/** An Excel cell as the text a CSV export would hold: dates day first, amounts without binary-float noise. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const two = (n: number) => String(n).padStart(2, '0');
    return `${two(value.getUTCDate())}/${two(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  }
  if (typeof value === 'number') {
    const agorot = Math.round(value * 100) / 100;
    return String(Math.abs(agorot - value) < 1e-6 ? agorot : value);
  }
  return String(value);
}

/**
 * The rows of a picked file: an XLSX workbook's first sheet (read by `read-excel-file`, loaded only when an Excel
 * file is picked) or a CSV/TSV text in UTF-8 or windows-1255.
 */
export async function readTable(file: File): Promise<ReadTable> {
  if (isXlsx(file)) {
    const { readSheet } = await import('read-excel-file/browser');
    const rows = (await readSheet(file)) as unknown[][];
    const table = rows
      .map((row) => row.map(cellText))
      .filter((row) => row.some((cell) => cell.trim() !== ''));
    return { table: padded(table), encoding: 'xlsx' };
  }
  const { text, encoding } = decodeCsv(new Uint8Array(await file.arrayBuffer()));
  return { table: parseCsv(text), encoding };
}

/** Every row as wide as the widest, so a column index means the same in each. */
export function padded(table: string[][]): string[][] {
  const width = table.reduce((widest, r) => Math.max(widest, r.length), 0);
  return table.map((r) => (r.length < width ? [...r, ...Array<string>(width - r.length).fill('')] : r));
}
