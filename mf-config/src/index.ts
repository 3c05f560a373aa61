import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Configuration } from 'webpack';
import { CompileHintsPlugin } from './compile-hints/index.js';
import { cssModulesLoader, FIRST_PAINT_SOURCE, FirstPaintPlugin } from './first-paint/index.js';
import { PrecompressPlugin } from './precompress/index.js';
import { StartupScriptsPlugin } from './startup-scripts/index.js';
import { containerName, sharedModules, type Dependencies } from './shared.js';

export { containerName, sharedModules, SINGLETONS } from './shared.js';
export { precompressFile, precompressFolder, PrecompressPlugin } from './precompress/index.js';
export { COMPILE_HINT, CompileHintsPlugin } from './compile-hints/index.js';
export { STARTUP_SCRIPTS_FILE, StartupScriptsPlugin } from './startup-scripts/index.js';
export { FIRST_PAINT_FILE, FirstPaintPlugin } from './first-paint/index.js';

const require = createRequire(import.meta.url);

export interface AppOptions {
  /** The app's folder (its package root), e.g. `import.meta.dirname`. */
  dir: string;
  /**
   * `shell` builds the host (HTML page, no exposes); a remote exposes `./app`, and `./first-reads` when it has a
   * `src/first-reads.ts` (the route's first API reads, which the shell starts while `./app` is still on its way).
   */
  kind: 'shell' | 'remote';
  mode?: 'production' | 'development';
  /** The shell only: lazy imports its app page always makes at start-up (see StartupScriptsPlugin). */
  alsoAtStart?: string[];
}

const readIfPresent = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

/** The ES module build of `@module-federation/runtime-core` (its `import` export). */
function runtimeCoreEsm(): string {
  const enhanced = require.resolve('@module-federation/enhanced/webpack');
  const commonJs = createRequire(enhanced).resolve('@module-federation/runtime-core');
  return commonJs.replace(/index\.cjs$/, 'index.js');
}

/** What a remote exposes: `./app` always, `./first-reads` when the remote declares its first reads. */
function remoteExposes(dir: string): Record<string, string> {
  const firstReads = existsSync(path.join(dir, 'src', 'first-reads.ts'));
  return { './app': './src/app.tsx', ...(firstReads ? { './first-reads': './src/first-reads.ts' } : {}) };
}

/** One webpack + Module Federation configuration for the shell and every remote. */
export function createWebpackConfig({
  dir,
  kind,
  mode = 'production',
  alsoAtStart,
}: AppOptions): Configuration {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    dependencies?: Dependencies;
  };
  const folder = path.basename(dir);
  // Loaded lazily so this module can be imported (and unit tested) without webpack plugins resolving.
  const { ModuleFederationPlugin } =
    require('@module-federation/enhanced/webpack') as typeof import('@module-federation/enhanced/webpack');
  const HtmlWebpackPlugin = require('html-webpack-plugin') as typeof import('html-webpack-plugin');
  const shell = kind === 'shell';
  const production = mode === 'production';

  return {
    mode,
    context: dir,
    // A remote's only entry is its container (remoteEntry.js), which the federation plugin adds.
    entry: shell ? { main: './src/index.ts' } : {},
    // Production maps are built for error reporting but not referenced from the scripts, and the server does not
    // serve them publicly.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      // The shell is served from `/`; a remote from wherever its remoteEntry.js is fetched.
      publicPath: shell ? '/' : 'auto',
      filename: '[name].[contenthash:12].js',
      chunkFilename: '[name].[contenthash:12].js',
      chunkLoadTimeout: 120_000,
      uniqueName: containerName(folder),
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // The runtime the shell provides is `require`d (CommonJS build) by MF's inject plugin, while the shell's own
      // bundler runtime imports the ES build: two runtime-core copies, two `ModuleFederation` classes. Both
      // requests go to the ES build, so the page has one runtime and the shell's container is built from it.
      alias: shell ? { '@module-federation/runtime-tools/runtime-core$': runtimeCoreEsm() } : {},
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: require.resolve('esbuild-loader'),
          options: { loader: 'tsx', target: 'es2022', jsx: 'automatic' },
        },
        {
          test: /\.css$/,
          // css-loader follows `devtool` and would ship each stylesheet's source map inside the JavaScript, turned
          // into a data URL (JSON, URI-encoding, base64) as the module is evaluated: on a phone, a remote's first
          // task grew by tens of milliseconds for a map nobody reads. Development keeps it.
          use: [require.resolve('style-loader'), cssModulesLoader(folder, { sourceMap: !production })],
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: containerName(folder),
        filename: 'remoteEntry.js',
        ...(shell ? { remotes: {} } : { exposes: remoteExposes(dir) }),
        shared: sharedModules(pkg.dependencies ?? {}),
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // One federation runtime on the page: the shell puts its runtime-core on `globalThis`, and remotes use
        // that one instead of each carrying a copy in remoteEntry.js.
        experiments: {
          ...(shell ? { provideExternalRuntime: true } : { externalRuntime: true }),
          // Browser only: leaves the runtime's Node script loader out of the bundle.
          optimization: { target: 'web' },
        },
      }),
      // `app.html` is the empty page the signed-in routes get; the shell's prerender writes `index.html` for `/`
      // and the public pages from it.
      ...(shell
        ? [
            new HtmlWebpackPlugin({
              template: './src/index.html',
              filename: 'app.html',
              scriptLoading: 'defer',
              // The shell's stylesheet is inlined in the page (the template's `<style>`), not carried by the
              // JavaScript: the first paint is styled without a stylesheet request, and no script re-injects it.
              templateParameters: { styles: readIfPresent(path.join(dir, 'src/styles.css')) },
            }),
          ]
        : []),
      // The shell's start-up code is compiled off the main thread (see CompileHintsPlugin). Remotes are left as they
      // are: their chunks are mostly code for other pages and dialogs, which eager compilation would only waste.
      ...(shell && production ? [new CompileHintsPlugin()] : []),
      // The app page names the shell's start-up scripts as preloads (the prerender writes them in from this list).
      ...(shell ? [new StartupScriptsPlugin({ alsoAtStart })] : []),
      // A remote's first paint, for the server to put in its route's page (see FirstPaintPlugin).
      ...(!shell && existsSync(path.join(dir, FIRST_PAINT_SOURCE)) ? [new FirstPaintPlugin(dir)] : []),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    performance: { hints: false },
  };
}
