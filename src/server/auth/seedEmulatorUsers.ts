import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/demo/users';
import { firebaseAuth, firebaseErrorCode } from './firebaseAdmin';

/**
 * Creates the demo accounts (password demo1234) in the Firebase Auth emulator when they are
 * missing. Never runs against a real project: it needs FIREBASE_AUTH_EMULATOR_HOST, and
 * firebase-admin must see the same value in process.env, because that is what routes its calls.
 */
export async function seedEmulatorUsers(config: Config, log: FastifyBaseLogger): Promise<number> {
  const emulatorHost = config.FIREBASE_AUTH_EMULATOR_HOST;
  if (!emulatorHost) return 0;
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST !== emulatorHost) {
    throw new Error(
      'Refusing to seed Firebase users: the Auth emulator is not what firebase-admin would call',
    );
  }

  const auth = firebaseAuth(config.FIREBASE_PROJECT_ID);
  let created = 0;
  for (const user of DEMO_USERS) {
    if (await exists(auth, user.email)) continue;
    try {
      // photoURL is left out: firebase-admin accepts only absolute http(s) URLs, and the avatars
      // are paths on this server (the database's users.img holds them).
      await auth.createUser({
        email: user.email,
        password: DEMO_PASSWORD,
        displayName: user.name,
        emailVerified: true,
      });
      created += 1;
    } catch (error) {
      // Another copy of the server created it a moment ago: that is the goal anyway.
      if (firebaseErrorCode(error) !== 'auth/email-already-exists') throw error;
    }
  }
  log.info({ emulatorHost, created }, 'demo users present in the Auth emulator');
  return created;
}

async function exists(auth: ReturnType<typeof firebaseAuth>, email: string): Promise<boolean> {
  try {
    await auth.getUserByEmail(email);
    return true;
  } catch (error) {
    if (firebaseErrorCode(error) === 'auth/user-not-found') return false;
    throw error;
  }
}
