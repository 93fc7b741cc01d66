import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';

describe('operational settings', () => {
  it('have defaults', () => {
    const c = loadConfig({ DATA_DIR: '/srv/salon' });
    expect(c).toMatchObject({
      dbConnectTimeoutMs: 5000,
      dbStatementTimeoutMs: 30_000,
      dbPoolSize: 10,
      backupDir: '/srv/salon/backups',
      backupKeep: 7,
    });
  });

  it('read the environment', () => {
    const c = loadConfig({
      DB_CONNECT_TIMEOUT_SECONDS: '2',
      DB_STATEMENT_TIMEOUT_SECONDS: '60',
      DB_POOL_SIZE: '25',
      BACKUP_DIR: '/mnt/backup',
      BACKUP_KEEP: '0',
    });
    expect(c).toMatchObject({
      dbConnectTimeoutMs: 2000,
      dbStatementTimeoutMs: 60_000,
      dbPoolSize: 25,
      backupDir: '/mnt/backup',
      backupKeep: 0,
    });
  });

  it('refuse what is not a whole number, naming the setting', () => {
    expect(() => loadConfig({ DB_CONNECT_TIMEOUT_SECONDS: 'soon' })).toThrow(/DB_CONNECT_TIMEOUT_SECONDS must be/);
    expect(() => loadConfig({ BACKUP_KEEP: '-1' })).toThrow(/BACKUP_KEEP must be a whole number of at least 0/);
    expect(() => loadConfig({ DB_POOL_SIZE: '0' })).toThrow(/DB_POOL_SIZE/);
  });
});
