import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signFields } from '../../payments/sslcommerz/signature';
import { PAYMENT_CHOICES, type PaymentChoice, paymentPage, returnForm } from './gatewayPage';

/**
 * A faithful stand-in for SSLCommerz on a loopback port, for tests and `npm start`: session
 * init (store id and password checked), the hosted page, signed IPNs and returns, the validation
 * API, the transaction query and refunds. Never imported by production code.
 */

interface FakeSession {
  tranId: string;
  amount: string;
  currency: string;
  productName: string;
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  ipnUrl: string;
  valueA: string;
}

export type FakeTransaction = Record<string, string>;

export interface FakeRefund {
  bankTranId: string;
  amount: string;
  refeId: string;
  refundRefId: string;
}

/** What tests may change; reset() puts every one back. */
export interface FakeControls {
  /** `manual`: pay() does not send the IPN; the test calls sendIpn() when (and as often as) it wants. */
  ipn: 'auto' | 'manual';
  riskLevel: 0 | 1;
  /** The paid transaction differs from the session: another amount, or another transaction id. */
  tamper: 'amount' | 'tranId' | undefined;
  /** The validation call never answers (the client's timeout must give up). */
  validationHangs: boolean;
}

/** A payment made on the page: where the browser goes back, with what, and the IPN to send. */
export interface FakePayment {
  url: string;
  fields: Record<string, string>;
  sendIpn(): Promise<void>;
}

/** How the fake posts an IPN; tests deliver it into their app with inject. */
export type IpnDelivery = (url: string, fields: Record<string, string>) => Promise<void>;

const fetchDelivery: IpnDelivery = async (url, fields) => {
  await fetch(url, { method: 'POST', body: new URLSearchParams(fields) }).catch(() => undefined);
};

const id = (prefix: string) => `${prefix}${randomBytes(8).toString('hex')}`;
const defaults = (): FakeControls => ({
  ipn: 'auto',
  riskLevel: 0,
  tamper: undefined,
  validationHangs: false,
});

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
  const sessions = new Map<string, FakeSession>();
  const transactions = new Map<string, FakeTransaction>();
  const refunds: FakeRefund[] = [];
  const hanging = new Set<ServerResponse>();
  const controls = defaults();
  let deliver: IpnDelivery = fetchDelivery;
  let baseUrl = '';

  const storeMatches = (fields: Record<string, string | undefined>) =>
    fields.store_id === storeId && fields.store_passwd === storePassword;

  function signed(fields: Record<string, string>): Record<string, string> {
    const keys = Object.keys(fields);
    return {
      ...fields,
      verify_sign: signFields(fields, keys, storePassword),
      verify_key: keys.join(','),
    };
  }

  /** What the Pay, Fail and Cancel buttons do. */
  function pay(
    sessionKey: string,
    action: 'pay' | 'fail' | 'cancel',
    choice: PaymentChoice = 'bkash',
  ): FakePayment {
    const session = sessions.get(sessionKey);
    if (!session) throw new Error(`the fake gateway has no session ${sessionKey}`);
    const cardType = PAYMENT_CHOICES.find(([value]) => value === choice)?.[2] ?? 'BKASH-BKash';
    const status = { pay: 'VALID', fail: 'FAILED', cancel: 'CANCELLED' }[action];
    const paidAmount =
      controls.tamper === 'amount' ? (Number(session.amount) - 1).toFixed(2) : session.amount;
    const fields: Record<string, string> = {
      status,
      tran_id: session.tranId,
      val_id: action === 'pay' ? id('val_') : '',
      amount: paidAmount,
      store_amount: (Number(paidAmount) * 0.975).toFixed(2),
      currency: 'BDT',
      bank_tran_id: action === 'pay' ? id('bank_') : '',
      card_type: action === 'pay' ? cardType : '',
      tran_date: new Date().toISOString().slice(0, 19).replace('T', ' '),
      currency_type: 'BDT',
      currency_amount: paidAmount,
      risk_level: String(controls.riskLevel),
      risk_title: controls.riskLevel === 0 ? 'Safe' : 'Risky: check before delivery',
      value_a: session.valueA,
    };
    if (action === 'pay') {
      const tranId = controls.tamper === 'tranId' ? id('ssl_other') : session.tranId;
      transactions.set(fields.val_id!, { ...fields, tran_id: tranId });
    }
    const url = { pay: session.successUrl, fail: session.failUrl, cancel: session.cancelUrl }[
      action
    ];
    const posted = signed(fields);
    return { url, fields: posted, sendIpn: () => deliver(session.ipnUrl, posted) };
  }

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
      if (query.bank_tran_id && query.refund_amount) {
        const paid = [...transactions.values()].find((t) => t.bank_tran_id === query.bank_tran_id);
        if (!paid)
          return json(response, {
            APIConnect: 'DONE',
            status: 'failed',
            errorReason: 'No such transaction',
          });
        const refund = {
          bankTranId: query.bank_tran_id,
          amount: query.refund_amount,
          refeId: query.refe_id ?? '',
          refundRefId: id('ref_'),
        };
        refunds.push(refund);
        return json(response, {
          APIConnect: 'DONE',
          bank_tran_id: refund.bankTranId,
          trans_id: paid.tran_id,
          refund_ref_id: refund.refundRefId,
          status: 'success',
          errorReason: '',
        });
      }
      if (query.refund_ref_id) {
        const refund = refunds.find((r) => r.refundRefId === query.refund_ref_id);
        return json(response, {
          APIConnect: 'DONE',
          refund_ref_id: query.refund_ref_id,
          status: refund ? 'refunded' : 'failed',
        });
      }
      const element = [...transactions.values()]
        .filter((t) => t.tran_id === query.tran_id)
        .map((t) => ({ ...t, status: 'VALID' }));
      return json(response, { APIConnect: 'DONE', no_of_trans_found: element.length, element });
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
    deliverIpnWith(delivery: IpnDelivery) {
      deliver = delivery;
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
