import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { parseRemotesManifestText, remoteOriginsOf, type RemotesManifest } from '@kaspit/remotes-manifest';
import type { Logger } from '../logger/index.js';

/** A remotes.json that passed validation: what browsers are sent and what the page's CSP allows. */
export interface AcceptedManifest {
  manifest: RemotesManifest;
  /** The file's bytes as the operator wrote them. */
  text: string;
  etag: string;
  /** Hosts other than ours that builds are loaded from. */
  origins: string[];
}

/** The remotes.json in force, re-read when the file changes; undefined while there is none. */
export type RemotesManifestSource = () => Promise<AcceptedManifest | undefined>;

function accept(text: string): AcceptedManifest | { problems: string[] } {
  const parsed = parseRemotesManifestText(text);
  if (!parsed.success) return { problems: parsed.problems };
  return {
    manifest: parsed.manifest,
    text,
    etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`,
    origins: remoteOriginsOf(parsed.manifest),
  };
}

const refusal = (file: string, problems: string[]) =>
  `${file} is not a valid remotes.json:\n${problems.map((p) => `  ${p}`).join('\n')}`;

/**
 * Checked before the server starts: a missing file is allowed (every area shows its fallback), an invalid one
 * stops the start with an error naming each problem.
 */
export function assertRemotesManifestValid(file: string): void {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return;
  }
  const result = accept(text);
  if ('problems' in result) throw new Error(refusal(file, result.problems));
}

/**
 * remotes.json as the server holds it. An edit takes effect without a restart; an edit that breaks the file is
 * logged and refused, and the last good version stays in force — browsers are never sent a broken file, and the
 * CSP keeps allowing the hosts that version names.
 */
export function watchRemotesManifest(file: string, logger: Logger): RemotesManifestSource {
  let good: AcceptedManifest | undefined;
  let seen: string | undefined;
  return async () => {
    let version: string;
    try {
      const info = await stat(file);
      version = `${info.mtimeMs}:${info.size}`;
    } catch {
      // Deleting the file is not a deploy of "no remotes": the last good version stays, like any other bad edit.
      return good;
    }
    if (version === seen) return good;
    let result;
    try {
      result = accept(await readFile(file, 'utf8'));
    } catch {
      return good;
    }
    seen = version;
    if ('problems' in result) {
      logger.error(
        { file, problems: result.problems, kept: good ? 'the last good version' : 'none' },
        'remotes.json refused',
      );
    } else {
      if (good && good.etag !== result.etag) logger.info({ file }, 'remotes.json changed');
      good = result;
    }
    return good;
  };
}
