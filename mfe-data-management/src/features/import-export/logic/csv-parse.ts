export type Delimiter = ',' | '\t';

/** Tab when the first line has more tabs than commas (outside quotes), else comma. */
export function detectDelimiter(text: string): Delimiter {
  let tabs = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === '\t') tabs++;
    else if (!quoted && char === ',') commas++;
  }
  return tabs > commas ? '\t' : ',';
}

/**
 * RFC 4180 rows: quoted fields may hold the delimiter, line breaks and doubled quotes; CRLF, LF and CR all end a
 * row; blank lines are skipped. Every row is padded to the widest row's width.
 */
export function parseCsv(text: string, delimiter: Delimiter = detectDelimiter(text)): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    if (row.some((cell) => cell.trim() !== '')) rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === delimiter) endField();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else field += char;
  }
  if (field !== '' || row.length) endRow();
  // As wide as the widest row: a statement's title lines above the header are narrower than the table.
  const width = rows.reduce((widest, r) => Math.max(widest, r.length), 0);
  return rows.map((r) => (r.length < width ? [...r, ...Array<string>(width - r.length).fill('')] : r));
}

/** A CSV field: quoted when it holds the delimiter, a quote or a line break. */
export function csvField(value: unknown, delimiter: Delimiter = ','): string {
  const text = value === undefined || value === null ? '' : String(value);
  return new RegExp(`["\\r\\n${delimiter}]`).test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text with CRLF line ends (what Excel writes). */
export function toCsv(rows: unknown[][], delimiter: Delimiter = ','): string {
  return rows.map((r) => r.map((v) => csvField(v, delimiter)).join(delimiter)).join('\r\n');
}
