import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

export interface StaticHost {
  origin: string;
  /** Every path asked for, in order. */
  requested: string[];
  close: () => Promise<void>;
}

/**
 * A folder served by a plain static server on another origin (`port`, 0 to let the system pick), with CORS open,
 * the way a remote's build uploaded to a CDN is served.
 */
export async function serveFolder(folder: string, port = 0): Promise<StaticHost> {
  const requested: string[] = [];
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url!, 'http://host').pathname);
    requested.push(pathname);
    const file = path.join(folder, path.normalize(pathname));
    readFile(file).then(
      (body) => {
        const type = file.endsWith('.json') ? 'application/json' : 'text/javascript';
        res.writeHead(200, { 'Content-Type': type, 'Access-Control-Allow-Origin': '*' }).end(body);
      },
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    origin: `http://127.0.0.1:${bound}`,
    requested,
    // close() alone waits for every connection the browser keeps open (a page still showing, its service worker)
    // to end; the host going away takes them down, as a CDN's would.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
