import { createWebpackConfig } from '@kaspit/mf-config';

export default (_env, argv) =>
  createWebpackConfig({
    dir: import.meta.dirname,
    kind: 'shell',
    mode: argv.mode ?? 'production',
    // What every route of the app page (the remote routes) loads as it starts: single-spa and the remote areas'
    // start, axios with the first request, single-spa-react with the first remote's mount. Not workbox-window: the
    // service worker is registered seconds later, once the page has settled.
    alsoAtStart: ['../remotes/start.js', 'axios', 'single-spa-react'],
  });
