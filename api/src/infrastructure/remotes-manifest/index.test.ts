import { mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertRemotesManifestValid, watchRemotesManifest } from './index.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'kaspit-remotes-manifest-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const good = { 'mfe-budgets': { entry: 'https://cdn.example/budgets/mf-manifest.json' } };
const fileWith = async (text: string) => {
  const file = path.join(root, `remotes-${Math.random()}.json`);
  await writeFile(file, text);
  return file;
};

/** A real pino logger whose lines the test reads. */
function recordingLogger() {
  const lines: { level: number; msg: string; problems?: string[]; kept?: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('watchRemotesManifest', () => {
  it('keeps the last good version when an edit breaks the file, logs the problem, and takes the next good edit', async () => {
    const file = await fileWith(JSON.stringify(good));
    const { logger, lines } = recordingLogger();
    const remotes = watchRemotesManifest(file, logger);
    const first = await remotes();
    expect(first?.manifest).toEqual(good);
    expect(first?.origins).toEqual(['https://cdn.example']);

    await writeFile(file, '{"mfe-budgets": {"entry": "javascript:alert(1)"}}');
    expect(await remotes()).toEqual(first);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'remotes.json refused',
        kept: 'the last good version',
        problems: ['mfe-budgets.entry: must be an absolute http(s) URL or a path starting with "/"'],
      }),
    ]);
    // The refusal is logged once, not on every request.
    await remotes();
    expect(lines).toHaveLength(1);

    const fixed = { 'mfe-budgets': { entry: '/remotes/mfe-budgets/mf-manifest.json' } };
    await writeFile(file, JSON.stringify(fixed, null, 2));
    const next = await remotes();
    expect(next?.manifest).toEqual(fixed);
    expect(next?.text).toBe(JSON.stringify(fixed, null, 2));
    expect(next?.origins).toEqual([]);
    expect(next?.etag).not.toBe(first?.etag);
  });

  it('keeps the last good version when the file is deleted, and has none when there never was one', async () => {
    const file = await fileWith(JSON.stringify(good));
    const remotes = watchRemotesManifest(file, recordingLogger().logger);
    const first = await remotes();
    await unlink(file);
    expect(await remotes()).toEqual(first);
    expect(
      await watchRemotesManifest(path.join(root, 'none.json'), recordingLogger().logger)(),
    ).toBeUndefined();
  });

  it('has no version in force when the file was broken from the start', async () => {
    const { logger, lines } = recordingLogger();
    expect(await watchRemotesManifest(await fileWith('{"mfe-budgets": '), logger)()).toBeUndefined();
    expect(lines[0]).toMatchObject({ msg: 'remotes.json refused', kept: 'none' });
  });
});

describe('assertRemotesManifestValid', () => {
  it('passes a valid file and a missing one', async () => {
    expect(() => assertRemotesManifestValid(path.join(root, 'missing.json'))).not.toThrow();
    const file = await fileWith(JSON.stringify(good));
    expect(() => assertRemotesManifestValid(file)).not.toThrow();
  });

  it('refuses an invalid file with an error naming the file and each problem', async () => {
    const file = await fileWith(JSON.stringify({ 'mfe-budget': { entry: '/x' }, 'mfe-records': {} }));
    expect(() => assertRemotesManifestValid(file)).toThrow(
      `${file} is not a valid remotes.json:\n` +
        '  mfe-records.entry: Invalid input: expected string, received undefined\n' +
        '  (the file): Unrecognized key: "mfe-budget"',
    );
  });
});
