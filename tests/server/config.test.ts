import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, PROJECT_ROOT, describeDatabase, describeListening, readConfig } from '@server/config';

describe('server configuration from the environment', () => {
  it('has the documented defaults', () => {
    const config = readConfig({}, PROJECT_ROOT);
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      hostFromEnv: false,
      databaseUrl: null,
      dataDir: resolve(PROJECT_ROOT, '.data/pglite'),
      filesDir: resolve(PROJECT_ROOT, '.data/files'),
      sandbox: true,
      staticDirWanted: resolve(PROJECT_ROOT, 'dist'),
      apiOrigins: [],
    });
    expect(describeDatabase(config, PROJECT_ROOT)).toBe('PGlite .data/pglite');
  });

  it('keeps uploaded files next to DATA_DIR, or in FILES_DIR', () => {
    expect(readConfig({ DATA_DIR: 'run/pglite' }, '/srv').filesDir).toBe('/srv/run/files');
    expect(readConfig({ DATA_DIR: 'run/pglite', FILES_DIR: '/var/files' }, '/srv').filesDir).toBe('/var/files');
  });

  it('reads SANDBOX=off, an empty STATIC_DIR (API only), an empty DATABASE_URL and API_ORIGINS', () => {
    const config = readConfig(
      { SANDBOX: 'off', STATIC_DIR: '', DATABASE_URL: '', API_ORIGINS: ' https://a.test  https://b.test ' },
      '/srv',
    );
    expect(config.sandbox).toBe(false);
    expect(config.host).toBe('0.0.0.0');
    expect(config.staticDir).toBeNull();
    expect(config.staticDirWanted).toBeNull();
    expect(config.databaseUrl).toBeNull();
    expect(config.apiOrigins).toEqual(['https://a.test', 'https://b.test']);
  });

  it('takes SANDBOX on or off only, and refuses to start on anything else with a message naming the value', () => {
    expect(readConfig({ SANDBOX: 'on' }).sandbox).toBe(true);
    expect(readConfig({ SANDBOX: ' off ' }).sandbox).toBe(false);
    for (const value of ['false', '0', 'no', 'OFF', 'of', 'true', 'yes', '1', 'disabled']) {
      expect(() => readConfig({ SANDBOX: value })).toThrow(ConfigError);
      expect(() => readConfig({ SANDBOX: value })).toThrow(`SANDBOX must be "on" or "off", not "${value}"`);
    }
  });

  it('listens on loopback with the sandbox on unless HOST says otherwise, and says so', () => {
    const on = readConfig({ SANDBOX: 'on' });
    expect(on.host).toBe('127.0.0.1');
    expect(describeListening(on)).toEqual({
      level: 'info',
      message: 'Sandbox on: listening on 127.0.0.1 only (set HOST to listen elsewhere).',
    });
    const exposed = readConfig({ SANDBOX: 'on', HOST: '0.0.0.0' });
    expect(exposed.host).toBe('0.0.0.0');
    expect(describeListening(exposed).level).toBe('warn');
    expect(describeListening(exposed).message).toContain('anyone who reaches this port can read every code');
    const off = readConfig({ SANDBOX: 'off' });
    expect(off.host).toBe('0.0.0.0');
    expect(describeListening(off).message).toBe('Sandbox off: listening on 0.0.0.0.');
  });

  it('names PostgreSQL without its credentials', () => {
    const config = readConfig({ DATABASE_URL: 'postgres://user:secret@db.internal:5432/lending' });
    expect(describeDatabase(config)).toBe('PostgreSQL db.internal:5432/lending');
  });

  it('refuses a port that is not one', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => readConfig({ PORT: '70000' })).toThrow(ConfigError);
  });
});
