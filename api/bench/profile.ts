import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

/**
 * With `BENCH_PROFILE=<dir>`, a CPU profile of the API's thread during each scenario's measured run, written as
 * `<dir>/<scenario>.cpuprofile` (open it in Chrome's DevTools): where a request's time goes, without the
 * start-up and seeding a whole-process `--cpu-prof` would mix in.
 */
export async function startProfile(directory: string | undefined, name: string) {
  if (!directory) return async () => undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    const file = path.join(directory, `${name.replace(/[^\w.-]+/g, '_')}.cpuprofile`);
    await writeFile(file, JSON.stringify(profile));
    return file;
  };
}
