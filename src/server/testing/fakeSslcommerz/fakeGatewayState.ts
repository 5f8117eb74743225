import { randomBytes } from 'node:crypto';
import { signFields } from '../../payments/sslcommerz/signature';
import { PAYMENT_CHOICES, type PaymentChoice } from './gatewayPage';

/** What the fake gateway keeps: sessions, paid transactions, refunds, and the tests' controls. */

export interface FakeSession {
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

export const fetchDelivery: IpnDelivery = async (url, fields) => {
  await fetch(url, { method: 'POST', body: new URLSearchParams(fields) }).catch(() => undefined);
};

export const id = (prefix: string) => `${prefix}${randomBytes(8).toString('hex')}`;
export const defaults = (): FakeControls => ({
  ipn: 'auto',
  riskLevel: 0,
  tamper: undefined,
  validationHangs: false,
});

export type FakeGatewayState = ReturnType<typeof createFakeGatewayState>;

export function createFakeGatewayState(storePassword: string) {
  const sessions = new Map<string, FakeSession>();
  const transactions = new Map<string, FakeTransaction>();
  const refunds: FakeRefund[] = [];
  const controls = defaults();
  const delivery: { deliver: IpnDelivery } = { deliver: fetchDelivery };

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
    return { url, fields: posted, sendIpn: () => delivery.deliver(session.ipnUrl, posted) };
  }

  return { sessions, transactions, refunds, controls, delivery, pay };
}
