/**
 * The text of an uploaded CSV. Israeli banks and older Excel save Hebrew as windows-1255; everything else is
 * UTF-8. A byte sequence that is not valid UTF-8 is read as windows-1255, which every byte is.
 */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'windows-1255' } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { text: text.replace(/^\uFEFF/, ''), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1255').decode(bytes), encoding: 'windows-1255' };
  }
}
