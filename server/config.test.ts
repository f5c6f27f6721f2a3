import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('readConfig', () => {
  it('defaults: port 8080, PGlite in ./data, demo mode, links to localhost', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: null,
      dataDir: resolve('./data'),
      isDemo: true,
      adminEmail: null,
      smtpUrl: null,
      publicUrl: 'http://localhost:8080',
    });
  });

  it('reads every variable; WAKELINE_DEMO=0 is production mode; the public URL loses its trailing slash', () => {
    const config = readConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://db/wakeline',
      WAKELINE_DATA_DIR: '/srv/wakeline',
      WAKELINE_DEMO: '0',
      WAKELINE_ADMIN_EMAIL: 'root@example.com',
      WAKELINE_ADMIN_PASSWORD: 'secret-password',
      SMTP_URL: 'smtp://mail:25',
      WAKELINE_PUBLIC_URL: 'https://wakeline.example.com/',
    });
    expect(config).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://db/wakeline',
      dataDir: '/srv/wakeline',
      isDemo: false,
      adminEmail: 'root@example.com',
      adminPassword: 'secret-password',
      smtpUrl: 'smtp://mail:25',
      publicUrl: 'https://wakeline.example.com',
    });
  });

  it('refuses a PORT that is not a port number', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});
