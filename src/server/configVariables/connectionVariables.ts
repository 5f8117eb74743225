import { z } from 'zod';
import { documented, type VariableGroup } from './documented';

const wholeNumber = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/** How long one connection may hold the server with a request (decision 0048). */
export const CONNECTION_VARIABLES = {
  title: 'Connections',
  about:
    'A slow connection costs the server a descriptor for as long as it lasts; these bound how ' +
    'long a request may take to arrive.',
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
  },
} satisfies VariableGroup<Record<string, z.ZodType>>;
