import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type AppConfig, type Config, ConfigError } from '../config';

export const SECRET_FILE_NAME = 'access-token-secret';
const SECRET_MIN_LENGTH = 32;

/** Why a copy on PostgreSQL will not generate its own secret, and the two ways on. */
export const GENERATED_SECRET_REFUSED =
  'ACCESS_TOKEN_SECRET: unset while DATABASE_URL is set. Every copy of the server on that ' +
  'database must sign access tokens with the same secret, and a generated one would be each ' +
  "copy's own (a token from one copy refused by the next). Set ACCESS_TOKEN_SECRET to the same " +
  'value for every copy (openssl rand -hex 32), or, with a single copy or one DATA_DIR shared ' +
  'by all, set ACCESS_TOKEN_SECRET_GENERATED_OK=true';

/**
 * The secret that signs access tokens: ACCESS_TOKEN_SECRET when set, otherwise one generated
 * once into `${DATA_DIR}/access-token-secret` (owner-only) and reused, so restarting the server
 * does not sign everybody out. With DATABASE_URL (where several copies run) it is not generated
 * unless ACCESS_TOKEN_SECRET_GENERATED_OK says so: ConfigError. Not part of loadConfig: reading
 * config must not write files.
 */
export async function withAccessTokenSecret(config: Config): Promise<AppConfig> {
  if (config.ACCESS_TOKEN_SECRET) {
    return { ...config, ACCESS_TOKEN_SECRET: config.ACCESS_TOKEN_SECRET };
  }
  if (config.DATABASE_URL && !config.ACCESS_TOKEN_SECRET_GENERATED_OK) {
    throw new ConfigError(`Invalid configuration:\n  ${GENERATED_SECRET_REFUSED}`);
  }
  return { ...config, ACCESS_TOKEN_SECRET: await readOrCreateSecret(config.DATA_DIR) };
}

async function readOrCreateSecret(dataDir: string): Promise<string> {
  const file = path.resolve(dataDir, SECRET_FILE_NAME);
  await mkdir(path.dirname(file), { recursive: true });
  try {
    // 'wx' fails when the file exists, so two servers starting together keep the first secret.
    await writeFile(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < SECRET_MIN_LENGTH) {
    throw new Error(
      `${file} holds no usable secret (under ${SECRET_MIN_LENGTH} characters); delete it to ` +
        'have a new one generated, or set ACCESS_TOKEN_SECRET',
    );
  }
  return secret;
}
