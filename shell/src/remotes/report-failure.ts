import type { RemoteName } from '../areas.js';

/** One failed remote, as its team needs to see it. */
export interface RemoteFailure {
  remote: RemoteName;
  /** The build's version from its manifest; null when the manifest itself could not be read. */
  version: string | null;
  build: 'stable' | 'canary';
  /** Where the build was loaded from (its manifest), or remotes.json when the remote is not listed there. */
  url: string;
  error: unknown;
}

const MAX_MESSAGE = 500;
const MAX_STACK = 4000;
const reported = new Set<string>();

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

function summarize(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) {
    return {
      message: clip(error.message || error.name, MAX_MESSAGE),
      stack: error.stack && clip(error.stack, MAX_STACK),
    };
  }
  return { message: clip(String(error) || 'unknown error', MAX_MESSAGE) };
}

/**
 * Tells the console and the API that a remote failed: name, version, build, URL and error, and the page's path
 * without its query (a search's terms are the person's own). Each distinct failure is sent once per page, so an
 * area retried on every navigation does not flood the API; a report that cannot be sent is only logged.
 */
export function reportRemoteFailure(
  failure: RemoteFailure,
  send: typeof fetch = (...args) => fetch(...args),
  pathname = window.location.pathname,
): Promise<void> {
  const { remote, version, build, url, error } = failure;
  const { message, stack } = summarize(error);
  console.error(
    `Remote ${remote} ${version ?? '(version unknown)'} (${build} build, ${url}) failed: ${message}`,
    error,
  );
  const key = `${remote} ${url} ${message}`;
  if (reported.has(key)) return Promise.resolve();
  reported.add(key);
  const body = { remote, version, build, url, message, stack, page: clip(pathname, 200) };
  return send('/api/client-errors', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    // The report outlives a navigation away from the broken page.
    keepalive: true,
  }).then(
    (res) => {
      if (!res.ok) console.warn(`The failure of ${remote} could not be reported: HTTP ${res.status}`);
    },
    (sendError: unknown) => console.warn(`The failure of ${remote} could not be reported`, sendError),
  );
}
