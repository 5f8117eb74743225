import { z } from 'zod';
import { commaSeparatedOrigins, commaSeparatedProxies } from '../configValues';
import { documented, type VariableGroup } from './documented';

/** How the product server listens, logs, serves the client and stops. */
export const SERVER_VARIABLES = {
  title: 'Product server',
  variables: {
    PORT: documented(z.coerce.number().int().min(0).max(65_535).default(5000), {
      description: 'The port of the product server: the API under `/api`, the client at `/`.',
    }),
    HOST: documented(z.string().trim().min(1).default('localhost'), {
      description:
        'The interface it listens on: `0.0.0.0` to try the product from a phone on the same ' +
        'network, or the interface the load balancer reaches in production.',
    }),
    LOG_LEVEL: documented(
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
      {
        description:
          'The log level (pino): `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`.',
      },
    ),
    LOG_FORMAT: documented(z.enum(['json', 'pretty']).default('json'), {
      description:
        '`json` (one line per entry, for a log collector) or `pretty` (for a person); ' +
        '`npm start` picks `pretty` when its terminal is interactive.',
    }),
    CLIENT_DIR: documented(z.string().trim().min(1).default('dist/client'), {
      description: 'The built client the server serves, relative to the folder it starts in.',
    }),
    SHUTDOWN_GRACE_SECONDS: documented(z.coerce.number().int().min(0).max(300).default(5), {
      description:
        'On SIGTERM, how long the copy keeps serving after `GET /api/ready` turns 503, so the ' +
        "load balancer's health check notices first: more than its check interval times the " +
        "failures it waits for (HAProxy's `inter 1s fall 2`: 2 s). SIGINT (Ctrl-C) skips it.",
    }),
    SHUTDOWN_DEADLINE_SECONDS: documented(z.coerce.number().int().min(1).max(3600).default(20), {
      description:
        'Then the copy stops accepting connections and gives the requests in flight this long ' +
        'to finish; any still open after it are cut and the process exits 1.',
    }),
    CORS_ORIGINS: documented(commaSeparatedOrigins, {
      description:
        'Comma-separated origins allowed to call the API from other sites; none when unset.',
      example: 'https://partner.example.com',
    }),
    PUBLIC_URL: documented(
      z
        .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
        .transform((value) => new URL(value).origin)
        .optional(),
      {
        description:
          "The origin people reach the product at, for the absolute URLs of a book page's link " +
          "preview (`og:url`, `og:image`). Unset: the request's own scheme and `Host`, which " +
          'behind a proxy are the inner ones unless `TRUST_PROXY` names it.',
        example: 'https://books.example.com',
      },
    ),
    TRUST_PROXY: documented(commaSeparatedProxies, {
      description:
        'The load balancer or reverse proxy in front: comma-separated addresses or CIDRs ' +
        '(`10.0.0.0/8`), or `loopback`, `linklocal`, `uniquelocal`. Only a request from one of ' +
        'them has its `X-Forwarded-For`, `-Proto` and `-Host` believed, for the client address ' +
        'the rate limits count and for the scheme and host of links. Unset: those headers are ' +
        'ignored, so nobody can pick their own address.',
      example: '10.0.0.5',
    }),
  },
} satisfies VariableGroup<Record<string, z.ZodType>>;
