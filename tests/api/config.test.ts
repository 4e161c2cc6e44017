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

  it('PUBLIC_URL follows the port; outside production both loopback names are the same origin; production trusts PUBLIC_URL alone', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    const dev = loadConfig({ PORT: '4000' });
    expect(dev.publicUrl).toBe('http://localhost:4000');
    expect(dev.trustedOrigins).toEqual(['http://localhost:4000', 'http://127.0.0.1:4000']);
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3351/' }).trustedOrigins).toEqual(['http://localhost:3351', 'http://127.0.0.1:3351']);
    // A real host has no twin, even outside production.
    expect(loadConfig({ PUBLIC_URL: 'https://staging.kolify.co' }).trustedOrigins).toEqual(['https://staging.kolify.co']);
    const production = loadConfig({ NODE_ENV: 'production', PORT: '8080', DATABASE_URL: 'postgres://db/kolify', SMTP_URL: 'smtp://mail:25', PUBLIC_URL: 'http://localhost:8080', SECRET: 'x'.repeat(32) });
    expect(production.trustedOrigins).toEqual(['http://localhost:8080']);
  });

  it('names a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('channel platforms: client id and secret are enough (real endpoints by default), _API_URL overrides, the old _PROFILE_URL is named', () => {
    const [instagram, ...others] = loadConfig({ SOCIAL_INSTAGRAM_CLIENT_ID: 'app', SOCIAL_INSTAGRAM_CLIENT_SECRET: 'secret' }).channelPlatforms;
    expect(others).toEqual([]);
    expect(instagram).toEqual({
      type: 'INSTAGRAM',
      clientId: 'app',
      clientSecret: 'secret',
      authorizationEndpoint: 'https://www.instagram.com/oauth/authorize',
      tokenEndpoint: 'https://api.instagram.com/oauth/access_token',
      apiBaseUrl: 'https://graph.instagram.com',
      scope: 'instagram_business_basic,instagram_business_manage_insights',
    });
    const [x] = loadConfig({ SOCIAL_X_CLIENT_ID: 'app', SOCIAL_X_CLIENT_SECRET: 'secret', SOCIAL_X_API_URL: 'http://127.0.0.1:9/X/api/' }).channelPlatforms;
    expect(x).toMatchObject({ type: 'X', apiBaseUrl: 'http://127.0.0.1:9/X/api', tokenEndpoint: 'https://api.x.com/2/oauth2/token' });
    expect(() => loadConfig({ SOCIAL_TIKTOK_CLIENT_ID: 'app' })).toThrow(/SOCIAL_TIKTOK_CLIENT_SECRET/);
    expect(() => loadConfig({ SOCIAL_YOUTUBE_CLIENT_ID: 'app', SOCIAL_YOUTUBE_CLIENT_SECRET: 's', SOCIAL_YOUTUBE_PROFILE_URL: 'https://x' })).toThrow(/SOCIAL_YOUTUBE_API_URL/);
  });
});

describe('the payment gateway’s keys (issue 27)', () => {
  it('refuses to start with OPN_SECRET_KEY but no OPN_WEBHOOK_SECRET: payments could never be confirmed', () => {
    expect(() => loadConfig({ OPN_SECRET_KEY: 'skey_test_5x' })).toThrow(/OPN_WEBHOOK_SECRET: required with OPN_SECRET_KEY/);
    expect(loadConfig({ OPN_SECRET_KEY: 'skey_test_5x', OPN_WEBHOOK_SECRET: Buffer.from('s').toString('base64') }).gateway).toMatchObject({ secretKey: 'skey_test_5x', local: false });
  });

  it('refuses WHATSAPP_TOKEN without WHATSAPP_APP_SECRET: no status could be trusted, so a failed message would never fall back to e-mail', () => {
    expect(() => loadConfig({ WHATSAPP_TOKEN: 'EAAG' })).toThrow(/WHATSAPP_APP_SECRET: required with WHATSAPP_TOKEN/);
    expect(loadConfig({ WHATSAPP_TOKEN: 'EAAG', WHATSAPP_APP_SECRET: 'app-secret', WHATSAPP_VERIFY_TOKEN: 'verify' })).toMatchObject({ whatsappAppSecret: 'app-secret', whatsappVerifyToken: 'verify' });
  });
});
