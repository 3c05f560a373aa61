import { describe, expect, it, vi } from 'vitest';
import { startFirstReads } from './first-reads.js';

describe('startFirstReads', () => {
  it("loads the remote's ./first-reads module and starts its reads for the page's path", async () => {
    const started = vi.fn();
    const load = vi.fn(async () => ({ startFirstReads: started }));
    await startFirstReads('mfe_budgets', '/budgets', load);
    expect(load).toHaveBeenCalledWith('mfe_budgets/first-reads');
    expect(started).toHaveBeenCalledWith('/budgets');
  });

  it('leaves a remote without first reads (or an older build) to read when it mounts', async () => {
    const load = vi.fn(async () => {
      throw new Error('Module "./first-reads" does not exist in container.');
    });
    await expect(startFirstReads('mfe_records', '/records', load)).resolves.toBeUndefined();
    await expect(startFirstReads('mfe_records', '/records', async () => ({}))).resolves.toBeUndefined();
  });
});
