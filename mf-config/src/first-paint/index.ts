import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Compiler, Configuration, RuleSetRule } from 'webpack';
import { COLLECT_CSS_LOADER, COLLECTED_CSS } from './collect-css-loader.js';

/**
 * The asset the server reads to put a remote's first paint in its route's page: `{ html, fill? }` (every route the
 * remote draws), or `{ routes: { '/search': html }, fill? }` (per route; a route not named gets none).
 */
export const FIRST_PAINT_FILE = 'first-paint.json';
/**
 * The module a remote draws its first paint with: its default export is a component rendered without props, or a
 * record of them by the route they draw (`{ '/search': SearchFirstPaint }`).
 */
export const FIRST_PAINT_SOURCE = 'src/first-paint.tsx';
/** The remote's script that writes the person's values into the painted fragment (optional). */
export const FIRST_PAINT_FILL_SOURCE = 'src/first-paint-fill.ts';

const require = createRequire(import.meta.url);

/** css-loader as every build of a remote runs it: CSS modules named `<folder>__<local>__<hash>`. */
export function cssModulesLoader(folder: string, { sourceMap = false } = {}): RuleSetRule {
  return {
    loader: require.resolve('css-loader'),
    options: { modules: { auto: true, localIdentName: `${folder}__[local]__[hash:base64:5]` }, sourceMap },
  };
}

const scriptRule = (): RuleSetRule => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  loader: require.resolve('esbuild-loader'),
  options: { loader: 'tsx', target: 'es2022', jsx: 'automatic' },
});

/** The two builds: the fragment for Node (rendered here), the fill script for the page. */
function configs(dir: string, out: string, production: boolean): Configuration[] {
  const collectCssLoader = path.join(out, 'collect-css-loader.cjs');
  writeFileSync(collectCssLoader, COLLECT_CSS_LOADER);
  const folder = path.basename(dir);
  const common = {
    context: dir,
    mode: production ? ('production' as const) : ('development' as const),
    devtool: false as const,
    resolve: { extensions: ['.tsx', '.ts', '.js'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } },
  };
  const fragment: Configuration = {
    ...common,
    name: 'fragment',
    target: 'node',
    entry: { fragment: `./${FIRST_PAINT_SOURCE}` },
    output: { path: out, filename: '[name].cjs', library: { type: 'commonjs2' } },
    // React is the one the renderer below uses.
    externals: [/^react(-dom)?(\/.*)?$/],
    externalsType: 'commonjs',
    optimization: { minimize: false },
    module: {
      rules: [scriptRule(), { test: /\.css$/, use: [collectCssLoader, cssModulesLoader(folder)] }],
    },
  };
  const fill: Configuration = {
    ...common,
    name: 'fill',
    target: 'web',
    entry: { 'first-paint': `./${FIRST_PAINT_FILL_SOURCE}` },
    output: { path: out, filename: '[name].[contenthash:12].js', iife: true },
    module: { rules: [scriptRule()] },
  };
  return existsSync(path.join(dir, FIRST_PAINT_FILL_SOURCE)) ? [fragment, fill] : [fragment];
}

function run(compiler: Compiler, list: Configuration[]): Promise<void> {
  return new Promise((resolve, reject) => {
    compiler.webpack(list).run((error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    });
  });
}

type Fragments = { html: string } | { routes: Record<string, string> };

/**
 * Renders the built fragment with the remote's React: its markup (one, or one per route), each with the CSS its
 * modules imported.
 */
function render(dir: string, bundle: string): Fragments {
  const fromRemote = createRequire(path.join(dir, 'package.json'));
  const { createElement } = fromRemote('react') as typeof import('react');
  const { renderToStaticMarkup } = fromRemote('react-dom/server') as typeof import('react-dom/server');
  const globals = globalThis as Record<string, unknown>;
  globals[COLLECTED_CSS] = [];
  delete fromRemote.cache[bundle];
  try {
    const { default: drawn } = fromRemote(bundle) as {
      default: (() => null) | Record<string, () => null>;
    };
    const css = (globals[COLLECTED_CSS] as string[]).join('\n');
    const style = css ? `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>` : '';
    const html = (component: () => null) => `${style}${renderToStaticMarkup(createElement(component))}`;
    if (typeof drawn === 'function') return { html: html(drawn) };
    return { routes: Object.fromEntries(Object.entries(drawn).map(([route, c]) => [route, html(c)])) };
  } finally {
    delete globals[COLLECTED_CSS];
  }
}

/**
 * A remote with a `src/first-paint.tsx` gets a `first-paint.json`: the page as its first render draws it before any
 * data has arrived (for every route it draws, or per route), rendered at build time by its own components, with the
 * CSS it needs inline; and, when it has a
 * `src/first-paint-fill.ts`, that script (`first-paint.<hash>.js`), which writes the signed-in person's values into
 * the painted page before the first paint. The fragment is built with the same css-loader options as the remote's
 * page, so its class names are the ones the page's stylesheet (and the remote, once mounted) uses.
 */
export class FirstPaintPlugin {
  constructor(private readonly dir: string) {}

  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    const production = compiler.options.mode !== 'development';
    compiler.hooks.thisCompilation.tap('FirstPaintPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'FirstPaintPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const out = path.join(this.dir, 'node_modules', '.cache', 'kaspit-first-paint');
          rmSync(out, { recursive: true, force: true });
          mkdirSync(out, { recursive: true });
          await run(compiler, configs(this.dir, out, production));
          const fragments = render(this.dir, path.join(out, 'fragment.cjs'));
          const fill = readdirSync(out).find((f) => /^first-paint\..+\.js$/.test(f));
          if (fill) compilation.emitAsset(fill, new sources.RawSource(readFileSync(path.join(out, fill))));
          compilation.emitAsset(
            FIRST_PAINT_FILE,
            new sources.RawSource(`${JSON.stringify({ ...fragments, ...(fill ? { fill } : {}) })}\n`),
          );
          compilation.fileDependencies.add(path.join(this.dir, FIRST_PAINT_SOURCE));
        },
      );
    });
  }
}
