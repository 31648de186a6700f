import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('runs with no environment at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      commissionPercent: 15,
      demoData: undefined,
      rateLimits: true,
      admin: undefined,
      trustProxy: false,
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it('keeps metrics off and shuts down at once unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({
      metricsPort: undefined,
      metricsToken: undefined,
      shutdownDelayMs: 0,
    });
    expect(
      loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'a-long-metrics-token', SHUTDOWN_DELAY_MS: '3000' }),
    ).toMatchObject({ metricsPort: 9464, metricsToken: 'a-long-metrics-token', shutdownDelayMs: 3000 });
  });

  it('refuses a metrics token short enough to guess, and a shutdown delay past the grace period', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ SHUTDOWN_DELAY_MS: '60000' })).toThrow(/SHUTDOWN_DELAY_MS/);
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://luz.pt/',
      TRUST_PROXY: '1',
      COMMISSION_PERCENT: '12.5',
      DEMO_DATA: 'off',
      RATE_LIMITS: 'off',
      ADMIN_EMAIL: 'ops@luz.pt',
      ADMIN_PASSWORD: 'long-enough-password',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://luz.pt',
      trustProxy: 1,
      commissionPercent: 12.5,
      demoData: 'off',
      rateLimits: false,
      admin: { email: 'ops@luz.pt', password: 'long-enough-password', username: undefined },
    });
  });

  it('reads a pooler and a direct address of PostgreSQL, and refuses the direct one alone', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://luz@pgbouncer:6432/luz',
      DATABASE_DIRECT_URL: 'postgres://luz@db:5432/luz',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://luz@pgbouncer:6432/luz',
      databaseDirectUrl: 'postgres://luz@db:5432/luz',
    });
    expect(loadConfig({}).databaseDirectUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_DIRECT_URL: 'postgres://luz@db:5432/luz' })).toThrow(
      'Invalid configuration: DATABASE_DIRECT_URL goes with a DATABASE_URL (the pooler)',
    );
  });

  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8,127.0.0.1'],
    ['loopback,fd00::/8,192.168.1.0/255.255.255.0', 'loopback,fd00::/8,192.168.1.0/255.255.255.0'],
  ])('reads TRUST_PROXY=%j as %j', (value, trustProxy) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it.each(['true', 'TRUE', 'on', '*', '0.0.0.0/0', '::/0', '10.0.0.1,0.0.0.0/0'])(
    'refuses TRUST_PROXY=%s at start-up: any client could name its own address',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY=.* would believe whatever address a client writes in X-Forwarded-For\. Set the number of proxies in front of Luz \(TRUST_PROXY=1\) or their addresses/,
      );
    },
  );

  it.each(['10.0.0.300', 'proxy.internal', '10.0.0.0/33', '10.0.0.1/8/8', '10.0.0.1,,10.0.0.2', '-1'])(
    'refuses TRUST_PROXY=%s, naming what it cannot read',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY takes a number of proxies/);
    },
  );

  it('names what is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DEMO_DATA: 'maybe' })).toThrow(/DEMO_DATA/);
    expect(() => loadConfig({ RATE_LIMITS: 'false' })).toThrow(/RATE_LIMITS/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'ops@luz.pt' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
  });

  it('keeps images in the database unless an S3 bucket is named', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'luz-images' }).s3).toEqual({
      bucket: 'luz-images',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'luz-images',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'on',
      }).s3,
    ).toEqual({
      bucket: 'luz-images',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('refuses S3 settings that cannot work', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'Invalid configuration: S3_ENDPOINT and S3 credentials need S3_BUCKET',
    );
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'not an address' })).toThrow(/S3_ENDPOINT/);
  });

  it('turns the test hooks on for tests, and refuses them in production', () => {
    expect(loadConfig({}).testHooks).toBe(false);
    expect(loadConfig({ TEST_HOOKS: 'on' }).testHooks).toBe(true);
    expect(() => loadConfig({ TEST_HOOKS: 'on', NODE_ENV: 'production' })).toThrow(
      'Invalid configuration: TEST_HOOKS is for tests and cannot be on in production',
    );
  });
});
