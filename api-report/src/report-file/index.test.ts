import { describe, expect, it } from 'vitest';
import { formatReportFile, parseReportFile } from './index.js';

describe('report files', () => {
  it('carry the version they describe above the report, and read back', () => {
    const text = formatReportFile('@kaspit/domain', { version: '1.2.0', report: '## API Report\n' });
    expect(text.split('\n')[0]).toContain('@kaspit/domain 1.2.0');
    expect(parseReportFile(text)).toEqual({ version: '1.2.0', report: '## API Report\n' });
  });

  it('are not recognised without their version line', () => {
    expect(parseReportFile('## API Report\n')).toBeNull();
  });
});
