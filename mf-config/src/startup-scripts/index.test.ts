import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Configuration, Stats } from 'webpack';
import { STARTUP_SCRIPTS_FILE, StartupScriptsPlugin } from './index.js';

const require = createRequire(import.meta.url);
const webpack = require('webpack') as (
  config: Configuration,
  done: (err: Error | null, stats?: Stats) => void,
) => void;

function build(dir: string): Promise<void> {
  return new Promise((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: { main: './index.js' },
        output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].js' },
        plugins: [new StartupScriptsPlugin({ alsoAtStart: ['./always.js'] })],
      },
      (error, stats) =>
        error || stats?.hasErrors() ? reject(error ?? new Error(stats!.toString())) : resolve(),
    ),
  );
}

describe('StartupScriptsPlugin', () => {
  it('lists the chunks of the entry’s own imports and of the named ones, not what the app loads later', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'startup-scripts-'));
    const file = (name: string, code: string) => writeFileSync(path.join(dir, name), code);
    file('index.js', 'import(/* webpackChunkName: "app" */ \'./app.js\').then((m) => m.start());\n');
    file(
      'app.js',
      [
        'export function start() {',
        '  import(/* webpackChunkName: "always" */ \'./always.js\').then((m) => m.run());',
        '  document.body.onclick = () => import(/* webpackChunkName: "dialog" */ \'./dialog.js\');',
        '}',
      ].join('\n'),
    );
    file('always.js', "export const run = () => console.log('always');\n");
    file('dialog.js', "console.log('a dialog, opened later');\n");
    await build(dir);

    const listed = JSON.parse(readFileSync(path.join(dir, 'dist', STARTUP_SCRIPTS_FILE), 'utf8')) as {
      scripts: string[];
    };
    expect(listed.scripts).toEqual(['always.js', 'app.js']);
  }, 60_000);
});
