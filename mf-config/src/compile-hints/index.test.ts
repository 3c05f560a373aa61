import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFixture } from '../test-support/build-fixture.js';
import { COMPILE_HINT, CompileHintsPlugin } from './index.js';

const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map-js') as typeof import('source-map-js');

describe('CompileHintsPlugin', () => {
  it('starts every script of a minified build with V8’s compile hint, and the source maps still point at the source', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
    writeFileSync(
      path.join(dir, 'index.js'),
      "export function greet(name) {\n  console.log('shalom ' + name);\n}\ngreet(document.title);\nimport(/* webpackChunkName: \"later\" */ './later.js').then((m) => m.later());\n",
    );
    writeFileSync(path.join(dir, 'later.js'), "export function later() {\n  console.log('later');\n}\n");
    await buildFixture(dir, { devtool: 'hidden-source-map', plugins: [new CompileHintsPlugin()] });

    for (const file of ['main.js', 'later.js']) {
      const code = readFileSync(path.join(dir, 'dist', file), 'utf8');
      expect(code.split('\n')[0]).toBe(COMPILE_HINT);
      // Still minified: the hint is the only comment.
      expect(code).not.toContain('\n  ');
    }
    const code = readFileSync(path.join(dir, 'dist', 'main.js'), 'utf8');
    const lines = code.split('\n');
    const line = lines.findIndex((l) => l.includes('"shalom "'));
    const map = new SourceMapConsumer(
      JSON.parse(readFileSync(path.join(dir, 'dist', 'main.js.map'), 'utf8')),
    );
    const original = map.originalPositionFor({ line: line + 1, column: lines[line]!.indexOf('"shalom "') });
    expect(original.source).toMatch(/index\.js$/);
    expect(original.line).toBe(2);
    // A real webpack build: seconds on a loaded two-core machine, past Vitest's 5 s default.
  }, 60_000);
});
