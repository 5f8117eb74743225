import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('needs nothing external: every variable has a local default', () => {
    expect(loadConfig({})).toEqual({
      PORT: 5000,
      HOST: 'localhost',
      DATA_DIR: './data',
      DATABASE_URL: undefined,
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      SEED_DEMO: true,
      CLIENT_DIR: 'dist/client',
      FIREBASE_PROJECT_ID: 'demo-usedbooks',
      FIREBASE_AUTH_EMULATOR_HOST: undefined,
      CORS_ORIGINS: [],
    });
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

  it('refuses CORS origins that are not http(s) URLs', () => {
    expect(() => loadConfig({ CORS_ORIGINS: 'localhost:3000' })).toThrow(/CORS_ORIGINS/);
  });
});
