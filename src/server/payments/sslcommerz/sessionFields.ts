import type { SessionFields } from './gatewayClient';

/** What opening a session needs beyond the amount: who pays, for what, and where to come back. */
export interface GatewaySessionRequest {
  orderId: string;
  buyerEmail: string;
  buyerName: string;
  buyerPhone: string;
  amountCents: number;
  bookTitle: string;
  returnUrl: string;
  ipnUrl: string;
}

/**
 * The fields SSLCommerz's session call takes for one order, in Taka. Its three return addresses
 * are one route (the posted status says which), and `value_a` names our order so its return can
 * be read even before our own record is found. The gateway requires an address; we keep none.
 */
export function sessionFields(tranId: string, request: GatewaySessionRequest): SessionFields {
  return {
    total_amount: (request.amountCents / 100).toFixed(2),
    currency: 'BDT',
    tran_id: tranId,
    success_url: request.returnUrl,
    fail_url: request.returnUrl,
    cancel_url: request.returnUrl,
    ipn_url: request.ipnUrl,
    cus_name: request.buyerName,
    cus_email: request.buyerEmail,
    cus_phone: request.buyerPhone,
    cus_add1: 'Dhaka',
    cus_city: 'Dhaka',
    cus_country: 'Bangladesh',
    shipping_method: 'NO',
    product_name: request.bookTitle.slice(0, 250),
    product_category: 'Book',
    product_profile: 'general',
    value_a: request.orderId,
  };
}
