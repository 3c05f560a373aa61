/**
 * The frame script (the shell's `first-paint.<hash>.js`) and a remote's fill script
 * (`/remotes/<name>/first-paint.<hash>.js`) as the server writes them into a framed page.
 */
const FRAME_SCRIPT = /<script src="(\/(?:remotes\/[a-z0-9-]+\/)?first-paint\.[0-9a-f]{8,}\.js)"><\/script>/g;

/** A page with its frame scripts written in, and the CSP hash source of each. */
export interface InlinedPage {
  html: string;
  hashes: string[];
}

/**
 * Writes the page's frame scripts into it, each from `codeOf` (the service worker's caches). Nothing changes unless
 * every one of them is at hand: a page keeps the order its scripts run in, and one script left to fetch would keep
 * the fetch on the way to the first paint. A script that could end the element early (`</script`) is left out too.
 */
export async function inlineFrameScripts(
  html: string,
  codeOf: (src: string) => Promise<string | undefined>,
  hashOf: (code: string) => Promise<string>,
): Promise<InlinedPage | undefined> {
  const found = [...html.matchAll(FRAME_SCRIPT)];
  if (found.length === 0) return undefined;
  const codes = await Promise.all(found.map(([, src]) => codeOf(src!)));
  if (codes.some((code) => code === undefined || /<\/script/i.test(code))) return undefined;
  let page = html;
  found.forEach(([tag], i) => {
    page = page.replace(tag, () => `<script>${codes[i]}</script>`);
  });
  return { html: page, hashes: await Promise.all(codes.map((code) => hashOf(code!))) };
}

/** The page's CSP with `hashes` allowed as scripts too; without a `script-src`, as it was. */
export function allowScripts(csp: string, hashes: string[]): string {
  return csp
    .split(';')
    .map((directive) =>
      /^\s*script-src(\s|$)/.test(directive) ? `${directive.trimEnd()} ${hashes.join(' ')}` : directive,
    )
    .join(';');
}

/** A CSP hash source (`'sha256-…'`) for an inline script's text. */
export async function sha256Source(code: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}
