import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig, Config } from '../config';

export const SECRET_FILE_NAME = 'access-token-secret';
const SECRET_MIN_LENGTH = 32;

/**
 * The secret that signs access tokens: ACCESS_TOKEN_SECRET when set, otherwise one generated
 * once into `${DATA_DIR}/access-token-secret` (owner-only) and reused, so restarting the server
 * does not sign everybody out. Not part of loadConfig: reading config must not write files.
 */
export async function withAccessTokenSecret(config: Config): Promise<AppConfig> {
  if (config.ACCESS_TOKEN_SECRET) {
    return { ...config, ACCESS_TOKEN_SECRET: config.ACCESS_TOKEN_SECRET };
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
