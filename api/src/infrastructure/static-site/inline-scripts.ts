import path from 'node:path';
import { jsonWhenChanged } from './json-when-changed.js';

const SHA256_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;

function hashesOf(json: unknown): string[] {
  const hashes = (json as { scriptHashes?: unknown }).scriptHashes;
  return Array.isArray(hashes)
    ? hashes.filter((hash): hash is string => typeof hash === 'string' && SHA256_SOURCE.test(hash))
    : [];
}

/**
 * The CSP sources of the shell's inline scripts (the theme script in the signed-in pages' <head>), which the shell's
 * prerender step writes to `shell/dist/inline-scripts.json`. Only sha256 hash sources are taken: the file names
 * scripts the page may run, it cannot open the policy to anything else.
 */
export function inlineScriptHashes(staticRoot: string): Promise<string[]> {
  return jsonWhenChanged(path.join(staticRoot, 'shell', 'dist', 'inline-scripts.json'), hashesOf);
}
