/**
 * @database either
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { SECRET_FILE_NAME, withAccessTokenSecret } from './accessTokenSecret';

describe('withAccessTokenSecret', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'secret-')), 'data');
  });
  afterEach(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  const secretFile = () => path.join(dataDir, SECRET_FILE_NAME);

  it('uses ACCESS_TOKEN_SECRET when set, writing nothing', async () => {
    const secret = 's'.repeat(40);
    const config = await withAccessTokenSecret(
      loadConfig({ ACCESS_TOKEN_SECRET: secret, DATA_DIR: dataDir }),
    );
    expect(config.ACCESS_TOKEN_SECRET).toBe(secret);
    expect(() => statSync(secretFile())).toThrow(/ENOENT/);
  });

  it('otherwise generates one into the data folder, readable by the owner only, and reuses it', async () => {
    const first = await withAccessTokenSecret(loadConfig({ DATA_DIR: dataDir }));
    expect(first.ACCESS_TOKEN_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(secretFile()).mode & 0o777).toBe(0o600);

    const second = await withAccessTokenSecret(loadConfig({ DATA_DIR: dataDir }));
    expect(second.ACCESS_TOKEN_SECRET).toBe(first.ACCESS_TOKEN_SECRET);
    expect(readFileSync(secretFile(), 'utf8')).toBe(first.ACCESS_TOKEN_SECRET);
  });

  it('with DATABASE_URL, refuses to generate one, naming the variables, unless told', async () => {
    const onPostgres = { DATA_DIR: dataDir, DATABASE_URL: 'postgres://db.internal/usedbooks' };
    const refused = withAccessTokenSecret(loadConfig(onPostgres));
    await expect(refused).rejects.toThrow(ConfigError);
    await expect(withAccessTokenSecret(loadConfig(onPostgres))).rejects.toThrow(
      'Invalid configuration:\n  ACCESS_TOKEN_SECRET: unset while DATABASE_URL is set. Every ' +
        'copy of the server on that database must sign access tokens with the same secret, and ' +
        "a generated one would be each copy's own (a token from one copy refused by the next). " +
        'Set ACCESS_TOKEN_SECRET to the same value for every copy (openssl rand -hex 32), or, ' +
        'with a single copy or one DATA_DIR shared by all, set ACCESS_TOKEN_SECRET_GENERATED_OK=true',
    );
    expect(() => statSync(secretFile())).toThrow(/ENOENT/);

    const told = await withAccessTokenSecret(
      loadConfig({ ...onPostgres, ACCESS_TOKEN_SECRET_GENERATED_OK: 'true' }),
    );
    expect(told.ACCESS_TOKEN_SECRET).toBe(readFileSync(secretFile(), 'utf8'));
    const secret = 's'.repeat(40);
    const set = await withAccessTokenSecret(
      loadConfig({ ...onPostgres, ACCESS_TOKEN_SECRET: secret }),
    );
    expect(set.ACCESS_TOKEN_SECRET).toBe(secret);
  });

  it('refuses a secret file that holds too little to be a secret', async () => {
    await withAccessTokenSecret(loadConfig({ DATA_DIR: dataDir }));
    writeFileSync(secretFile(), 'short');
    await expect(withAccessTokenSecret(loadConfig({ DATA_DIR: dataDir }))).rejects.toThrow(
      /no usable secret/,
    );
  });
});
