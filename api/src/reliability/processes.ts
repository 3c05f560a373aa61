import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const serverJs = fileURLToPath(new URL('../../dist/server.js', import.meta.url));
const storeCli = fileURLToPath(new URL('../../../embedded-mongo/dist/cli.js', import.meta.url));

export interface Running {
  child: ChildProcess;
  exited: Promise<void>;
  /** SIGKILL: no chance to finish anything. */
  kill(): Promise<void>;
  /** SIGTERM and wait. */
  stop(): Promise<void>;
}

function running(child: ChildProcess): Running {
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return { child, exited, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM') };
}

/** Resolves with the first stdout line `pick` accepts; rejects with the output if the process exits first. */
function waitForLine<T>(
  child: ChildProcess,
  pick: (line: string) => T | undefined,
  what: string,
): Promise<T> {
  return new Promise((resolve, reject) => {
    let tail = '';
    child.stderr!.on('data', (chunk: Buffer) => (tail = (tail + String(chunk)).slice(-4000)));
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      tail = (tail + line + '\n').slice(-4000);
      const value = pick(line);
      if (value !== undefined) resolve(value);
    });
    child.once('exit', (code, signal) => reject(new Error(`${what} exited (${code ?? signal}): ${tail}`)));
  });
}

/**
 * The embedded store on its own, as a separate MongoDB would run: over a Unix socket, or over TCP on a fixed port
 * of 127.0.0.1 (so a restarted store is found at the same address).
 */
export async function startStore(
  dbPath: string,
  where: ({ socketPath: string } | { port: number }) & { compactBytes?: number },
): Promise<Running & { uri: string }> {
  const address =
    'socketPath' in where ? ['--unix-socket', where.socketPath] : ['--port', String(where.port)];
  const compact = where.compactBytes ? ['--compact-bytes', String(where.compactBytes)] : [];
  const child = spawn(process.execPath, [storeCli, '--dbpath', dbPath, ...address, ...compact], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const uri = await waitForLine(child, (line) => (line.startsWith('mongodb://') ? line : undefined), 'store');
  return { ...running(child), uri };
}

/** The built API (`node api/dist/server.js`), on a free port; `MONGODB_URI` absent starts its in-process store. */
export async function startApi(env: Record<string, string>): Promise<Running & { port: number }> {
  const child = spawn(process.execPath, [serverJs], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const port = await waitForLine(
    child,
    (line) => {
      const match = /"port":(\d+)/.exec(line);
      return match ? Number(match[1]) : undefined;
    },
    'api',
  );
  // Logs are not read after start-up; keep the pipes drained so the process never blocks on them.
  child.stdout!.resume();
  child.stderr!.resume();
  return { ...running(child), port };
}
