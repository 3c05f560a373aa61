import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_AUTH_VERSION } from './index.js';

describe('SHARED_AUTH_VERSION', () => {
  it("is the package's version", () => {
    const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
      version: string;
    };
    expect(SHARED_AUTH_VERSION).toBe(pkg.version);
  });
});
