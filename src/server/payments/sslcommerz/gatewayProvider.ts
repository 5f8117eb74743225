import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import {
  findGatewaySession,
  type GatewaySessionRow,
  holdBookForReview,
  insertGatewaySession,
  judgeGatewaySession,
  moveGatewaySession,
  openGatewaySessionIds,
  recordGatewayRefund,
  withdrawGatewaySession,
} from '../../db/queries/gatewaySessions';
import { type PaymentProvider, type ProviderIntent, toCents } from '../provider';
import { intentOf } from './gatewayIntent';
import { type GatewaySessionRequest, sessionFields } from './sessionFields';
import type { GatewayClient, GatewayTransaction } from './gatewayClient';

/** Our transaction ids start so; the payment router sends every call about one here. */
export const GATEWAY_TRAN_PREFIX = 'ssl_';

/** The gateway's word on a transaction, once judged: the session as it now stands. */
export type Judged = { kind: 'judged'; session: GatewaySessionRow } | { kind: 'otherTransaction' };

export interface GatewayProvider extends Omit<PaymentProvider, 'kind' | 'createIntent'> {
  readonly kind: 'sslcommerz';
  readonly storePassword: string;
  openSession(request: GatewaySessionRequest): Promise<{ tranId: string; gatewayUrl: string }>;
  /** Validates `valId` with the gateway and judges it for `tranId`; undefined: not valid. */
  validate(tranId: string, valId: string): Promise<Judged | undefined>;
  openIntentIds(): Promise<string[]>;
  intentOf(session: GatewaySessionRow): ProviderIntent;
}

const VALID = new Set(['VALID', 'VALIDATED']);
/** SSLCommerz sessions are in Taka (stored lower-case, as card intents' currencies are). */
const CURRENCY = 'bdt';

export function createGatewayProvider(
  db: Database,
  client: GatewayClient,
  storePassword: string,
): GatewayProvider {
  /**
   * Records what the gateway says of a valid transaction for our session, once. Paid only when
   * it is ours (transaction id), for the session's amount and currency, at risk level 0; risk 1
   * is held for the admin with the book kept for the order; anything else is mismatched.
   */
  async function judge(session: GatewaySessionRow, paid: GatewayTransaction): Promise<Judged> {
    if (paid.tran_id !== session.tranId) return { kind: 'otherTransaction' };
    const currency = (paid.currency ?? paid.currency_type ?? '').toLowerCase();
    const matches = currency === session.currency && toCents(paid.amount) === session.amountCents;
    const status = !matches ? 'mismatched' : paid.risk_level === 0 ? 'paid' : 'held';
    const judged = await judgeGatewaySession(db, session.tranId, {
      status,
      valId: paid.val_id,
      bankTranId: paid.bank_tran_id ?? null,
      paidAmount: paid.amount,
      method: paid.card_type ?? null,
      riskLevel: paid.risk_level,
      riskTitle: paid.risk_title ?? null,
    });
    if (!judged) return { kind: 'otherTransaction' };
    if (judged.status === 'held') await holdBookForReview(db, judged.orderId, false);
    // Money taken under our id for another amount can never pay the order: it goes back.
    if (judged.status === 'mismatched') await refund(judged);
    return { kind: 'judged', session: judged };
  }

  async function refund(session: GatewaySessionRow) {
    if (session.refundRefId || !session.bankTranId) return;
    const amount = session.paidAmount ?? (session.amountCents / 100).toFixed(2);
    const refundRefId = await client.refund(session.bankTranId, amount, session.tranId);
    await recordGatewayRefund(db, session.tranId, refundRefId);
  }

  return {
    kind: 'sslcommerz',
    storePassword,
    intentOf,

    async openSession(request) {
      const tranId = `${GATEWAY_TRAN_PREFIX}${randomBytes(12).toString('hex')}`;
      const { orderId, buyerEmail, amountCents } = request;
      await insertGatewaySession(db, {
        tranId,
        orderId,
        buyerEmail,
        amountCents,
        currency: CURRENCY,
      });
      try {
        const gatewayUrl = await client.createSession(sessionFields(tranId, request));
        return { tranId, gatewayUrl };
      } catch (error) {
        // Never reached the buyer: the sweep need not ask the gateway about it.
        await withdrawGatewaySession(db, tranId);
        throw error;
      }
    },

    async validate(tranId, valId) {
      const session = await findGatewaySession(db, tranId);
      if (!session) return undefined;
      const paid = await client.validate(valId);
      return paid ? judge(session, paid) : undefined;
    },

    async retrieveIntent(id) {
      let session = await findGatewaySession(db, id);
      if (!session) return undefined;
      if (session.status === 'open') {
        const paid = (await client.transactionsOf(id)).find((each) => VALID.has(each.status));
        const judged = paid ? await judge(session, paid) : undefined;
        if (judged?.kind === 'judged') session = judged.session;
      }
      return intentOf(session);
    },

    async cancelIntent(id) {
      await withdrawGatewaySession(db, id);
    },

    async refundIntent(id) {
      const session = await findGatewaySession(db, id);
      if (!session || session.status === 'open' || session.status === 'refunded') return;
      await refund(session);
      if (await moveGatewaySession(db, id, 'held', 'refunded')) {
        await holdBookForReview(db, session.orderId, true);
      }
    },

    openIntentIds: () => openGatewaySessionIds(db),
  };
}
