import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildFixture } from '../test-support/build-fixture.js';
import { STARTUP_SCRIPTS_FILE, StartupScriptsPlugin } from './index.js';

/** A small app: the entry (with a helper webpack concatenates into it) starts `app`, which imports more. */
function fixture(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'startup-scripts-'));
  const file = (name: string, code: string) => writeFileSync(path.join(dir, name), code);
  file(
    'index.js',
    "import { ready } from './ready.js';\nready().then(() => import(/* webpackChunkName: \"app\" */ './app.js')).then((m) => m.start());\n",
  );
  file('ready.js', 'export const ready = () => Promise.resolve();\n');
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
  return dir;
}

describe('StartupScriptsPlugin', () => {
  it('lists the chunks of the entry’s own imports and of the named ones, not what the app loads later', async () => {
    const dir = fixture();
    await buildFixture(dir, { plugins: [new StartupScriptsPlugin({ alsoAtStart: ['./always.js'] })] });

    const listed = JSON.parse(readFileSync(path.join(dir, 'dist', STARTUP_SCRIPTS_FILE), 'utf8')) as unknown;
    expect(listed).toEqual({ main: ['always.js', 'app.js'] });
  }, 60_000);

  it('fails the build when a request named as made at start-up opens no chunk (a file renamed or moved)', async () => {
    const dir = fixture();
    await expect(
      buildFixture(dir, { plugins: [new StartupScriptsPlugin({ alsoAtStart: ['./moved-away.js'] })] }),
    ).rejects.toThrow('no start-up chunk imports "./moved-away.js"');
  }, 60_000);
});
