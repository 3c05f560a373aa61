import { describe, expect, it } from 'vitest';
import { remoteVersions, versionPlugin } from './version-plugin.js';

describe('versionPlugin', () => {
  it("notes a remote's build version from its manifest and passes the snapshot on unchanged", () => {
    const plugin = versionPlugin();
    const args = { moduleInfo: { name: 'mfe_budgets' }, remoteSnapshot: { buildVersion: '1.4.0' } };
    const hook = plugin.loadRemoteSnapshot as unknown as (a: typeof args) => typeof args;
    expect(hook(args)).toBe(args);
    expect(remoteVersions.get('mfe_budgets')).toBe('1.4.0');
    hook({ moduleInfo: { name: 'mfe_records' }, remoteSnapshot: {} as { buildVersion: string } });
    expect(remoteVersions.has('mfe_records')).toBe(false);
  });
});
