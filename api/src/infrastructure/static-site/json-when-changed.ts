import { readFile, stat } from 'node:fs/promises';

const cache = new Map<string, { mtimeMs: number; value: unknown }>();

/**
 * What `read` makes of a JSON file the build or an operator writes next to the site, read again only when the file
 * changes (so an edit or a new build needs no restart); `[]` while the file is missing or unreadable.
 */
export async function jsonWhenChanged<T>(file: string, read: (json: unknown) => T[]): Promise<T[]> {
  try {
    const { mtimeMs } = await stat(file);
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.value as T[];
    const value = read(JSON.parse(await readFile(file, 'utf8')));
    cache.set(file, { mtimeMs, value });
    return value;
  } catch {
    return [];
  }
}
