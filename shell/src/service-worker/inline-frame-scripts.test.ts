import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { allowScripts, inlineFrameScripts, sha256Source } from './inline-frame-scripts.js';

const page =
  '<html><head><script>theme()</script></head><body><div id="root"></div>' +
  '<template id="remote-first-paint" data-remote="mfe-budgets"><p>x</p></template>' +
  '<script src="/remotes/mfe-budgets/first-paint.0123456789ab.js"></script>' +
  '<template id="signed-in-frame"></template><script src="/first-paint.0a1b2c3d4e5f.js"></script></body></html>';
const scripts: Record<string, string> = {
  '/remotes/mfe-budgets/first-paint.0123456789ab.js': 'fill("$&")',
  '/first-paint.0a1b2c3d4e5f.js': 'frame()',
};
const kept = async (src: string) => scripts[src];
const hash = async (code: string) => `'h-${code}'`;

describe('a framed page served by the service worker', () => {
  it('carries its frame and fill scripts written in, in their order, with a hash for each', async () => {
    const inlined = await inlineFrameScripts(page, kept, hash);
    expect(inlined?.html).toContain(
      '<script>fill("$&")</script><template id="signed-in-frame"></template><script>frame()</script></body>',
    );
    expect(inlined?.html).not.toContain('src="/');
    expect(inlined?.hashes).toEqual([`'h-fill("$&")'`, `'h-frame()'`]);
  });

  it('stays as it is when one of its scripts is not kept, or could close its element early', async () => {
    expect(
      await inlineFrameScripts(page, async (src) => (src.startsWith('/remotes') ? undefined : 'x'), hash),
    ).toBe(undefined);
    expect(await inlineFrameScripts(page, async () => 'a("</script>")', hash)).toBe(undefined);
    expect(
      await inlineFrameScripts('<html><body><script src="/main.0a1b2c3d4e5f.js"></script>', kept, hash),
    ).toBe(undefined);
  });

  it('adds the hashes to the CSP’s script-src only', () => {
    expect(
      allowScripts("default-src 'self'; script-src 'self' 'sha256-t'; connect-src 'self'", ["'sha256-a'"]),
    ).toBe("default-src 'self'; script-src 'self' 'sha256-t' 'sha256-a'; connect-src 'self'");
    expect(allowScripts("default-src 'self'", ["'sha256-a'"])).toBe("default-src 'self'");
  });

  it('hashes a script as a CSP hash source does', async () => {
    const code = 'frame("שלום")';
    expect(await sha256Source(code)).toBe(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  });
});
