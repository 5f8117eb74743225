import { type FakeGatewayState, id } from './fakeGatewayState';

/**
 * The fake's answer on `merchantTransIDvalidationAPI.php`, which SSLCommerz uses for three calls
 * told apart by their parameters: a refund (bank_tran_id and refund_amount), a refund's status
 * (refund_ref_id), and the transaction query (tran_id: every valid payment of it).
 */
export function merchantApiAnswer(
  { transactions, refunds }: FakeGatewayState,
  query: Record<string, string>,
): unknown {
  if (query.bank_tran_id && query.refund_amount) {
    const paid = [...transactions.values()].find((t) => t.bank_tran_id === query.bank_tran_id);
    if (!paid) return { APIConnect: 'DONE', status: 'failed', errorReason: 'No such transaction' };
    const refund = {
      bankTranId: query.bank_tran_id,
      amount: query.refund_amount,
      refeId: query.refe_id ?? '',
      refundRefId: id('ref_'),
    };
    refunds.push(refund);
    return {
      APIConnect: 'DONE',
      bank_tran_id: refund.bankTranId,
      trans_id: paid.tran_id,
      refund_ref_id: refund.refundRefId,
      status: 'success',
      errorReason: '',
    };
  }
  if (query.refund_ref_id) {
    const refund = refunds.find((r) => r.refundRefId === query.refund_ref_id);
    const status = refund ? 'refunded' : 'failed';
    return { APIConnect: 'DONE', refund_ref_id: query.refund_ref_id, status };
  }
  const element = [...transactions.values()]
    .filter((t) => t.tran_id === query.tran_id)
    .map((t) => ({ ...t, status: 'VALID' }));
  return { APIConnect: 'DONE', no_of_trans_found: element.length, element };
}
