import { createWebpackConfig } from '@kaspit/mf-config';

export default (_env, argv) =>
  createWebpackConfig({ dir: import.meta.dirname, kind: 'remote', mode: argv.mode ?? 'production' });
