/**
 * `text` encoded as windows-1255 (what Israeli banks and older Excel export). Node has no encoder for it, and the
 * tests need only ASCII and the Hebrew letters, which windows-1255 puts at 0xE0 (א) to 0xFA (ת) in Unicode order.
 */
export function toWindows1255(text: string): Buffer {
  const bytes = [...text].map((char) => {
    const code = char.codePointAt(0)!;
    if (code < 0x80) return code;
    if (code >= 0x05d0 && code <= 0x05ea) return 0xe0 + (code - 0x05d0);
    throw new Error(`no windows-1255 byte for ${char} in this helper`);
  });
  return Buffer.from(bytes);
}
