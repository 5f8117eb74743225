import { API } from '../../src/shared/apiPaths';
import { call } from './api';
import { JWT_LIMIT_PER_MINUTE } from './cluster';
import type { ProductCopy } from './copies';
import type { CheckResult } from './report';

/** A documentation address (RFC 5737), new for every run's burst, so no earlier call counts. */
const burstAddress = () => `198.51.100.${1 + Math.floor(Math.random() * 254)}`;

/**
 * 2. A burst of POST /jwt from one client, spread over the copies in turn: the copies must
 * allow the configured limit in all, not once per copy. The calls go to the copies directly
 * with the X-Forwarded-For a balancer would add (the copies trust 127.0.0.1 as their proxy),
 * so the client is an address nobody used this minute. Junk ID tokens: refused 401, but each
 * call counts against the limit all the same; a 429 is a call the limit stopped.
 */
export async function rateLimitBurst(copies: ProductCopy[], burst: number): Promise<CheckResult> {
  const client = burstAddress();
  const answers = await Promise.all(
    Array.from({ length: burst }, (_, i) =>
      call(copies[i % copies.length]!.baseUrl, 'POST', API.jwt.url(), {
        body: { email: 'nobody@scale.test' },
        headers: { authorization: 'Bearer junk', 'x-forwarded-for': client },
      }),
    ),
  );
  const allowedPerCopy = copies.map(
    (_, c) =>
      answers.filter((answer, i) => i % copies.length === c && answer.status !== 429).length,
  );
  const allowed = allowedPerCopy.reduce((sum, count) => sum + count, 0);
  const statuses = new Map<number, number>();
  for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  // "Within a few percent": a shared store may let one or two more through at the edge.
  const tolerance = Math.max(1, Math.ceil(JWT_LIMIT_PER_MINUTE * 0.05));
  const passed = Math.abs(allowed - JWT_LIMIT_PER_MINUTE) <= tolerance;
  return {
    name: `rate limits: ${burst} POST /jwt from one client over ${copies.length} copies`,
    passed,
    figures: [
      `allowed ${allowed} (limit ${JWT_LIMIT_PER_MINUTE}/min, ${copies.length}× would be ` +
        `${JWT_LIMIT_PER_MINUTE * copies.length}); per copy ${allowedPerCopy.join(' + ')}`,
      `answers: ${[...statuses].map(([status, count]) => `${status}×${count}`).join(', ')}`,
    ],
    ...(passed
      ? {}
      : {
          note: 'each copy counts in its own memory: global limits (PostgreSQL/Redis store) not merged yet?',
        }),
  };
}
