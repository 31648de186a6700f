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

  it('names what is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DEMO_DATA: 'maybe' })).toThrow(/DEMO_DATA/);
    expect(() => loadConfig({ RATE_LIMITS: 'false' })).toThrow(/RATE_LIMITS/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'ops@luz.pt' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
  });
});
