import { createRequire } from 'node:module';
import path from 'node:path';
import type { Configuration, Stats } from 'webpack';

const require = createRequire(import.meta.url);
const webpack = require('webpack') as (
  config: Configuration,
  done: (err: Error | null, stats?: Stats) => void,
) => void;

/** A production webpack build of a plugin test's fixture: `<dir>/index.js` into `<dir>/dist`, chunks by name. */
export function buildFixture(
  dir: string,
  options: Pick<Configuration, 'devtool' | 'plugins'>,
): Promise<void> {
  return new Promise((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: { main: './index.js' },
        output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].js' },
        ...options,
      },
      (error, stats) =>
        error || stats?.hasErrors() ? reject(error ?? new Error(stats!.toString())) : resolve(),
    ),
  );
}
