/**
 * The variables read outside the product server: by the client build and by the development
 * tools. The server's own are documented on its schema (src/server/configVariables/); these are
 * listed here with the files that read them, which the reference's test checks.
 */
export interface ToolVariable {
  default?: string;
  description: string;
  /** The files that read it (the test checks that each still names it). */
  readBy: string[];
}

export interface ToolVariableGroup {
  title: string;
  about?: string;
  variables: Record<string, ToolVariable>;
}

export const TOOL_VARIABLE_GROUPS: ToolVariableGroup[] = [
  {
    title: 'Client build',
    about:
      'Read by `npm run build` and baked into the client (with `FIREBASE_PROJECT_ID`, ' +
      '`IMAGE_HOST_KEY` and `IMAGE_HOST_URL` above); `npm start` rebuilds when one changes.',
    variables: {
      USE_AUTH_EMULATOR: {
        default: 'true',
        description:
          '`npm start` runs the Firebase Auth emulator and the client signs in against it; ' +
          '`false` to use the real Firebase project of `FIREBASE_PROJECT_ID`.',
        readBy: ['scripts/start.mjs', 'src/client/identity/identityConfig.ts'],
      },
      FIREBASE_API_KEY: {
        description:
          "A real project's web API key (with `USE_AUTH_EMULATOR=false`); unset: the " +
          "emulator's demo key.",
        readBy: ['src/client/identity/identityConfig.ts'],
      },
      FIREBASE_AUTH_DOMAIN: {
        description: "The project's auth domain; unset: `<FIREBASE_PROJECT_ID>.firebaseapp.com`.",
        readBy: ['src/client/identity/identityConfig.ts'],
      },
      FIREBASE_AUTH_EMULATOR_URL: {
        default: 'http://127.0.0.1:9099',
        description: 'Where the browser finds the Auth emulator.',
        readBy: ['src/client/identity/identityConfig.ts'],
      },
    },
  },
  {
    title: 'Development tools',
    variables: {
      DEV_INBOX_PORT: {
        default: '2525',
        description: 'The port of the local inbox `npm start` runs when `SMTP_URL` is unset.',
        readBy: ['scripts/start.mjs'],
      },
      DEV_PORT: {
        default: '3000',
        description:
          'The webpack-dev-server port of `npm run dev`; it passes `/api` and `/uploads` on to ' +
          '`PORT`.',
        readBy: ['webpack.config.ts', 'scripts/start.mjs'],
      },
      CHROMIUM_PATH: {
        default: '/usr/bin/chromium',
        description:
          'The browser of the browser journeys (`npm run e2e`) and `npm run lighthouse`.',
        readBy: ['playwright.config.ts', 'scripts/lighthouse/signedInBrowser.ts'],
      },
    },
  },
];
