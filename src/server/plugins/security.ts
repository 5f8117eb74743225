import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_ERRORS } from '../../shared/messages';
import type { Config } from '../config';
import { HttpError } from '../httpError';
import { rateLimitStoreOf } from './rateLimitStore';

/** Firebase Auth's REST endpoints the client SDK calls from the browser. */
const FIREBASE_AUTH_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];

/** The browser may name the emulator either way; both are loopback and only used locally. */
function emulatorOrigins(emulatorHost: string | undefined): string[] {
  if (!emulatorHost) return [];
  const port = emulatorHost.split(':').pop();
  return [
    ...new Set([`http://${emulatorHost}`, `http://127.0.0.1:${port}`, `http://localhost:${port}`]),
  ];
}

/**
 * Firebase's popup sign-in loads Google's gapi script into the page (even with the emulator)
 * and frames the project's auth helper page (on the emulator, the emulator's own).
 */
const GOOGLE_SCRIPT_ORIGIN = 'https://apis.google.com';
const firebaseHelperOrigins = (projectId: string) => [
  `https://${projectId}.firebaseapp.com`,
  `https://${projectId}.web.app`,
];

/** The browser uploads book photos to the image host itself, when one is configured. */
const imageHostOrigins = (config: Config) =>
  config.IMAGE_HOST_KEY ? [new URL(config.IMAGE_HOST_URL).origin] : [];

/** ...and shows them from where that host serves them (another origin: imgbb's i.ibb.co). */
const imageHostPhotoOrigins = (config: Config) =>
  config.IMAGE_HOST_KEY ? [new URL(config.IMAGE_HOST_PHOTOS_URL).origin] : [];

/** A Google account's profile photo: the avatar of someone who signed in with Google. */
const GOOGLE_PROFILE_PHOTOS_ORIGIN = 'https://lh3.googleusercontent.com';

/**
 * Stripe.js and its card iframe, only when Stripe is the payment provider (Stripe's documented
 * CSP: script and frames from js.stripe.com, 3-D Secure frames from hooks.stripe.com, calls to
 * api.stripe.com). With the test-mode provider the page needs none of them.
 */
const stripeOrigins = (config: Config) =>
  config.STRIPE_PUBLISHABLE_KEY
    ? {
        script: ['https://js.stripe.com'],
        frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        connect: ['https://api.stripe.com'],
      }
    : { script: [], frame: [], connect: [] };

/** The CSP's directives for this configuration (helmet writes them into the header). */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const emulator = emulatorOrigins(config.FIREBASE_AUTH_EMULATOR_HOST);
  const helpers = firebaseHelperOrigins(config.FIREBASE_PROJECT_ID);
  const stripe = stripeOrigins(config);
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    // No inline scripts and no eval: the bundle, and Google's script for popup sign-in.
    scriptSrc: ["'self'", GOOGLE_SCRIPT_ORIGIN, ...stripe.script],
    scriptSrcAttr: ["'none'"],
    // react-bootstrap and swiper set inline styles.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Pictures from the site (its own image store too), the configured image host and Google's
    // profile photos: not from any https host, or a listing could show a tracking image. data:
    // for the stylesheet's icons, blob: for the photo a seller previews before uploading it.
    imgSrc: [
      "'self'",
      'data:',
      'blob:',
      GOOGLE_PROFILE_PHOTOS_ORIGIN,
      ...imageHostPhotoOrigins(config),
    ],
    fontSrc: ["'self'", 'data:'],
    connectSrc: [
      "'self'",
      ...emulator,
      ...FIREBASE_AUTH_ORIGINS,
      ...imageHostOrigins(config),
      ...stripe.connect,
    ],
    // The Firebase SDK frames its helper page during popup sign-in.
    frameSrc: ["'self'", ...emulator, ...helpers, ...stripe.frame],
    // The service worker (/sw.js) and the web app manifest, both from the site itself.
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

const ONE_MINUTE_MS = 60_000;

/** The network an IPv6 provider gives one customer: any address in it may be theirs. */
const IPV6_CLIENT_PREFIX = 64;

/** The onRequest handler `app.rateLimit(...)` makes: routes given one share its budget. */
export type RateLimitHandler = ReturnType<FastifyInstance['rateLimit']>;

/**
 * A route's `config.rateLimit`: at most `maxPerMinute` calls a minute from one signed-in person
 * (the access token's e-mail), so people behind one address (a campus, a mobile carrier) do not
 * share a budget. Route hooks run after the app's own onRequest hooks, so the auth hook has set
 * `request.caller` by then; a request it let through without one is counted by address, as the
 * limits per address are (the limiter's own key): an IPv6 client per /64, the network its
 * provider gives it, since it may pick any address in it for each call.
 * `budget` names a budget several routes share through one `app.rateLimit(...)` handler: shared
 * stores count such handlers under one name (rateLimitStore.ts), so each needs its own keys.
 */
export function perCallerRateLimit(maxPerMinute: number, budget?: string) {
  const prefix = budget ? `${budget}:` : '';
  return {
    max: maxPerMinute,
    timeWindow: ONE_MINUTE_MS,
    keyGenerator: (request: FastifyRequest) =>
      prefix +
      (request.caller
        ? `caller:${request.caller.email}`
        : `ip:${normalizeIP(request.ip, IPV6_CLIENT_PREFIX)}`),
  };
}

/**
 * helmet's headers for this configuration, as names (lower case) and values. Every one of its
 * middlewares writes the same headers on every answer here (a policy of fixed sources, no
 * nonces), so they are written once, into a collector, at start. Running the middlewares on each
 * request (12 raw setHeader calls, each validated, then Fastify's merge of raw and reply
 * headers at writeHead) added 20–65 µs of CPU to a hello-world's 50–84 µs per request: the largest
 * fixed cost of a public answer from memory (decision 0007's amendment).
 */
export function securityHeadersOf(config: Config): Readonly<Record<string, string>> {
  const middleware = helmet({
    // Our own list only: helmet's defaults would add upgrade-insecure-requests, which breaks
    // the plain-http localhost setup.
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    frameguard: { action: 'deny' },
    // Firebase's popup sign-in talks to its popup window; plain same-origin would cut it off.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  const headers: Record<string, string> = {};
  // Only what helmet's middlewares use of a response: setting and removing headers.
  const collector = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  let done = false;
  middleware({} as IncomingMessage, collector, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  // helmet runs its middlewares synchronously; one that waited would leave headers out.
  if (!done) throw new Error('helmet did not finish writing the security headers at once');
  return Object.freeze(headers);
}

const secureEveryAnswer: FastifyPluginAsync = async (app) => {
  const securityHeaders = securityHeadersOf(app.config);
  // Reply headers, not raw ones: a route that hijacks the reply (the live stream) copies them.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  await app.register(rateLimit, {
    global: false,
    // Limits per address count an IPv6 client per /64 (the limiter's key, normalizeIP), as
    // perCallerRateLimit does for a request without a caller.
    ipv6Subnet: IPV6_CLIENT_PREFIX,
    // Shared by every copy when there are several: Redis or PostgreSQL (rateLimitStore.ts).
    ...rateLimitStoreOf(app),
    // An Error, not a ready body: routes with their own error handler (payments) pass it on to
    // the app's, which answers it as every other 4xx (a plain object would become a 500 there).
    errorResponseBuilder: () => new HttpError(429, SERVER_ERRORS.tooManyRequests),
  });
};

/**
 * Security headers on every answer, and rate limiting that routes opt into with
 * `config: { rateLimit }` (sign-in per address; uploads, orders and payments per caller through
 * perCallerRateLimit), counted across every copy of the server (decision 0039); a refused call
 * answers 429 with the shared message. Routes must be added
 * after it: the rate limiter finds their `config.rateLimit` as they are added.
 */
export const securityPlugin = fp(secureEveryAnswer, { name: 'security', dependencies: ['db'] });
