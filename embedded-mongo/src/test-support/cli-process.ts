import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** The built CLI: tests run after `build`, exactly as a user would start it. */
export const cliPath = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

export interface RunningCli {
  child: ChildProcess;
  uri: string;
  exited: Promise<number | null>;
}

/** Starts `embedded-mongo --port 0 --dbpath <dir>` and resolves with the URI it prints when ready. */
export function startCli(dbPath: string, extra: string[] = []): Promise<RunningCli> {
  const child = spawn(process.execPath, [cliPath, '--port', '0', '--dbpath', dbPath, ...extra], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (uri) => resolve({ child, uri, exited }));
    void exited.then((code) => reject(new Error(`embedded-mongo exited (${code}) before ready: ${stderr}`)));
  });
}
