import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StripeConnection } from '../payments/stripeProvider';

/** A PaymentIntent as Stripe's API answers it, reduced to the fields the server reads. */
export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  status: string;
  amount: number;
  currency: string;
  client_secret: string;
  metadata: Record<string, string>;
}

export interface FakeStripe {
  /** Where the app's Stripe client must send its calls (no retries: tests want one answer). */
  readonly connection: StripeConnection;
  intent(id: string): FakeIntent | undefined;
  /** Every intent created for this order (its metadata's orderId), oldest first. */
  intentsOf(orderId: string): FakeIntent[];
  /** Stripe.js's confirmCardPayment with a good card: the buyer has been charged. */
  succeed(id: string): FakeIntent;
  /** Whether the intent's charge was given back. */
  isRefunded(id: string): boolean;
  /** While true, every call answers as Stripe does in an outage (500, api_error). */
  down: boolean;
  /** Runs as Stripe receives a cancel, before it acts: a test's chance to charge the card first. */
  onCancel?: (id: string) => void;
  close(): Promise<void>;
}

type Answer = [status: number, body: object];
const stripeError = (status: number, code: string): Answer => [
  status,
  { error: { type: 'invalid_request_error', code, message: `fake Stripe: ${code}` } },
];
const random = () => randomBytes(12).toString('hex');

/**
 * A stand-in for api.stripe.com on a loopback port that keeps its intents, so the real Stripe
 * adapter (stripeProvider.ts) can create, read, cancel and refund them offline: the four calls
 * the server makes, with Stripe's answers and error codes for the cases the server handles.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, string>();
  const refunded = new Set<string>();

  const create = (form: URLSearchParams, key: string | undefined): Answer => {
    const again = key ? intents.get(byIdempotencyKey.get(key) ?? '') : undefined;
    if (again) return [200, again];
    const id = `pi_fake${random()}`;
    const metadata = Object.fromEntries(
      [...form].flatMap(([name, value]) => {
        const field = /^metadata\[(\w+)\]$/.exec(name)?.[1];
        return field ? [[field, value]] : [];
      }),
    );
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      status: 'requires_payment_method',
      amount: Number(form.get('amount')),
      currency: form.get('currency') ?? '',
      client_secret: `${id}_secret_${random()}`,
      metadata,
    };
    intents.set(id, intent);
    if (key) byIdempotencyKey.set(key, id);
    return [200, intent];
  };

  const cancel = (intent: FakeIntent): Answer => {
    fake.onCancel?.(intent.id);
    // Stripe cancels a card payment still processing only in rare cases: here, never.
    if (['succeeded', 'canceled', 'processing'].includes(intent.status)) {
      return stripeError(400, 'payment_intent_unexpected_state');
    }
    intent.status = 'canceled';
    return [200, intent];
  };

  const refund = (intent: FakeIntent | undefined): Answer => {
    if (!intent || intent.status !== 'succeeded') return stripeError(400, 'charge_not_succeeded');
    if (refunded.has(intent.id)) return stripeError(400, 'charge_already_refunded');
    refunded.add(intent.id);
    return [200, { id: `re_${random()}`, object: 'refund', payment_intent: intent.id }];
  };

  const answer = (method: string, path: string, form: URLSearchParams, key?: string): Answer => {
    if (fake.down) return [500, { error: { type: 'api_error', message: 'fake Stripe is down' } }];
    if (method === 'POST' && path === '/v1/payment_intents') return create(form, key);
    if (method === 'POST' && path === '/v1/refunds') {
      return refund(intents.get(form.get('payment_intent') ?? ''));
    }
    const [, id, action] = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path) ?? [];
    const intent = intents.get(decodeURIComponent(id ?? ''));
    if (!intent) return stripeError(404, 'resource_missing');
    if (method === 'GET' && !action) return [200, intent];
    if (method === 'POST' && action) return cancel(intent);
    return stripeError(404, 'resource_missing');
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake-stripe');
      const key = request.headers['idempotency-key'];
      const [status, body] = answer(
        request.method ?? '',
        url.pathname,
        new URLSearchParams(raw || url.search),
        typeof key === 'string' ? key : undefined,
      );
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeStripe = {
    connection: { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 },
    intent: (id) => intents.get(id),
    intentsOf: (orderId) => [...intents.values()].filter((i) => i.metadata.orderId === orderId),
    succeed(id) {
      const intent = intents.get(id);
      if (intent?.status !== 'requires_payment_method') throw new Error(`${id} is not payable`);
      intent.status = 'succeeded';
      return intent;
    },
    isRefunded: (id) => refunded.has(id),
    down: false,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}
