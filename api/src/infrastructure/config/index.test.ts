import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './index.js';

describe('loadConfig', () => {
  it('defaults to port 8080 on loopback only, development, embedded store under ./.data', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    // The development sign-in mints a token for any e-mail: only this machine may reach it unless HOST says so.
    expect(config.HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(config.NODE_ENV).toBe('development');
    expect(config.MONGODB_URI).toBeUndefined();
    // The repository's root, wherever this file lies in it: the folder with the workspaces' package.json.
    expect(config.STATIC_ROOT).toBe(path.resolve(import.meta.dirname, '../../../..'));
    expect(existsSync(path.join(config.STATIC_ROOT, 'remotes.json'))).toBe(true);
    expect(existsSync(path.join(config.STATIC_ROOT, 'shell/package.json'))).toBe(true);
    expect(config.DATA_DIR).toBe(path.join(config.STATIC_ROOT, '.data'));
    expect(config.REMOTES_FILE).toBe(path.join(config.STATIC_ROOT, 'remotes.json'));
  });

  it('names every invalid variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', MONGODB_URI: 'http://db', NODE_ENV: 'staging' });
    expect(attempt).toThrow(/^Invalid configuration/);
    const message = (() => {
      try {
        attempt();
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of ['PORT', 'MONGODB_URI', 'NODE_ENV']) expect(message).toContain(name);
  });

  it('accepts a real MongoDB URI and resolves relative paths', () => {
    const config = loadConfig({ MONGODB_URI: 'mongodb://db.example:27017/', DATA_DIR: 'rel', PORT: '0' });
    expect(config.MONGODB_URI).toBe('mongodb://db.example:27017/');
    expect(path.isAbsolute(config.DATA_DIR)).toBe(true);
    expect(config.PORT).toBe(0);
  });

  it('turns the development sign-in off in production or with a Google client id, and requires the id in production', () => {
    expect(loadConfig({}).devIdentityProvider).toBe(true);
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' }).devIdentityProvider).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/GOOGLE_CLIENT_ID/);
    expect(loadConfig({ NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'id' }).devIdentityProvider).toBe(false);
  });
});
