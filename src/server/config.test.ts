import { ConfigError, loadConfig } from './config';

const EMULATOR = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };

describe('loadConfig', () => {
  it('needs nothing external: every variable has a local default', () => {
    expect(loadConfig({})).toEqual({
      PORT: 5000,
      HOST: 'localhost',
      DATA_DIR: './data',
      DATABASE_URL: undefined,
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      SEED_DEMO: false,
      SEED_DEMO_IN_PRODUCTION: undefined,
      CLIENT_DIR: 'dist/client',
      SHUTDOWN_GRACE_SECONDS: 5,
      SHUTDOWN_DEADLINE_SECONDS: 20,
      PUBLIC_URL: undefined,
      REQUEST_TIMEOUT_SECONDS: 30,
      REQUEST_MIN_BYTES_PER_SECOND: 4096,
      MAX_CONNECTIONS_PER_ADDRESS: 256,
      MAX_SIGNED_OUT_CONNECTIONS_PER_ADDRESS: 64,
      FIREBASE_PROJECT_ID: 'demo-usedbooks',
      FIREBASE_AUTH_EMULATOR_HOST: undefined,
      CORS_ORIGINS: [],
      ACCESS_TOKEN_SECRET: undefined,
      ACCESS_TOKEN_PREVIOUS_SECRET: undefined,
      ACCESS_TOKEN_SECRET_GENERATED_OK: false,
      ACCESS_TOKEN_TTL_SECONDS: 3600,
      ADMIN_EMAILS: [],
      TRUST_PROXY: [],
      REDIS_URL: undefined,
      JWT_RATE_LIMIT_PER_MINUTE: 30,
      UPLOAD_RATE_LIMIT_PER_MINUTE: 30,
      ORDER_RATE_LIMIT_PER_MINUTE: 20,
      HANDOVER_RATE_LIMIT_PER_MINUTE: 10,
      PAYMENT_RATE_LIMIT_PER_MINUTE: 20,
      LISTING_RATE_LIMIT_PER_MINUTE: 10,
      REPORT_RATE_LIMIT_PER_MINUTE: 10,
      MESSAGE_RATE_LIMIT_PER_MINUTE: 20,
      OFFER_RATE_LIMIT_PER_MINUTE: 10,
      SEARCH_RATE_LIMIT_PER_MINUTE: 300,
      LISTING_APPROVAL_FIRST_LISTINGS: 0,
      IMAGE_HOST_KEY: undefined,
      IMAGE_HOST_URL: 'https://api.imgbb.com/1/upload',
      IMAGE_HOST_PHOTOS_URL: 'https://i.ibb.co',
      STRIPE_SECRET_KEY: undefined,
      STRIPE_PUBLISHABLE_KEY: undefined,
      STRIPE_WEBHOOK_SECRET: undefined,
      SSLCOMMERZ_STORE_ID: undefined,
      SSLCOMMERZ_STORE_PASSWORD: undefined,
      SSLCOMMERZ_BASE_URL: 'https://sandbox.sslcommerz.com',
      SSLCOMMERZ_TIMEOUT_MS: 15_000,
      PAYMENT_CURRENCY: 'bdt',
      PAYMENT_RESERVATION_MINUTES: 15,
      ORDER_TTL_MINUTES: 1440,
      ORDER_HANDOVER_DAYS: 7,
      CASH_HOLD_GRACE_HOURS: 48,
      PUBLIC_ANSWERS_LEASE_MS: 200,
      ORDER_EXPIRY_SWEEP_SECONDS: 60,
      UPLOAD_SWEEP_MINUTES: 60,
      LIVE_KEEPALIVE_SECONDS: 25,
      LIVE_STREAMS_PER_PERSON: 10,
      LIVE_EVENT_RETENTION_DAYS: 7,
      LIVE_EVENT_SWEEP_MINUTES: 60,
      SMTP_URL: undefined,
      MAIL_FROM: 'Used Books <no-reply@usedbooks.example>',
      MAIL_MAX_ATTEMPTS: 8,
      MAIL_POLL_SECONDS: 5,
      MAIL_LEASE_SECONDS: 300,
    });
  });

  it('takes an smtp:// or smtps:// SMTP_URL and refuses any other', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465' }).SMTP_URL).toBe(
      'smtps://u:p@mail.example.com:465',
    );
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example.com' })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(() => loadConfig({ MAIL_FROM: 'Used Books' })).toThrow(/MAIL_FROM: must be an address/);
  });

  it('takes TRUST_PROXY as addresses, CIDRs and proxy-addr’s range names, and refuses others', () => {
    expect(loadConfig({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8,,::1, fd00::/8, loopback ' })).toEqual(
      expect.objectContaining({
        TRUST_PROXY: ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback'],
      }),
    );
    for (const bad of ['proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/1', 'true', '*']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(
        /TRUST_PROXY\.0: must list addresses or CIDRs/,
      );
    }
  });

  it('charges in bdt or usd, and refuses another PAYMENT_CURRENCY', () => {
    expect(loadConfig({ PAYMENT_CURRENCY: 'usd' }).PAYMENT_CURRENCY).toBe('usd');
    expect(() => loadConfig({ PAYMENT_CURRENCY: 'eur' })).toThrow(/PAYMENT_CURRENCY/);
  });

  it('takes a redis:// REDIS_URL and refuses any other', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/0' }).REDIS_URL).toBe(
      'redis://127.0.0.1:6379/0',
    );
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    );
  });

  it('refuses a previous access-token secret that is the current one', () => {
    const secret = 'a'.repeat(32);
    expect(() =>
      loadConfig({ ACCESS_TOKEN_SECRET: secret, ACCESS_TOKEN_PREVIOUS_SECRET: secret }),
    ).toThrow(/ACCESS_TOKEN_PREVIOUS_SECRET: is the same as ACCESS_TOKEN_SECRET/);
    expect(() => loadConfig({ ACCESS_TOKEN_PREVIOUS_SECRET: 'short' })).toThrow(
      /ACCESS_TOKEN_PREVIOUS_SECRET: must be at least 32 characters/,
    );
  });

  it('seeds demo data by default only with the Auth emulator', () => {
    expect(loadConfig({}).SEED_DEMO).toBe(false);
    expect(loadConfig(EMULATOR).SEED_DEMO).toBe(true);
    expect(loadConfig({ ...EMULATOR, SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ ...EMULATOR, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });

  it('refuses SEED_DEMO=true with a real project, saying exactly what to set', () => {
    const load = () => loadConfig({ SEED_DEMO: 'true' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      'Invalid configuration:\n  SEED_DEMO: true without the Auth emulator ' +
        '(FIREBASE_AUTH_EMULATOR_HOST unset) would seed the demo accounts, admin@demo.test ' +
        'among them, into a real project. Set SEED_DEMO=false, or, to seed them anyway, also ' +
        'set SEED_DEMO_IN_PRODUCTION=yes-i-know',
    );
    expect(() => loadConfig({ SEED_DEMO: 'true', SEED_DEMO_IN_PRODUCTION: 'true' })).toThrow(
      /SEED_DEMO_IN_PRODUCTION: must be yes-i-know or unset/,
    );
  });

  it('seeds a real project when told twice', () => {
    const config = loadConfig({ SEED_DEMO: 'true', SEED_DEMO_IN_PRODUCTION: 'yes-i-know' });
    expect(config.SEED_DEMO).toBe(true);
    // The confirmation alone seeds nothing.
    expect(loadConfig({ SEED_DEMO_IN_PRODUCTION: 'yes-i-know' }).SEED_DEMO).toBe(false);
  });

  it('takes Stripe keys only as a pair, so the browser and server always agree', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY together/,
    );
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }),
    ).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
    });
    expect(config.STRIPE_PUBLISHABLE_KEY).toBe('pk_test_abc');
  });

  it('takes a webhook signing secret only with Stripe, and only a whsec_ one', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' };
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: only means something with Stripe/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: 'sk_test_abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: must be a Stripe webhook signing secret/,
    );
    const config = loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: 'whsec_abc' });
    expect(config.STRIPE_WEBHOOK_SECRET).toBe('whsec_abc');
  });

  it('reads and converts the variables it knows, treating empty ones as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://app:secret@127.0.0.1:55432/usedbooks',
      SEED_DEMO: 'false',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      CORS_ORIGINS: 'http://localhost:3000, https://books.example.com',
      LOG_LEVEL: '',
    });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBe('postgres://app:secret@127.0.0.1:55432/usedbooks');
    expect(config.SEED_DEMO).toBe(false);
    expect(config.FIREBASE_AUTH_EMULATOR_HOST).toBe('127.0.0.1:9099');
    expect(config.CORS_ORIGINS).toEqual(['http://localhost:3000', 'https://books.example.com']);
    expect(config.LOG_LEVEL).toBe('info');
  });

  it('throws one readable error naming every bad variable', () => {
    const load = () =>
      loadConfig({
        PORT: 'eighty',
        SEED_DEMO: 'maybe',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
      });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT/);
    expect(load).toThrow(/SEED_DEMO: must be true or false/);
    expect(load).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(load).toThrow(/LOG_LEVEL/);
  });

  it('reads PUBLIC_URL as an origin and refuses anything but an http(s) URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://books.example.com/' }).PUBLIC_URL).toBe(
      'https://books.example.com',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:5000' }).PUBLIC_URL).toBe(
      'http://localhost:5000',
    );
    for (const bad of ['books.example.com', 'javascript:alert(1)', 'ftp://books.example.com']) {
      expect(() => loadConfig({ PUBLIC_URL: bad })).toThrow(/PUBLIC_URL: must be an http\(s\) URL/);
    }
  });

  it('refuses CORS origins that are not http(s) URLs', () => {
    expect(() => loadConfig({ CORS_ORIGINS: 'localhost:3000' })).toThrow(/CORS_ORIGINS/);
  });

  it('reads the identity settings: secret, token lifetime, admins (lower-cased), rate limits', () => {
    const config = loadConfig({
      ACCESS_TOKEN_SECRET: 'x'.repeat(32),
      ACCESS_TOKEN_TTL_SECONDS: '900',
      ADMIN_EMAILS: ' Boss@Example.com ,, second@example.com',
      JWT_RATE_LIMIT_PER_MINUTE: '5',
      UPLOAD_RATE_LIMIT_PER_MINUTE: '7',
      ORDER_RATE_LIMIT_PER_MINUTE: '8',
      PAYMENT_RATE_LIMIT_PER_MINUTE: '9',
      MESSAGE_RATE_LIMIT_PER_MINUTE: '11',
    });
    expect(config.ACCESS_TOKEN_SECRET).toBe('x'.repeat(32));
    expect(config.ACCESS_TOKEN_TTL_SECONDS).toBe(900);
    expect(config.ADMIN_EMAILS).toEqual(['boss@example.com', 'second@example.com']);
    expect(config.JWT_RATE_LIMIT_PER_MINUTE).toBe(5);
    expect(config.UPLOAD_RATE_LIMIT_PER_MINUTE).toBe(7);
    expect(config.ORDER_RATE_LIMIT_PER_MINUTE).toBe(8);
    expect(config.PAYMENT_RATE_LIMIT_PER_MINUTE).toBe(9);
    expect(config.MESSAGE_RATE_LIMIT_PER_MINUTE).toBe(11);
  });

  it('refuses a short secret, a list with a non-e-mail, and rate limits below one', () => {
    const load = () =>
      loadConfig({
        ACCESS_TOKEN_SECRET: 'too-short',
        ADMIN_EMAILS: 'admin@example.com, not-an-email',
        JWT_RATE_LIMIT_PER_MINUTE: '0',
        ORDER_RATE_LIMIT_PER_MINUTE: '-1',
        PAYMENT_RATE_LIMIT_PER_MINUTE: 'lots',
      });
    expect(load).toThrow(/ACCESS_TOKEN_SECRET: must be at least 32 characters/);
    expect(load).toThrow(/ADMIN_EMAILS\.1: must list e-mail addresses/);
    expect(load).toThrow(/JWT_RATE_LIMIT_PER_MINUTE/);
    expect(load).toThrow(/ORDER_RATE_LIMIT_PER_MINUTE/);
    expect(load).toThrow(/PAYMENT_RATE_LIMIT_PER_MINUTE/);
  });

  it('reads the image host: its key, and its upload address (http(s) only)', () => {
    const config = loadConfig({
      IMAGE_HOST_KEY: ' abc123 ',
      IMAGE_HOST_URL: 'https://images.example.com/v2/upload',
    });
    expect(config.IMAGE_HOST_KEY).toBe('abc123');
    expect(config.IMAGE_HOST_URL).toBe('https://images.example.com/v2/upload');
    expect(() => loadConfig({ IMAGE_HOST_URL: 'ftp://images.example.com' })).toThrow(
      /IMAGE_HOST_URL: must be an http\(s\) URL/,
    );
  });

  it('reads where the image host serves its photos: an https address only', () => {
    const photos = 'https://photos.example.com/u/';
    expect(loadConfig({ IMAGE_HOST_PHOTOS_URL: photos }).IMAGE_HOST_PHOTOS_URL).toBe(photos);
    expect(() => loadConfig({ IMAGE_HOST_PHOTOS_URL: 'http://photos.example.com' })).toThrow(
      /IMAGE_HOST_PHOTOS_URL: must be an https URL/,
    );
  });

  it('reads the SSLCommerz store: id and password together, and an https gateway in production', () => {
    const store = { SSLCOMMERZ_STORE_ID: 'teststore', SSLCOMMERZ_STORE_PASSWORD: 'secret' };
    expect(() => loadConfig({ SSLCOMMERZ_STORE_ID: 'teststore' })).toThrow(
      /SSLCOMMERZ_STORE_PASSWORD: set SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD together/,
    );
    const local = { ...store, SSLCOMMERZ_BASE_URL: 'http://127.0.0.1:5030/' };
    expect(loadConfig(local).SSLCOMMERZ_BASE_URL).toBe('http://127.0.0.1:5030');
    expect(() => loadConfig({ ...local, NODE_ENV: 'production' })).toThrow(
      /SSLCOMMERZ_BASE_URL: must be https in production/,
    );
    const live = { ...store, SSLCOMMERZ_BASE_URL: 'https://securepay.sslcommerz.com' };
    expect(loadConfig({ ...live, NODE_ENV: 'production' }).SSLCOMMERZ_STORE_ID).toBe('teststore');
  });
});
