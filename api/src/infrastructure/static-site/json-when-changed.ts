import { readFile, stat } from 'node:fs/promises';

type Read = (json: unknown) => unknown[];
/** Per reading of a file (several modules read remotes.json, each for its own part), the file's last state. */
const cache = new WeakMap<Read, Map<string, { mtimeMs: number; value: unknown }>>();

/**
 * What `read` makes of a JSON file the build or an operator writes next to the site, read again only when the file
 * changes (so an edit or a new build needs no restart); `[]` while the file is missing or unreadable. `read` is a
 * function defined once (module level): results are kept per function and file.
 */
export async function jsonWhenChanged<T>(file: string, read: (json: unknown) => T[]): Promise<T[]> {
  let files = cache.get(read);
  if (!files) cache.set(read, (files = new Map()));
  try {
    const { mtimeMs } = await stat(file);
    const cached = files.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.value as T[];
    const value = read(JSON.parse(await readFile(file, 'utf8')));
    files.set(file, { mtimeMs, value });
    return value;
  } catch {
    return [];
  }
}
