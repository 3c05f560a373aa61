/** The few windows-1255 bytes outside the Hebrew letters that statements use: ₪, geresh, gershayim, en dash. */
const WINDOWS_1255_MARKS: Record<string, number> = { '₪': 0xa4, '׳': 0xd7, '״': 0xd8, '–': 0x96 };

/**
 * `text` encoded as windows-1255 (what Israeli banks and older Excel export). Node has no encoder for it, and the
 * tests need only ASCII, the Hebrew letters, which windows-1255 puts at 0xE0 (א) to 0xFA (ת) in Unicode order, and
 * the marks above.
 */
export function toWindows1255(text: string): Buffer {
  const bytes = [...text].map((char) => {
    const code = char.codePointAt(0)!;
    if (code < 0x80) return code;
    if (code >= 0x05d0 && code <= 0x05ea) return 0xe0 + (code - 0x05d0);
    if (WINDOWS_1255_MARKS[char] !== undefined) return WINDOWS_1255_MARKS[char];
    throw new Error(`no windows-1255 byte for ${char} in this helper`);
  });
  return Buffer.from(bytes);
}

/** An XLSX cell as an issuer's or bank's export holds it: dates as dates, plain amounts as numbers, the rest as text. */
export function xlsxCell(cell: string) {
  const day = /^(\d{2})[/-](\d{2})[/-](\d{4})$/.exec(cell);
  if (day) {
    const value = new Date(Date.UTC(Number(day[3]), Number(day[2]) - 1, Number(day[1])));
    return { value, type: Date, format: 'dd/mm/yyyy' };
  }
  if (/^-?[\d,]+\.\d{2}$/.test(cell)) return { value: Number(cell.replace(/,/g, '')) };
  return { value: cell };
}
