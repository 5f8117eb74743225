import { z } from 'zod';
import { documented, type VariableGroup } from './documented';

const wholeNumber = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/** What one connection, and one address, may hold of the server (decision 0049). */
export const CONNECTION_VARIABLES = {
  title: 'Connections',
  about:
    'Slow and idle connections cost the server a descriptor each; these bound how long one may ' +
    'take and how many one address may hold. A connection from a proxy `TRUST_PROXY` names is ' +
    'not counted against its address: the proxy carries many people, and limits them itself ' +
    '(docs/scaling.md#the-balancer).',
  variables: {
    REQUEST_TIMEOUT_SECONDS: documented(wholeNumber(1, 600, 30), {
      description:
        "A request's headers must arrive within this long, and its body within this long after " +
        'them; otherwise it is answered 408 and its connection closed. A body still arriving ' +
        'then (a photo on a slow network) may go on while it keeps `REQUEST_MIN_BYTES_PER_SECOND`. ' +
        'A live stream is not cut: its request is over once its headers are in.',
    }),
    REQUEST_MIN_BYTES_PER_SECOND: documented(wholeNumber(1, 10_000_000, 4096), {
      description:
        'The slowest a body may come, on average since its headers, once it has taken ' +
        '`REQUEST_TIMEOUT_SECONDS`: 4 KB/s sends a phone-shrunk photo (about 300 KB) in 75 s and ' +
        'the largest allowed (5 MB) in 21 minutes, while a body sent a byte at a time is cut.',
    }),
    MAX_CONNECTIONS_PER_ADDRESS: documented(wholeNumber(1, 100_000, 256), {
      description:
        'Open connections one client address may hold (an IPv6 address counts with its /64); ' +
        'one more is answered 429 and closed at once. Generous, because a campus or a mobile ' +
        "carrier's NAT puts many people behind one address.",
    }),
    MAX_SIGNED_OUT_CONNECTIONS_PER_ADDRESS: documented(wholeNumber(1, 100_000, 64), {
      description:
        'Of those, the connections that have not yet carried a signed-in request: what someone ' +
        'holds without an account (a browser opens at most 6 per site). A connection counts as ' +
        'signed in from its first request with a valid access token.',
    }),
  },
} satisfies VariableGroup<Record<string, z.ZodType>>;
