import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Configuration, Stats } from 'webpack';
import { createWebpackConfig } from '../index.js';
import { FIRST_PAINT_FILE } from './index.js';

const require = createRequire(import.meta.url);
const webpack = require('webpack') as (
  config: Configuration,
  done: (err: Error | null, stats?: Stats) => void,
) => void;

// Inside the repository, so the fixture resolves React as a remote does.
const packageDir = path.resolve(import.meta.dirname, '..', '..');
let parent: string;
let dir: string;
let perRoute: string;

const files: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'mfe-fixture', dependencies: {} }),
  'src/page.module.css': '.page { display: grid; }\n.hint { color: gray; }\n.unused { color: red; }\n',
  'src/intro.tsx':
    "import * as styles from './page.module.css';\nexport const Intro = ({ text }: { text: string }) => <div className={styles.page}><p className={styles.hint}>{text}</p></div>;\n",
  'src/app.tsx':
    'import { Intro } from \'./intro.js\';\nexport const render = () => <Intro text="later" />;\n',
  'src/first-paint.tsx':
    'import { Intro } from \'./intro.js\';\nexport default function FirstPaint() { return <Intro text="first" />; }\n',
  'src/first-paint-fill.ts': "document.querySelector('p')?.setAttribute('data-filled', '');\n",
};

// A remote drawing two routes, with a first paint for one of them.
const perRouteFiles: Record<string, string> = {
  ...files,
  'package.json': JSON.stringify({ name: 'mfe-routes', dependencies: {} }),
  'src/first-paint.tsx':
    "import { Intro } from './intro.js';\nconst Search = () => <Intro text=\"search\" />;\nexport default { '/search': Search };\n",
};

function writeFixture(at: string, fixture: Record<string, string>) {
  for (const [file, text] of Object.entries(fixture)) {
    mkdirSync(path.dirname(path.join(at, file)), { recursive: true });
    writeFileSync(path.join(at, file), text);
  }
}

function build(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) =>
    webpack(config, (error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? new Error(stats!.toString())) : resolve(),
    ),
  );
}

beforeAll(async () => {
  parent = mkdtempSync(path.join(packageDir, '.first-paint-fixture-'));
  dir = path.join(parent, 'mfe-fixture');
  perRoute = path.join(parent, 'mfe-routes');
  writeFixture(dir, files);
  writeFixture(perRoute, perRouteFiles);
  await build(createWebpackConfig({ dir, kind: 'remote', mode: 'production' }));
  await build(createWebpackConfig({ dir: perRoute, kind: 'remote', mode: 'production' }));
}, 240_000);

afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe("a remote's first paint", () => {
  it('is its first-paint module rendered, with the class names its page uses at run time and their CSS inline', () => {
    const { html, fill } = JSON.parse(readFileSync(path.join(dir, 'dist', FIRST_PAINT_FILE), 'utf8')) as {
      html: string;
      fill?: string;
    };
    const hint = /<p class="(mfe-fixture__hint__[\w-]+)">first<\/p>/.exec(html)?.[1];
    expect(hint).toBeDefined();
    const page = /<div class="(mfe-fixture__page__[\w-]+)">/.exec(html)?.[1];
    expect(page).toBeDefined();
    // The remote's own scripts (style-loader's names) carry exactly these names.
    const scripts = readdirSync(path.join(dir, 'dist'))
      .filter((file) => file.endsWith('.js') && file !== fill)
      .map((file) => readFileSync(path.join(dir, 'dist', file), 'utf8'))
      .join('\n');
    expect(scripts).toContain(hint);
    expect(scripts).toContain(page);
    // The CSS those names need comes with the fragment, before it.
    expect(html.indexOf(`<style>`)).toBe(0);
    expect(html).toContain(`.${hint} {`);
    expect(html).toContain(`.${page} {`);
    expect(html).not.toContain('<script');
    // The fill script is a content-hashed file of the remote's, named in the JSON.
    expect(fill).toMatch(/^first-paint\.[0-9a-f]{12}\.js$/);
    expect(readFileSync(path.join(dir, 'dist', fill!), 'utf8')).toContain('data-filled');
  });

  it('is given per route when the module draws a record of routes, each fragment with its CSS', () => {
    const json = JSON.parse(readFileSync(path.join(perRoute, 'dist', FIRST_PAINT_FILE), 'utf8')) as {
      html?: string;
      routes?: Record<string, string>;
      fill?: string;
    };
    // No fragment for every route: a server that knows only that form gives this remote's routes none.
    expect(json.html).toBeUndefined();
    expect(Object.keys(json.routes ?? {})).toEqual(['/search']);
    const search = json.routes!['/search']!;
    const hint = /<p class="(mfe-routes__hint__[\w-]+)">search<\/p>/.exec(search)?.[1];
    expect(hint).toBeDefined();
    expect(search.indexOf('<style>')).toBe(0);
    expect(search).toContain(`.${hint} {`);
    expect(json.fill).toMatch(/^first-paint\.[0-9a-f]{12}\.js$/);
  });

  it('is not built for a remote without a first-paint module', () => {
    const other = path.join(parent, 'mfe-other');
    mkdirSync(path.join(other, 'src'), { recursive: true });
    writeFileSync(path.join(other, 'package.json'), files['package.json']!);
    const config = createWebpackConfig({ dir: other, kind: 'remote' });
    expect(config.plugins?.some((plugin) => plugin?.constructor.name === 'FirstPaintPlugin')).toBe(false);
  });
});
