import { spawn } from 'node:child_process';

/**
 * Runs `command` in `cwd` without blocking the test's worker (a build takes minutes on a loaded machine, and the
 * worker's timers and browser connection must keep running meanwhile); rejects with its output when it fails.
 */
export function run(cwd: string, command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} in ${cwd} failed:\n${output}`)),
    );
  });
}
