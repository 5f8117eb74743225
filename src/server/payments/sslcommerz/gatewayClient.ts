import { z } from 'zod';
import { PaymentProviderUnavailable } from '../../httpError';

/**
 * Our own small client of SSLCommerz's four calls (decision 0054): the official package cannot
 * be pointed at another host (a local test gateway), has no timeout, and returns errors as values.
 * Every answer is parsed with zod; a network failure, a timeout or an answer we cannot read is
 * PaymentProviderUnavailable (502), which callers and the sweeps treat as "ask again later".
 */

export interface GatewayStore {
  baseUrl: string;
  storeId: string;
  storePassword: string;
  /** How long one call may take before it counts as an outage. */
  timeoutMs: number;
}

/** The fields a session is opened with, beyond the store's own. */
export type SessionFields = Record<string, string>;

const SessionAnswerSchema = z.object({
  status: z.string(),
  failedreason: z.string().nullish(),
  sessionkey: z.string().nullish(),
  GatewayPageURL: z.string().nullish(),
});

/** A validated transaction, as the validation call and the transaction query describe it. */
export const GatewayTransactionSchema = z.object({
  status: z.string(),
  tran_id: z.string(),
  val_id: z.string(),
  amount: z.coerce.string(),
  currency: z.string().optional(),
  currency_type: z.string().optional(),
  bank_tran_id: z.string().nullish(),
  card_type: z.string().nullish(),
  risk_level: z.coerce.number().int(),
  risk_title: z.string().nullish(),
});
export type GatewayTransaction = z.infer<typeof GatewayTransactionSchema>;

const TransactionQuerySchema = z.object({
  APIConnect: z.string(),
  no_of_trans_found: z.coerce.number().int().optional(),
  element: z.array(z.unknown()).optional(),
});

const RefundAnswerSchema = z.object({
  APIConnect: z.string(),
  status: z.string().optional(),
  refund_ref_id: z.string().nullish(),
  errorReason: z.string().nullish(),
});

export type GatewayClient = ReturnType<typeof createGatewayClient>;

export function createGatewayClient(store: GatewayStore) {
  const credentials = { store_id: store.storeId, store_passwd: store.storePassword };

  async function call<T>(
    path: string,
    schema: z.ZodType<T>,
    init: { query?: Record<string, string>; form?: Record<string, string> },
  ): Promise<T> {
    const url = new URL(path, store.baseUrl);
    for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value);
    let body: unknown;
    try {
      const response = await fetch(url, {
        method: init.form ? 'POST' : 'GET',
        body: init.form ? new URLSearchParams(init.form) : undefined,
        signal: AbortSignal.timeout(store.timeoutMs),
      });
      if (!response.ok) throw new Error(`SSLCommerz answered ${response.status} to ${path}`);
      body = await response.json();
    } catch (error) {
      throw new PaymentProviderUnavailable(`SSLCommerz ${path}: ${String(error)}`, {
        cause: error,
      });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new PaymentProviderUnavailable(`SSLCommerz ${path}: odd answer`);
    return parsed.data;
  }

  return {
    /** Opens a session; answers the gateway's page for it. */
    async createSession(fields: SessionFields): Promise<string> {
      const form = { ...credentials, ...fields };
      const answer = await call('/gwprocess/v4/api.php', SessionAnswerSchema, { form });
      if (answer.status !== 'SUCCESS' || !answer.GatewayPageURL) {
        throw new PaymentProviderUnavailable(
          `SSLCommerz refused a session: ${answer.failedreason}`,
        );
      }
      return answer.GatewayPageURL;
    },

    /** The gateway's word on one validation id: undefined when it knows no valid transaction. */
    async validate(valId: string): Promise<GatewayTransaction | undefined> {
      const query = { val_id: valId, ...credentials, format: 'json' };
      const path = '/validator/api/validationserverAPI.php';
      const answer = await call(path, z.object({ status: z.string() }).loose(), { query });
      if (answer.status !== 'VALID' && answer.status !== 'VALIDATED') return undefined;
      const transaction = GatewayTransactionSchema.safeParse(answer);
      if (!transaction.success) throw new PaymentProviderUnavailable('SSLCommerz: odd validation');
      return transaction.data;
    },

    /** Every attempt the gateway knows for our transaction id (transaction query). */
    async transactionsOf(tranId: string): Promise<GatewayTransaction[]> {
      const query = { tran_id: tranId, ...credentials, format: 'json' };
      const path = '/validator/api/merchantTransIDvalidationAPI.php';
      const answer = await call(path, TransactionQuerySchema, { query });
      if (answer.APIConnect !== 'DONE') {
        throw new PaymentProviderUnavailable(`SSLCommerz query: ${answer.APIConnect}`);
      }
      return (answer.element ?? []).flatMap((element) => {
        const transaction = GatewayTransactionSchema.safeParse(element);
        return transaction.success ? [transaction.data] : [];
      });
    },

    /** Asks for the whole amount back; answers the gateway's refund reference. */
    async refund(bankTranId: string, amount: string, refeId: string): Promise<string> {
      const query = {
        bank_tran_id: bankTranId,
        refund_amount: amount,
        refund_remarks: 'Refund from Used Books',
        refe_id: refeId,
        ...credentials,
        format: 'json',
      };
      const path = '/validator/api/merchantTransIDvalidationAPI.php';
      const answer = await call(path, RefundAnswerSchema, { query });
      const accepted = answer.status === 'success' || answer.status === 'processing';
      if (answer.APIConnect !== 'DONE' || !accepted || !answer.refund_ref_id) {
        throw new PaymentProviderUnavailable(`SSLCommerz refund refused: ${answer.errorReason}`);
      }
      return answer.refund_ref_id;
    },
  };
}
