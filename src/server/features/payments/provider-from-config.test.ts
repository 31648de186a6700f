import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { paymentProviderFrom } from './provider-from-config';

describe('the payment provider from the configuration', () => {
  it('is Luz’s own checkout without a Stripe key, with a 15-minute hold', () => {
    const provider = paymentProviderFrom(loadConfig({}));
    expect(provider.name).toBe('local');
    expect(provider.holdMs).toBe(15 * 60 * 1000);
    expect(provider.parseWebhook).toBeNull();
  });

  it('is Stripe with a key and a webhook secret, holding 31 minutes', () => {
    const provider = paymentProviderFrom(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }),
    );
    expect(provider.name).toBe('stripe');
    expect(provider.holdMs).toBe(31 * 60 * 1000);
  });

  it('refuses a Stripe key without the webhook secret that confirms its payments', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      'Invalid configuration: STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET',
    );
  });

  it('reads the commission, 15 percent unless set', () => {
    expect(loadConfig({}).commissionPercent).toBe(15);
    expect(loadConfig({ COMMISSION_PERCENT: '12.5' }).commissionPercent).toBe(12.5);
  });
});
