import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Reads a secret from `DATA_DIR`, creating it on first use. Written with `wx` so two processes starting at once
 * cannot end up with different secrets: the loser re-reads the winner's file.
 */
export async function loadOrCreateSecret(
  dataDir: string,
  name: string,
  create: () => Promise<string> | string,
) {
  const file = path.join(dataDir, 'keys', name);
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const value = await create();
  try {
    await writeFile(file, value, { flag: 'wx', mode: 0o600 });
    return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFile(file, 'utf8');
    throw error;
  }
}

export const randomSecret = () => randomBytes(48).toString('base64url');
