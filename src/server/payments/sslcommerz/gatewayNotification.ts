import type { GatewayReturnResult } from '../../../shared/schemas/gatewayPayment';
import { findGatewaySession, type GatewaySessionRow } from '../../db/queries/gatewaySessions';
import { PaymentProviderUnavailable } from '../../httpError';
import { settleSucceededIntent } from '../settlement';
import type { IntentDeps } from '../settlementTypes';
import type { GatewayProvider } from './gatewayProvider';
import { hasValidSignature } from './signature';

/** What a posted notification (or the buyer's return) came to, and the order it names. */
export type GatewayPostOutcome =
  | { kind: 'unsigned'; orderId: string | undefined }
  | { kind: 'unknown' }
  | { kind: 'judged'; orderId: string; result: GatewayReturnResult };

const VALID = new Set(['VALID', 'VALIDATED']);

/**
 * Where a judged session leaves its order: paid sessions are settled like any payment (recorded
 * once, or refunded when the book went elsewhere meanwhile), so each call may repeat it.
 */
async function resultOf(
  deps: IntentDeps,
  gateway: GatewayProvider,
  session: GatewaySessionRow,
): Promise<GatewayReturnResult> {
  if (session.status === 'open') return 'pending';
  if (session.status === 'held' || session.status === 'refunded') return session.status;
  if (session.status === 'mismatched') return 'failed';
  const settled = await settleSucceededIntent(deps, gateway.intentOf(session));
  if (settled === 'recorded' || settled === 'replayed') return 'paid';
  return settled === 'refunded' ? 'refunded' : 'failed';
}

/**
 * The gateway's IPN and the buyer's return carry the same signed fields. Nothing is believed
 * before the signature holds, and a VALID status only after the gateway's own validation call
 * says so for this very transaction (gatewayProvider validate). A FAILED or CANCELLED one
 * leaves the order payable. When the validation call does not answer, the buyer's return says
 * `pending` (`outageIsPending`) while the IPN answers 502 so the gateway posts it again; either
 * way the expiry sweep asks the gateway too.
 */
export async function readGatewayPost(
  deps: IntentDeps,
  gateway: GatewayProvider,
  fields: Record<string, string>,
  outageIsPending: boolean,
): Promise<GatewayPostOutcome> {
  const session = fields.tran_id ? await findGatewaySession(deps.db, fields.tran_id) : undefined;
  if (!hasValidSignature(fields, gateway.storePassword)) {
    return { kind: 'unsigned', orderId: session?.orderId };
  }
  if (!session) return { kind: 'unknown' };
  const judged = (result: GatewayReturnResult) =>
    ({ kind: 'judged', orderId: session.orderId, result }) as const;
  if (!VALID.has(fields.status ?? '')) {
    return judged(fields.status === 'CANCELLED' ? 'cancelled' : 'failed');
  }
  // Judged before (the other of the IPN and the return came first): the judgment stands.
  if (session.status !== 'open') return judged(await resultOf(deps, gateway, session));
  let validated;
  try {
    validated = fields.val_id ? await gateway.validate(session.tranId, fields.val_id) : undefined;
  } catch (error) {
    if (!(error instanceof PaymentProviderUnavailable) || !outageIsPending) throw error;
    deps.log.warn({ err: error, tranId: session.tranId }, 'could not validate a payment yet');
    return judged('pending');
  }
  if (validated?.kind !== 'judged') return judged('failed');
  return judged(await resultOf(deps, gateway, validated.session));
}
