import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config';

describe('loadConfig', () => {
  it('refuses production without DATABASE_URL and mail settings, naming each', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DATABASE_URL, SMTP_URL, PUBLIC_URL, SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/kolify', PUBLIC_URL: 'https://kolify.co' })).toThrow(/SMTP_URL/);
  });

  it('never seeds demo data in production and builds cookie names from environment and country', () => {
    const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/kolify', SMTP_URL: 'smtp://mail:25', PUBLIC_URL: 'https://kolify.co', SECRET: 'x'.repeat(32), COUNTRY: 'ID' });
    expect(config.seedDemo).toBe(false);
    expect(config.cookiePrefix).toBe('kolify_prod_id');
    expect(loadConfig({}).cookiePrefix).toBe('kolify_dev_th');
  });

  it('refuses the end-to-end test clock in production', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/kolify', SMTP_URL: 'smtp://mail:25', PUBLIC_URL: 'https://kolify.co', SECRET: 'x'.repeat(32) };
    expect(() => loadConfig({ ...production, TEST_CLOCK: 'true' })).toThrow(/TEST_CLOCK/);
    expect(loadConfig(production).testClock).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK: 'true' }).testClock).toBe(true);
  });

  it('names a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
