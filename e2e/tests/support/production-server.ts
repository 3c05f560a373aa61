import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverScript = fileURLToPath(new URL('../../../api/dist/server.js', import.meta.url));

export interface StartedServer {
  origin: string;
  stop: () => Promise<void>;
}

/**
 * Starts the built server the way a production deployment runs it (NODE_ENV=production), on a port the system
 * picks so it never collides with the suite's own server.
 */
export function startProductionServer(): Promise<StartedServer> {
  return startServer({
    NODE_ENV: 'production',
    // Production refuses to start without a Google client; nothing here signs in.
    GOOGLE_CLIENT_ID: 'e2e-production-check.apps.googleusercontent.com',
  });
}

/** Starts the built server (`npm start`'s) with `env` on top, on a port the system picks. */
export async function startServer(env: Record<string, string>): Promise<StartedServer> {
  const child: ChildProcess = spawn(process.execPath, [serverScript], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kaspit-e2e-server-')),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { origin, stop: () => stopProcess(child) };
}

/** How long a server has to finish its in-flight requests after SIGTERM before it is killed. */
const STOP_GRACE_MS = 20_000;

/**
 * SIGTERM, then SIGKILL if the server has not exited within the grace time. Resolves at once for a server that
 * already exited (one that crashed during the test): waiting for an exit that happened would hang the test's
 * clean-up until its timeout and hide the failure that mattered.
 */
function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
