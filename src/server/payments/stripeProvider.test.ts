import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PaymentProviderUnavailable } from '../httpError';
import { createStripeProvider } from './stripeProvider';

interface SeenRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  headers: IncomingMessage['headers'];
}
type Answer = { status: number; body: object };

const intent = (id: string, extra: object = {}) => ({
  id,
  object: 'payment_intent',
  status: 'requires_payment_method',
  amount: 15_000,
  currency: 'usd',
  client_secret: `${id}_secret_abc`,
  metadata: { orderId: 'order-1', buyerEmail: 'buyer@demo.test' },
  ...extra,
});
const stripeError = (status: number, code: string): Answer => ({
  status,
  body: { error: { type: 'invalid_request_error', code, message: `fake ${code}` } },
});

/**
 * A tiny stand-in for api.stripe.com on a loopback port: it records what the Stripe client sent
 * (form-encoded, as Stripe's API takes it) and answers what the test queued. No real network.
 */
describe('the Stripe provider against a fake Stripe API', () => {
  let server: Server;
  let port: number;
  const seen: SeenRequest[] = [];
  const answers: Answer[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://fake');
        const form = Object.fromEntries(new URLSearchParams(raw || url.search));
        seen.push({
          method: request.method ?? '',
          path: url.pathname,
          form,
          headers: request.headers,
        });
        const answer = answers.shift() ?? {
          status: 500,
          body: { error: { message: 'nothing queued' } },
        };
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    seen.length = 0;
    answers.length = 0;
  });

  const provider = () =>
    createStripeProvider('sk_test_fake', {
      host: '127.0.0.1',
      port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });

  it('creates an intent for the amount, currency and metadata given, with the idempotency key', async () => {
    answers.push({ status: 200, body: intent('pi_1') });
    const created = await provider().createIntent({
      amountCents: 15_000,
      currency: 'usd',
      orderId: 'order-1',
      buyerEmail: 'buyer@demo.test',
      idempotencyKey: 'order-1-after-none',
    });
    expect(created).toEqual({ id: 'pi_1', clientSecret: 'pi_1_secret_abc' });
    const [request] = seen;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(request?.form).toEqual({
      amount: '15000',
      currency: 'usd',
      'metadata[orderId]': 'order-1',
      'metadata[buyerEmail]': 'buyer@demo.test',
      'allowed_payment_method_types[0]': 'card',
    });
    expect(request?.headers.authorization).toBe('Bearer sk_test_fake');
    expect(request?.headers['idempotency-key']).toBe('order-1-after-none');
  });

  it('reads an intent, and answers undefined for one Stripe does not know', async () => {
    answers.push({ status: 200, body: intent('pi_2', { status: 'succeeded' }) });
    expect(await provider().retrieveIntent('pi_2')).toEqual({
      id: 'pi_2',
      status: 'succeeded',
      amount: 15_000,
      currency: 'usd',
      clientSecret: 'pi_2_secret_abc',
      metadata: { orderId: 'order-1', buyerEmail: 'buyer@demo.test' },
    });
    answers.push(stripeError(404, 'resource_missing'));
    expect(await provider().retrieveIntent('pi_forged')).toBeUndefined();
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/payment_intents/pi_2',
      'GET /v1/payment_intents/pi_forged',
    ]);
  });

  it('cancels and refunds, taking "already done" as done', async () => {
    answers.push({ status: 200, body: intent('pi_3', { status: 'canceled' }) });
    answers.push(stripeError(400, 'payment_intent_unexpected_state'));
    answers.push({ status: 200, body: { id: 're_1', object: 'refund' } });
    answers.push(stripeError(400, 'charge_already_refunded'));
    await provider().cancelIntent('pi_3');
    await provider().cancelIntent('pi_3');
    await provider().refundIntent('pi_4');
    await provider().refundIntent('pi_4');
    expect(seen.map((r) => `${r.method} ${r.path} ${JSON.stringify(r.form)}`)).toEqual([
      'POST /v1/payment_intents/pi_3/cancel {}',
      'POST /v1/payment_intents/pi_3/cancel {}',
      'POST /v1/refunds {"payment_intent":"pi_4"}',
      'POST /v1/refunds {"payment_intent":"pi_4"}',
    ]);
  });

  it('reports an outage as unavailable, but a bad request as the error it is', async () => {
    answers.push({ status: 500, body: { error: { type: 'api_error', message: 'boom' } } });
    await expect(provider().retrieveIntent('pi_5')).rejects.toBeInstanceOf(
      PaymentProviderUnavailable,
    );
    const closed = createStripeProvider('sk_test_fake', {
      host: '127.0.0.1',
      port: 1,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(closed.retrieveIntent('pi_5')).rejects.toBeInstanceOf(PaymentProviderUnavailable);
    answers.push(stripeError(400, 'parameter_invalid_integer'));
    const refused = provider().createIntent({
      amountCents: 1,
      currency: 'usd',
      orderId: 'o',
      buyerEmail: 'b@demo.test',
    });
    await expect(refused).rejects.toMatchObject({ code: 'parameter_invalid_integer' });
    await expect(refused).rejects.not.toBeInstanceOf(PaymentProviderUnavailable);
  });
});
