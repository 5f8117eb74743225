import { z } from 'zod';
import { BooleanFlagSchema, commaSeparatedEmails } from '../configValues';
import { documented, type VariableGroup } from './documented';

const secret = z.string().min(32, 'must be at least 32 characters').optional();

/** Who people are (Firebase Auth), who is admin, and the server's own access token. */
export const IDENTITY_VARIABLES = {
  title: 'Identity and the access token',
  about:
    'People sign in with Firebase Auth; `POST /api/jwt` swaps their Firebase ID token for the ' +
    "server's own access token, which every call then carries (decision 0002).",
  variables: {
    FIREBASE_PROJECT_ID: documented(z.string().trim().min(1).default('demo-usedbooks'), {
      description:
        'The Firebase project whose ID tokens the server accepts (also baked into the client ' +
        'build). `demo-*` projects exist only in the Auth emulator.',
    }),
    FIREBASE_AUTH_EMULATOR_HOST: documented(
      z
        .string()
        .trim()
        .regex(/^[\w.-]+:\d+$/, 'must be host:port')
        .optional(),
      {
        description:
          'host:port of the Auth emulator, set by `npm start` when it runs one. Never set it in ' +
          'production: ID tokens from the emulator are unsigned.',
      },
    ),
    ADMIN_EMAILS: documented(commaSeparatedEmails, {
      description:
        'Comma-separated e-mails that become admin once Firebase reports them verified, at ' +
        'sign-up or at the first sign-in after. The only way to that role: nobody can ask for ' +
        'it through the API.',
      example: 'admin@example.com',
    }),
    ACCESS_TOKEN_SECRET: documented(secret, {
      description:
        'Signs the access tokens, at least 32 characters (`openssl rand -hex 32`); the same on ' +
        'every copy behind one load balancer. Unset: generated once into ' +
        '`DATA_DIR/access-token-secret`, which with `DATABASE_URL` the server refuses to do.',
    }),
    ACCESS_TOKEN_SECRET_GENERATED_OK: documented(BooleanFlagSchema.default(false), {
      description:
        '`true`: generate the secret even with `DATABASE_URL` set, where copies with their own ' +
        'data folders would each generate a different one (one copy only, or copies sharing one ' +
        '`DATA_DIR`).',
    }),
    ACCESS_TOKEN_PREVIOUS_SECRET: documented(secret, {
      description:
        'After a rotation, the secret before it: tokens it signed are still accepted (never ' +
        'signed with), so nobody is signed out. Remove it once `ACCESS_TOKEN_TTL_SECONDS` have ' +
        'passed since the switch.',
    }),
    ACCESS_TOKEN_TTL_SECONDS: documented(
      z.coerce.number().int().min(60).max(86_400).default(3600),
      {
        description:
          'The lifetime of an access token, 60 to 86400 seconds; the client renews it 30 s ' +
          'before it ends.',
      },
    ),
  },
} satisfies VariableGroup<Record<string, z.ZodType>>;
