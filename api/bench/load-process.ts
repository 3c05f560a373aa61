import { measureWithAutocannon } from './autocannon.js';
import { closePools, measure, type LoadTask } from './load.js';

/** The bench's load client, forked by `loadClient()`: one task at a time over IPC, the result sent back. */
process.on('message', (task: LoadTask | 'stop') => {
  if (task === 'stop') {
    void closePools().finally(() => process.exit(0));
    return;
  }
  const cpu0 = process.cpuUsage();
  const run = task.client === 'autocannon' ? measureWithAutocannon(task) : measure(task);
  run.then(
    (result) => {
      const { user, system } = process.cpuUsage(cpu0);
      process.send!({ ...result, clientCpuUs: (user + system) / (result.requests || 1) });
    },
    (error: unknown) => process.send!({ error: String(error) }),
  );
});
