import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, PROJECT_ROOT, describeDatabase, readConfig } from '@server/config';

describe('server configuration from the environment', () => {
  it('has the documented defaults', () => {
    const config = readConfig({}, PROJECT_ROOT);
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: resolve(PROJECT_ROOT, '.data/pglite'),
      sandbox: true,
      staticDirWanted: resolve(PROJECT_ROOT, 'dist'),
      apiOrigins: [],
    });
    expect(describeDatabase(config, PROJECT_ROOT)).toBe('PGlite .data/pglite');
  });

  it('reads SANDBOX=off, an empty STATIC_DIR (API only), an empty DATABASE_URL and API_ORIGINS', () => {
    const config = readConfig(
      { SANDBOX: 'off', STATIC_DIR: '', DATABASE_URL: '', API_ORIGINS: ' https://a.test  https://b.test ' },
      '/srv',
    );
    expect(config.sandbox).toBe(false);
    expect(config.staticDir).toBeNull();
    expect(config.staticDirWanted).toBeNull();
    expect(config.databaseUrl).toBeNull();
    expect(config.apiOrigins).toEqual(['https://a.test', 'https://b.test']);
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
