import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type PaymentChoice, paymentPage, returnForm } from './gatewayPage';
import { createFakeGatewayState, defaults, id, type IpnDelivery } from './fakeGatewayState';
import { merchantApiAnswer } from './merchantApi';

export type { FakePayment, FakeRefund } from './fakeGatewayState';

/**
 * A faithful stand-in for SSLCommerz on a loopback port, for tests and `npm start`: session
 * init (store id and password checked), the hosted page, signed IPNs and returns, the validation
 * API, the transaction query and refunds. Never imported by production code.
 */

async function readBody(request: IncomingMessage): Promise<Record<string, string>> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return Object.fromEntries(new URLSearchParams(text));
}

function send(response: ServerResponse, status: number, body: string, type: string) {
  response.writeHead(status, { 'content-type': type }).end(body);
}
const json = (response: ServerResponse, body: unknown) =>
  send(response, 200, JSON.stringify(body), 'application/json');

export async function startFakeSslcommerz({
  storeId,
  storePassword,
  port = 0,
  host = '127.0.0.1',
}: {
  storeId: string;
  storePassword: string;
  port?: number;
  host?: string;
}) {
  const state = createFakeGatewayState(storePassword);
  const { sessions, transactions, refunds, controls, delivery, pay } = state;
  const hanging = new Set<ServerResponse>();
  let baseUrl = '';

  const storeMatches = (fields: Record<string, string | undefined>) =>
    fields.store_id === storeId && fields.store_passwd === storePassword;

  /** The session key at the end of the page's URL (absolute) or path. */
  const sessionKeyOf = (page: string) =>
    new URL(page, 'http://gateway.test').pathname.split('/').pop() ?? '';

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', baseUrl);
    const query = Object.fromEntries(url.searchParams);
    const path = url.pathname;
    if (path === '/gwprocess/v4/api.php' && request.method === 'POST') {
      const form = await readBody(request);
      if (!storeMatches(form))
        return json(response, {
          status: 'FAILED',
          failedreason: 'Store Credential Error Or Store is De-active',
        });
      const key = id('SK');
      sessions.set(key, {
        tranId: form.tran_id ?? '',
        amount: Number(form.total_amount).toFixed(2),
        currency: form.currency ?? 'BDT',
        productName: form.product_name ?? '',
        successUrl: form.success_url ?? '',
        failUrl: form.fail_url ?? '',
        cancelUrl: form.cancel_url ?? '',
        ipnUrl: form.ipn_url ?? '',
        valueA: form.value_a ?? '',
      });
      return json(response, {
        status: 'SUCCESS',
        failedreason: '',
        sessionkey: key,
        GatewayPageURL: `${baseUrl}/gwprocess/v4/page/${key}`,
      });
    }
    if (path.startsWith('/gwprocess/v4/page/')) {
      const session = sessions.get(sessionKeyOf(path));
      if (!session) return send(response, 404, 'No such session', 'text/plain');
      if (request.method === 'GET') {
        return send(
          response,
          200,
          paymentPage(path, session.productName, session.amount),
          'text/html; charset=utf-8',
        );
      }
      const form = await readBody(request);
      const action = form.action === 'fail' || form.action === 'cancel' ? form.action : 'pay';
      const payment = pay(sessionKeyOf(path), action, form.choice as PaymentChoice);
      if (controls.ipn === 'auto') await payment.sendIpn();
      // A tester's box on the page: the gateway repeats its notification, which must change nothing.
      if (controls.ipn === 'auto' && form.repeat_ipn === 'yes') await payment.sendIpn();
      return send(
        response,
        200,
        returnForm(payment.url, payment.fields),
        'text/html; charset=utf-8',
      );
    }
    if (!storeMatches(query))
      return json(response, { APIConnect: 'INVALID_REQUEST', status: 'INVALID_REQUEST' });
    if (path === '/validator/api/validationserverAPI.php') {
      if (controls.validationHangs) return void hanging.add(response);
      const found = transactions.get(query.val_id ?? '');
      return json(
        response,
        found ? { ...found, status: 'VALID' } : { status: 'INVALID_TRANSACTION' },
      );
    }
    if (path === '/validator/api/merchantTransIDvalidationAPI.php') {
      return json(response, merchantApiAnswer(state, query));
    }
    send(response, 404, 'Not found', 'text/plain');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      send(response, 500, String(error), 'text/plain'),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  baseUrl = `http://${host}:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    controls,
    refunds,
    /** The Pay (or Fail, Cancel) button on the page of `gatewayUrl`, without a browser. */
    payOnPage: async (
      gatewayUrl: string,
      action: 'pay' | 'fail' | 'cancel' = 'pay',
      choice?: PaymentChoice,
    ) => {
      const payment = pay(sessionKeyOf(gatewayUrl), action, choice);
      if (controls.ipn === 'auto') await payment.sendIpn();
      return payment;
    },
    deliverIpnWith(ipnDelivery: IpnDelivery) {
      delivery.deliver = ipnDelivery;
    },
    reset() {
      Object.assign(controls, defaults());
      for (const response of hanging) response.destroy();
      hanging.clear();
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeSslcommerz = Awaited<ReturnType<typeof startFakeSslcommerz>>;
