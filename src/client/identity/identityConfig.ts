/**
 * Firebase settings, fixed at build time by webpack's DefinePlugin (webpack.config.ts lists the
 * variables). The local default is the Auth emulator with a demo project, which needs no key;
 * a real project is a matter of setting FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN and
 * FIREBASE_PROJECT_ID, with USE_AUTH_EMULATOR=false, before `npm run build`.
 */
interface IdentityConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** e.g. http://127.0.0.1:9099; absent for a real project. */
  emulatorUrl: string | undefined;
}

const DEMO_PROJECT_ID = 'demo-usedbooks';

export function readIdentityConfig(): IdentityConfig {
  const projectId = process.env.FIREBASE_PROJECT_ID || DEMO_PROJECT_ID;
  const useEmulator = process.env.USE_AUTH_EMULATOR !== 'false';
  return {
    // The emulator accepts any key; a real project's key is public by design (it names the project).
    apiKey: process.env.FIREBASE_API_KEY || 'demo-api-key',
    authDomain: process.env.FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
    projectId,
    emulatorUrl: useEmulator
      ? process.env.FIREBASE_AUTH_EMULATOR_URL || 'http://127.0.0.1:9099'
      : undefined,
  };
}
