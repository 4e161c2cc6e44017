import * as v from 'valibot';
import { countries } from '#common/enums';
import { defaultCountry } from '#common/countries';

/**
 * Server configuration from the environment, validated once at start.
 * Production refuses to start without a real database and mail settings.
 */
const environmentSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(65535)), '3000'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url())),
  PGLITE_DIR: v.optional(v.string(), './data/pglite'),
  // Tests only (issue 31): an in-memory PGlite starts from this migrated data-directory tarball
  // (tests/api/pglite-template.ts) when the file exists; the migrations still run after it.
  PGLITE_TEMPLATE: v.optional(v.string()),
  SMTP_URL: v.optional(v.pipe(v.string(), v.url())),
  MAIL_FROM: v.optional(v.string(), 'Kolify <no-reply@kolify.test>'),
  /** Where staff notifications (contact form …) go. */
  STAFF_EMAIL: v.optional(v.pipe(v.string(), v.email()), 'team@kolify.test'),
  SMS_GATEWAY_URL: v.optional(v.pipe(v.string(), v.url())),
  SMS_GATEWAY_TOKEN: v.optional(v.string()),
  /**
   * Issue 27: which carries SMS. `outbox` (the row is the delivery), `gateway` (the HTTP gateway
   * above) or `twilio`. Unset: the gateway when SMS_GATEWAY_URL is set, else Twilio when
   * TWILIO_ACCOUNT_SID is, else the outbox.
   */
  SMS_PROVIDER: v.optional(v.picklist(['outbox', 'gateway', 'twilio'])),
  TWILIO_ACCOUNT_SID: v.optional(v.pipe(v.string(), v.regex(/^AC[0-9a-fA-F]{32}$/, 'an Account SID: AC and 32 hex digits'))),
  TWILIO_AUTH_TOKEN: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** The sender: a Twilio number (E.164) or a registered alphanumeric sender id; or a Messaging Service. */
  TWILIO_FROM: v.optional(v.pipe(v.string(), v.minLength(1))),
  TWILIO_MESSAGING_SERVICE_SID: v.optional(v.pipe(v.string(), v.regex(/^MG[0-9a-fA-F]{32}$/, 'a Messaging Service SID: MG and 32 hex digits'))),
  /** Only to point the SDK at a local fake or proxy; Twilio's own API by default. */
  TWILIO_API_URL: v.optional(v.pipe(v.string(), v.url())),
  /** LINE Messaging API (push to a member's LINE user id): https://api.line.me and the OA's channel access token. */
  LINE_MESSAGING_URL: v.optional(v.pipe(v.string(), v.url())),
  LINE_CHANNEL_TOKEN: v.optional(v.string()),
  /** WhatsApp Cloud API: https://graph.facebook.com/v21.0/<phone-number-id> and its access token. */
  WHATSAPP_API_URL: v.optional(v.pipe(v.string(), v.url())),
  WHATSAPP_TOKEN: v.optional(v.string()),
  /** The Meta app's secret: the status webhook's X-Hub-Signature-256 is an HMAC-SHA256 of the body with it. Required with WHATSAPP_TOKEN. */
  WHATSAPP_APP_SECRET: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** The word Meta's GET verification of the webhook must echo (hub.verify_token), chosen in the app dashboard. */
  WHATSAPP_VERIFY_TOKEN: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** Keys the HMAC of one-time codes; required in production. */
  SECRET: v.optional(v.pipe(v.string(), v.minLength(32))),
  /** The site's own origin; by default http://localhost:<PORT>. Production requires it. */
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url())),
  COUNTRY: v.optional(v.picklist(countries), defaultCountry),
  COOKIE_PREFIX: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9_]+$/))),
  IPINFO_URL: v.optional(v.pipe(v.string(), v.url()), 'https://ipinfo.io/json'),
  ALLOWED_EXTERNAL_HOSTS: v.optional(v.string(), ''),
  /** scrypt cost as log2(N); OWASP asks for 2^17. Tests may use a cheaper setting. */
  PASSWORD_HASH_COST: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(10), v.maxValue(20)), '17'),
  SEED_DEMO: v.optional(v.picklist(['true', 'false'])),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  STATIC_DIR: v.optional(v.string(), './dist'),
  TRUST_PROXY: v.optional(v.picklist(['true', 'false']), 'false'),
  /** Uploaded files (profile images, attachments, staff covers and downloads) when no S3 bucket is set. */
  UPLOAD_DIR: v.optional(v.string(), './data/uploads'),
  /** An S3-compatible bucket for uploaded files (a fleet of servers shares it); setting S3_BUCKET turns it on. */
  S3_BUCKET: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'not a valid bucket name'))),
  S3_REGION: v.optional(v.pipe(v.string(), v.minLength(1)), 'us-east-1'),
  /** Only for S3-compatible services other than AWS (MinIO, R2, …); AWS needs none. */
  S3_ENDPOINT: v.optional(v.pipe(v.string(), v.url())),
  S3_ACCESS_KEY_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  S3_SECRET_ACCESS_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  /** Path-style addresses (endpoint/bucket/key): most S3-compatible servers want them. */
  S3_FORCE_PATH_STYLE: v.optional(v.picklist(['true', 'false']), 'false'),
  /**
   * Issue 27: checksums only when the operation requires one (`when_required`, the default), since
   * several S3-compatible stores refuse the SDK's default CRC32 headers; `when_supported` is the
   * SDK's own default (AWS itself accepts both).
   */
  S3_CHECKSUMS: v.optional(v.picklist(['when_required', 'when_supported']), 'when_required'),
  /** Opn Payments (omise): API origin, secret key and webhook secret (base64). Without a key, outside production, a local gateway on loopback stands in. */
  OPN_API_URL: v.optional(v.pipe(v.string(), v.url()), 'https://api.omise.co'),
  OPN_SECRET_KEY: v.optional(v.string()),
  OPN_WEBHOOK_SECRET: v.optional(v.string()),
  /** Issue 27: how approved withdrawals are paid: `transfer` (an Opn transfer; the default with OPN_SECRET_KEY) or `bank_file` (staff's CSV batch; the default without). */
  OPN_PAYOUTS: v.optional(v.picklist(['transfer', 'bank_file'])),
  /** The company's PromptPay id (13-digit tax id or phone) the QR pays to. */
  PROMPTPAY_ID: v.optional(v.pipe(v.string(), v.regex(/^(\d{10}|\d{13}|\d{15})$/)), '0105560000001'),
  /** SIGTERM: how long in-flight requests and the job in hand may take to finish (issue 28). */
  SHUTDOWN_GRACE_SECONDS: v.optional(v.pipe(v.string(), v.toNumber(), v.minValue(0), v.maxValue(600)), '10'),
  /** Prometheus metrics on their own port (loopback by default); unset = no metrics. */
  METRICS_PORT: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(65535))),
  METRICS_HOST: v.optional(v.string(), '127.0.0.1'),
  /** End-to-end tests only: the app's and the queue's clock stand still and move by POST /dev/clock. */
  TEST_CLOCK: v.optional(v.picklist(['true', 'false']), 'false'),
});

/** Where uploaded files live: src/server/providers/storage.ts. */
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | { kind: 's3'; bucket: string; region: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean; checksums: 'when_required' | 'when_supported' };

/** Social sign-in providers (OAuth 2.0 / OIDC), each configured by SOCIAL_<NAME>_* variables. */
export const socialProviderNames = ['line', 'facebook', 'google'] as const;
export type SocialProviderName = (typeof socialProviderNames)[number];
export interface SocialProviderConfig {
  name: SocialProviderName;
  clientId: string;
  clientSecret: string;
  /** OIDC issuer: endpoints come from its discovery document unless given below. */
  issuer?: string;
  authorizationEndpoint?: string;
  tokenEndpoint?: string;
  userinfoEndpoint?: string;
  scope: string;
  /** Query parameters this provider's authorisation request adds to the standard ones. */
  authorizationParams?: Record<string, string>;
}
const socialDefaults: Record<SocialProviderName, Omit<SocialProviderConfig, 'name' | 'clientId' | 'clientSecret'>> = {
  // LINE Login asks the member to add Kolify's official account as a friend (the official account
  // linked to the login channel), so job messages by LINE reach them:
  // https://developers.line.biz/en/docs/line-login/link-a-bot/ (bot_prompt).
  line: { issuer: 'https://access.line.me', scope: 'openid profile email', authorizationParams: { bot_prompt: 'aggressive' } },
  google: { issuer: 'https://accounts.google.com', scope: 'openid email profile' },
  facebook: {
    authorizationEndpoint: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v21.0/oauth/access_token',
    userinfoEndpoint: 'https://graph.facebook.com/me?fields=id,name,email',
    scope: 'email public_profile',
  },
};
function socialProvidersFrom(source: Record<string, string | undefined>): SocialProviderConfig[] {
  return socialProviderNames.flatMap((name) => {
    const key = (suffix: string) => source[`SOCIAL_${name.toUpperCase()}_${suffix}`];
    const clientId = key('CLIENT_ID');
    const clientSecret = key('CLIENT_SECRET');
    if (!clientId || !clientSecret) return [];
    const defaults = socialDefaults[name];
    const issuer = key('ISSUER') ?? defaults.issuer;
    // An issuer given by environment means discovery decides the endpoints.
    const explicit: Partial<SocialProviderConfig> = key('ISSUER') ? {} : defaults;
    return [
      {
        name,
        clientId,
        clientSecret,
        issuer,
        authorizationEndpoint: key('AUTHORIZE_URL') ?? explicit.authorizationEndpoint,
        tokenEndpoint: key('TOKEN_URL') ?? explicit.tokenEndpoint,
        userinfoEndpoint: key('USERINFO_URL') ?? explicit.userinfoEndpoint,
        scope: key('SCOPE') ?? defaults.scope,
        ...(defaults.authorizationParams ? { authorizationParams: defaults.authorizationParams } : {}),
      },
    ];
  });
}

/**
 * Social channels connected by OAuth 2.0 (issue 10; decision 015), one platform each, configured by
 * SOCIAL_<TYPE>_CLIENT_ID / _CLIENT_SECRET (both or neither), and optionally _AUTHORIZE_URL /
 * _TOKEN_URL / _API_URL / _SCOPE, which default to the platform's real ones. TYPE is one of the
 * OAuth channel types (e.g. SOCIAL_INSTAGRAM_CLIENT_ID). Each platform's API is read by its own
 * adapter (src/server/providers/channel-platforms/). Outside production with none configured, the
 * server runs the local fake platform instead.
 */
export const channelPlatformTypes = ['FACEBOOK_PAGE', 'FACEBOOK_PROFILE', 'INSTAGRAM', 'YOUTUBE', 'TIKTOK', 'X'] as const;
export type ChannelPlatformType = (typeof channelPlatformTypes)[number];
export interface ChannelPlatformConfig {
  type: ChannelPlatformType;
  clientId: string;
  clientSecret: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  /** The platform API's base URL (e.g. https://graph.instagram.com); the adapter adds its paths. */
  apiBaseUrl: string;
  scope: string;
}
/** The real platforms' endpoints and the least scope that reads followers and posts. */
export const channelPlatformDefaults: Record<ChannelPlatformType, Omit<ChannelPlatformConfig, 'type' | 'clientId' | 'clientSecret'>> = {
  INSTAGRAM: {
    authorizationEndpoint: 'https://www.instagram.com/oauth/authorize',
    tokenEndpoint: 'https://api.instagram.com/oauth/access_token',
    apiBaseUrl: 'https://graph.instagram.com',
    // instagram_business_manage_insights: a post's insights at a job's INSIGHT deadline (https://developers.facebook.com/docs/instagram-platform/insights).
    scope: 'instagram_business_basic,instagram_business_manage_insights',
  },
  FACEBOOK_PAGE: {
    authorizationEndpoint: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v21.0/oauth/access_token',
    apiBaseUrl: 'https://graph.facebook.com/v21.0',
    // read_insights: a page post's insights at a job's INSIGHT deadline (https://developers.facebook.com/docs/insights/get-started).
    scope: 'pages_show_list,pages_read_engagement,read_insights',
  },
  FACEBOOK_PROFILE: {
    authorizationEndpoint: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v21.0/oauth/access_token',
    apiBaseUrl: 'https://graph.facebook.com/v21.0',
    scope: 'public_profile,user_friends,user_posts,user_link',
  },
  YOUTUBE: {
    authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenEndpoint: 'https://oauth2.googleapis.com/token',
    apiBaseUrl: 'https://www.googleapis.com',
    scope: 'https://www.googleapis.com/auth/youtube.readonly',
  },
  TIKTOK: {
    authorizationEndpoint: 'https://www.tiktok.com/v2/auth/authorize/',
    tokenEndpoint: 'https://open.tiktokapis.com/v2/oauth/token/',
    apiBaseUrl: 'https://open.tiktokapis.com',
    scope: 'user.info.basic,user.info.profile,user.info.stats,video.list',
  },
  X: {
    authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
    tokenEndpoint: 'https://api.x.com/2/oauth2/token',
    apiBaseUrl: 'https://api.x.com',
    scope: 'tweet.read users.read offline.access',
  },
};
function channelPlatformsFrom(source: Record<string, string | undefined>): ChannelPlatformConfig[] {
  return channelPlatformTypes.flatMap((type) => {
    const key = (suffix: string) => source[`SOCIAL_${type}_${suffix}`];
    // The generic profile/posts shape gave way to an adapter per platform (decision 015).
    for (const gone of ['PROFILE_URL', 'POSTS_URL']) {
      if (key(gone)) throw new ConfigError(`SOCIAL_${type}_${gone} is no longer read: set SOCIAL_${type}_API_URL (the API base; the default is ${channelPlatformDefaults[type].apiBaseUrl}).`);
    }
    const clientId = key('CLIENT_ID');
    const clientSecret = key('CLIENT_SECRET');
    if (!clientId && !clientSecret) return [];
    if (!clientId || !clientSecret) throw new ConfigError(`SOCIAL_${type}_CLIENT_ID and SOCIAL_${type}_CLIENT_SECRET go together.`);
    const defaults = channelPlatformDefaults[type];
    return [
      {
        type,
        clientId,
        clientSecret,
        authorizationEndpoint: key('AUTHORIZE_URL') ?? defaults.authorizationEndpoint,
        tokenEndpoint: key('TOKEN_URL') ?? defaults.tokenEndpoint,
        apiBaseUrl: (key('API_URL') ?? defaults.apiBaseUrl).replace(/\/+$/, ''),
        scope: key('SCOPE') ?? defaults.scope,
      },
    ];
  });
}

export type Environment = v.InferOutput<typeof environmentSchema>;

export interface Config {
  env: Environment['NODE_ENV'];
  production: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  pgliteDir: string;
  pgliteTemplate: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  staffEmail: string;
  smsGatewayUrl: string | undefined;
  smsGatewayToken: string | undefined;
  /** Issue 27: which provider carries SMS. */
  smsProvider: 'outbox' | 'gateway' | 'twilio';
  twilio: { accountSid: string; authToken: string; from: string | undefined; messagingServiceSid: string | undefined; apiUrl: string | undefined } | null;
  lineMessagingUrl: string | undefined;
  lineChannelToken: string | undefined;
  whatsappApiUrl: string | undefined;
  whatsappToken: string | undefined;
  whatsappAppSecret: string | undefined;
  whatsappVerifyToken: string | undefined;
  secret: string;
  publicUrl: string;
  /**
   * Origins whose unsafe requests are the site's own (the Origin check). Production: PUBLIC_URL's
   * alone. Development and test: PUBLIC_URL's, and the same URL through the other loopback name
   * (localhost ↔ 127.0.0.1), since both reach the same server on this machine.
   */
  trustedOrigins: string[];
  country: (typeof countries)[number];
  cookiePrefix: string;
  ipInfoUrl: string;
  allowedExternalHosts: string[];
  passwordHashCost: number;
  seedDemo: boolean;
  logLevel: Environment['LOG_LEVEL'];
  staticDir: string;
  trustProxy: boolean;
  uploadDir: string;
  storage: StorageConfig;
  socialProviders: SocialProviderConfig[];
  channelPlatforms: ChannelPlatformConfig[];
  /** The payment gateway; `local` when the embedded default runs its own on loopback. */
  gateway: { apiUrl: string; secretKey: string; webhookSecret: string; local: boolean; payouts: 'transfer' | 'bank_file' };
  promptpayId: string;
  /** TEST_CLOCK: a clock the end-to-end suite moves (never in production). */
  testClock: boolean;
  shutdownGraceMs: number;
  /** Where Prometheus metrics are served (never on the public port), or null for none. */
  metrics: { port: number; host: string } | null;
}

export class ConfigError extends Error {}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const result = v.safeParse(environmentSchema, source);
  if (!result.success) {
    const lines = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = result.output;
  const production = e.NODE_ENV === 'production';
  if (production) {
    const missing = [!e.DATABASE_URL && 'DATABASE_URL', !e.SMTP_URL && 'SMTP_URL', !source.PUBLIC_URL && 'PUBLIC_URL', !e.SECRET && 'SECRET'].filter(Boolean);
    if (missing.length > 0) throw new ConfigError(`Production needs ${missing.join(', ')} (see README "Configuration").`);
  }
  if (production && e.TEST_CLOCK === 'true') throw new ConfigError('Invalid configuration:\n  TEST_CLOCK: not in production.');
  const s3Keys = [e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY].filter(Boolean).length;
  // Issue 27: a live gateway without its webhook secret would take money it can never confirm.
  if (e.OPN_SECRET_KEY && !e.OPN_WEBHOOK_SECRET) throw new ConfigError('Invalid configuration:\n  OPN_WEBHOOK_SECRET: required with OPN_SECRET_KEY (Opn dashboard, Webhooks; base64).');
  // Issue 27: without the app secret no WhatsApp status could be trusted, so a failed message would never fall back to e-mail.
  if (e.WHATSAPP_TOKEN && !e.WHATSAPP_APP_SECRET) throw new ConfigError('Invalid configuration:\n  WHATSAPP_APP_SECRET: required with WHATSAPP_TOKEN (Meta app dashboard, App settings, Basic; it signs the status webhook).');
  const smsProvider = e.SMS_PROVIDER ?? (e.SMS_GATEWAY_URL ? 'gateway' : e.TWILIO_ACCOUNT_SID ? 'twilio' : 'outbox');
  if (smsProvider === 'gateway' && !e.SMS_GATEWAY_URL) throw new ConfigError('Invalid configuration:\n  SMS_GATEWAY_URL: required with SMS_PROVIDER=gateway.');
  if (smsProvider === 'twilio') {
    const missing = [!e.TWILIO_ACCOUNT_SID && 'TWILIO_ACCOUNT_SID', !e.TWILIO_AUTH_TOKEN && 'TWILIO_AUTH_TOKEN', !e.TWILIO_FROM && !e.TWILIO_MESSAGING_SERVICE_SID && 'TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID'].filter(Boolean);
    if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n  ${missing.join(', ')}: required for SMS by Twilio.`);
  }
  if (s3Keys === 1) throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the default AWS credential chain).');
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || s3Keys > 0)) throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required when other S3_* settings are given.');
  // PUBLIC_URL follows the port the server listens on unless it is given (issue 28).
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const envShort = production ? 'prod' : e.NODE_ENV === 'test' ? 'test' : 'dev';
  return {
    env: e.NODE_ENV,
    production,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    pgliteDir: e.PGLITE_DIR,
    pgliteTemplate: e.PGLITE_TEMPLATE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    staffEmail: e.STAFF_EMAIL,
    smsGatewayUrl: e.SMS_GATEWAY_URL,
    smsGatewayToken: e.SMS_GATEWAY_TOKEN,
    smsProvider,
    twilio:
      smsProvider === 'twilio' ? { accountSid: e.TWILIO_ACCOUNT_SID!, authToken: e.TWILIO_AUTH_TOKEN!, from: e.TWILIO_FROM, messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID, apiUrl: e.TWILIO_API_URL?.replace(/\/$/, '') } : null,
    lineMessagingUrl: e.LINE_MESSAGING_URL?.replace(/\/$/, ''),
    lineChannelToken: e.LINE_CHANNEL_TOKEN,
    whatsappApiUrl: e.WHATSAPP_API_URL?.replace(/\/$/, ''),
    whatsappToken: e.WHATSAPP_TOKEN,
    whatsappAppSecret: e.WHATSAPP_APP_SECRET,
    whatsappVerifyToken: e.WHATSAPP_VERIFY_TOKEN,
    // Outside production a fixed development secret is fine: codes there land in the outbox anyway.
    secret: e.SECRET ?? 'kolify-development-secret-not-for-production',
    publicUrl,
    trustedOrigins: production ? [new URL(publicUrl).origin] : loopbackTwins(new URL(publicUrl).origin),
    country: e.COUNTRY,
    // SPEC §3: auth and locale cookie names are built from environment and country.
    cookiePrefix: e.COOKIE_PREFIX ?? `kolify_${envShort}_${e.COUNTRY.toLowerCase()}`,
    ipInfoUrl: e.IPINFO_URL,
    allowedExternalHosts: e.ALLOWED_EXTERNAL_HOSTS.split(',').map((host) => host.trim()).filter(Boolean),
    passwordHashCost: e.PASSWORD_HASH_COST,
    // Production never seeds demo data.
    seedDemo: !production && e.SEED_DEMO !== 'false',
    logLevel: e.LOG_LEVEL,
    staticDir: e.STATIC_DIR,
    trustProxy: e.TRUST_PROXY === 'true',
    uploadDir: e.UPLOAD_DIR,
    storage: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          checksums: e.S3_CHECKSUMS,
        }
      : { kind: 'local', dir: e.UPLOAD_DIR },
    socialProviders: socialProvidersFrom(source),
    channelPlatforms: channelPlatformsFrom(source),
    gateway: e.OPN_SECRET_KEY
      ? { apiUrl: e.OPN_API_URL.replace(/\/$/, ''), secretKey: e.OPN_SECRET_KEY, webhookSecret: e.OPN_WEBHOOK_SECRET ?? '', local: false, payouts: e.OPN_PAYOUTS ?? 'transfer' }
      : // The local gateway's keys: it runs only outside production, on 127.0.0.1.
        { apiUrl: '', secretKey: 'skey_test_local', webhookSecret: Buffer.from('kolify-local-gateway-webhook-secret').toString('base64'), local: !production, payouts: !production ? (e.OPN_PAYOUTS ?? 'bank_file') : 'bank_file' },
    promptpayId: e.PROMPTPAY_ID,
    testClock: e.TEST_CLOCK === 'true',
    shutdownGraceMs: Math.round(e.SHUTDOWN_GRACE_SECONDS * 1000),
    metrics: e.METRICS_PORT ? { port: e.METRICS_PORT, host: e.METRICS_HOST } : null,
  };
}

const loopbackNames = ['localhost', '127.0.0.1'];
/** An origin and, when its host is a loopback name, the same origin through the other one. */
function loopbackTwins(origin: string): string[] {
  const url = new URL(origin);
  if (!loopbackNames.includes(url.hostname)) return [origin];
  return loopbackNames.map((hostname) => {
    const twin = new URL(origin);
    twin.hostname = hostname;
    return twin.origin;
  });
}

export function cookieNames(config: Pick<Config, 'cookiePrefix'>) {
  const p = config.cookiePrefix;
  return {
    token: `${p}_token`,
    scope: `${p}_scope`,
    uuid: `${p}_uuid`,
    loginFlag: `${p}_logged_in`,
    language: `${p}_lang`,
    acceptCookies: `${p}_accept_cookies`,
    signupStep: `${p}_signup_step`,
    referral: `${p}_ref`,
    utm: `${p}_utm`,
  };
}
