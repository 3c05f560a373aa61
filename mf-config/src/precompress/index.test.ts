import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressFolder } from './index.js';

describe('precompressFolder', () => {
  it('writes brotli and gzip copies of text assets that decompress to the original, and none for maps or tiny files', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    const script = `export const greeting = ${JSON.stringify('שלום '.repeat(400))};\n`;
    writeFileSync(path.join(dir, 'main.0123456789ab.js'), script);
    writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ names: Array(200).fill('mfe') }));
    writeFileSync(path.join(dir, 'main.0123456789ab.js.map'), '{"mappings":"' + 'AAAA;'.repeat(500) + '"}');
    writeFileSync(path.join(dir, 'tiny.js'), 'a');
    writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(2000));

    await precompressFolder(dir);

    const js = path.join(dir, 'main.0123456789ab.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(script.length / 10);
    expect(existsSync(path.join(dir, 'mf-manifest.json.br'))).toBe(true);
    expect(existsSync(path.join(dir, 'main.0123456789ab.js.map.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'tiny.js.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'logo.png.br'))).toBe(false);
  });
});
