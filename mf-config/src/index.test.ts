import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { containerName, createWebpackConfig, sharedModules } from './index.js';

const deps = {
  react: '^19.3.1',
  'react-dom': '^19.3.1',
  rxjs: '^7.8.2',
  '@kaspit/shared-auth': '^1.0.0',
  lodash: '^4',
};

function appDir(folder: string, files: string[] = []) {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'mf-config-')), folder);
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ dependencies: deps }));
  for (const file of files) writeFileSync(path.join(dir, file), '');
  return dir;
}

describe('sharedModules', () => {
  it('shares React, its JSX runtime and client and shared-auth as non-eager singletons with explicit versions, and rxjs not at all', () => {
    const shared = sharedModules(deps);
    expect(Object.keys(shared).sort()).toEqual(
      ['@kaspit/shared-auth', 'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'].sort(),
    );
    expect(shared.react).toEqual({
      singleton: true,
      requiredVersion: '^19.3.1',
      eager: false,
      strictVersion: false,
    });
    expect(shared['react/jsx-runtime']!.requiredVersion).toBe('^19.3.1');
    // Our own contracts are required as semver ranges, and a page copy outside the range is refused.
    expect(shared['@kaspit/shared-auth']).toMatchObject({ requiredVersion: '^1.0.0', strictVersion: true });
  });

  it('refuses an exact pin of our own packages: a remote must accept every newer minor the shell may provide', () => {
    expect(() => sharedModules({ '@kaspit/shared-auth': '1.0.0' })).toThrow(
      /@kaspit\/shared-auth is required as "1\.0\.0".*\^1\.0\.0/,
    );
  });

  it('leaves out what the app does not depend on', () => {
    expect(Object.keys(sharedModules({ react: '^19.0.0' })).sort()).toEqual(['react', 'react/jsx-runtime']);
  });
});

describe('createWebpackConfig', () => {
  it('builds a remote that exposes ./app (and its ./first-reads) with a manifest, an unhashed remoteEntry and hashed chunks', () => {
    const config = createWebpackConfig({
      dir: appDir('mfe-budgets', ['src/first-reads.ts']),
      kind: 'remote',
    });
    expect(config.output).toMatchObject({
      publicPath: 'auto',
      filename: '[name].[contenthash:12].js',
      chunkLoadTimeout: 120_000,
    });
    const federation = config.plugins!.find(
      (p) => p?.constructor.name === 'ModuleFederationPlugin',
    ) as unknown as {
      _options: { name: string; filename: string; exposes: object; manifest: object; shared: object };
    };
    expect(federation._options).toMatchObject({
      name: 'mfe_budgets',
      filename: 'remoteEntry.js',
      exposes: { './app': './src/app.tsx', './first-reads': './src/first-reads.ts' },
      manifest: { fileName: 'mf-manifest.json' },
    });
  });

  it('exposes ./first-reads only from a remote that has src/first-reads.ts', () => {
    const config = createWebpackConfig({ dir: appDir('mfe-records'), kind: 'remote' });
    const federation = config.plugins!.find(
      (p) => p?.constructor.name === 'ModuleFederationPlugin',
    ) as unknown as { _options: { exposes: object } };
    expect(federation._options.exposes).toEqual({ './app': './src/app.tsx' });
  });

  it('builds the shell with an HTML page and no build-time remotes', () => {
    const config = createWebpackConfig({ dir: appDir('shell'), kind: 'shell' });
    expect(config.output!.publicPath).toBe('/');
    expect(config.plugins!.some((p) => p?.constructor.name === 'HtmlWebpackPlugin')).toBe(true);
    // One federation runtime: the runtime the shell provides to remotes is the ES build its own container uses.
    const alias = (config.resolve!.alias as Record<string, string>)[
      '@module-federation/runtime-tools/runtime-core$'
    ];
    expect(alias).toMatch(/@module-federation[\\/]runtime-core[\\/]dist[\\/]index\.js$/);
  });

  it('keeps stylesheets’ source maps out of a production build’s JavaScript, and in a development one', () => {
    const cssLoaderOptions = (mode: 'production' | 'development') => {
      const config = createWebpackConfig({ dir: appDir('mfe-records'), kind: 'remote', mode });
      const css = config.module!.rules!.find(
        (rule) => rule && typeof rule === 'object' && String(rule.test) === String(/\.css$/),
      ) as { use: (string | { loader: string; options: { sourceMap?: boolean } })[] };
      const cssLoader = css.use.find((use) => typeof use === 'object' && use.loader.includes('css-loader'));
      return (cssLoader as { options: { sourceMap?: boolean } }).options;
    };
    expect(cssLoaderOptions('production').sourceMap).toBe(false);
    expect(cssLoaderOptions('development').sourceMap).toBe(true);
  });

  it('names containers with valid identifiers', () => {
    expect(containerName('mfe-personal-area')).toBe('mfe_personal_area');
  });
});
