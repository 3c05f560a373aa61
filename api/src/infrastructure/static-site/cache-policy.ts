const revalidated = new Set([
  'index.html',
  'remotes.json',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
]);
const contentHash = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpe?g|webp)$/;

/**
 * Entry points must be revalidated so a redeployed remote is picked up at once; content-hashed chunks never
 * change under their name, so browsers may keep them for a year.
 */
export function cacheControlFor(fileName: string): string {
  if (revalidated.has(fileName)) return 'no-cache';
  if (contentHash.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export function contentTypeFor(extension: string): string {
  return types[extension.toLowerCase()] ?? 'application/octet-stream';
}
