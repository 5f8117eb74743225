/**
 * Orders and their life (meet-up, handover, problems), the money held for sellers, payments.
 */
const enc = encodeURIComponent;

export const ORDER_API = {
  orders: { route: '/orders', url: (email: string) => `/orders?email=${enc(email)}` },
  createOrder: { route: '/orders', url: () => '/orders' },
  order: { route: '/order/:id', url: (id: string) => `/order/${enc(id)}` },
  /** Ours: an order's life (docs/decisions/0053): its page, meet-up, cancelling, handover code. */
  orderDetail: { route: '/orders/:id', url: (id: string) => `/orders/${enc(id)}` },
  orderMeetup: { route: '/orders/:id/meetup', url: (id: string) => `/orders/${enc(id)}/meetup` },
  orderMeetupAgreement: {
    route: '/orders/:id/meetup/agree',
    url: (id: string) => `/orders/${enc(id)}/meetup/agree`,
  },
  orderCancel: { route: '/orders/:id/cancel', url: (id: string) => `/orders/${enc(id)}/cancel` },
  orderNoShow: { route: '/orders/:id/no-show', url: (id: string) => `/orders/${enc(id)}/no-show` },
  orderHistory: {
    route: '/orders/:id/history',
    url: (id: string) => `/orders/${enc(id)}/history`,
  },
  handoverCode: {
    route: '/orders/:id/handover-code',
    url: (id: string) => `/orders/${enc(id)}/handover-code`,
  },
  handover: { route: '/orders/:id/handover', url: (id: string) => `/orders/${enc(id)}/handover` },
  /** Ours: the caller's open order (unpaid or paid, not handed over) of a book, for its page. */
  openOrderAboutListing: {
    route: '/orders/about/:listingId',
    url: (listingId: string) => `/orders/about/${enc(listingId)}`,
  },
  /** Ours: 'Orders for my books': the orders of the caller's listings, newest first. */
  sellerOrders: { route: '/seller-orders', url: () => '/seller-orders' },
  /** Ours: a seller's 'Balance'; the admin's 'Balances due' and payouts. */
  balance: { route: '/balance', url: () => '/balance' },
  balancesDue: { route: '/admin/balances', url: () => '/admin/balances' },
  payouts: { route: '/admin/payouts', url: () => '/admin/payouts' },
  /** Ours: a buyer's problem with an online order after its handover; the admin's queue. */
  orderProblem: { route: '/orders/:id/problem', url: (id: string) => `/orders/${enc(id)}/problem` },
  orderProblems: { route: '/admin/order-problems', url: () => '/admin/order-problems' },
  orderProblemResolution: {
    route: '/admin/order-problems/:id/resolution',
    url: (id: string) => `/admin/order-problems/${enc(id)}/resolution`,
  },
  createPaymentIntent: { route: '/create-payment-intent', url: () => '/create-payment-intent' },
  payments: { route: '/payments', url: () => '/payments' },
  /** Ours: which card provider is active (Stripe's publishable key, or the test-mode provider). */
  paymentConfig: { route: '/payment-config', url: () => '/payment-config' },
  /** Ours: the built-in test-mode provider's stand-in for Stripe.js's confirmCardPayment. */
  testModeCardConfirm: { route: '/test-payments/confirm', url: () => '/test-payments/confirm' },
  /**
   * Ours: SSLCommerz (bKash, Nagad, Rocket, cards), only with its store configured. The buyer
   * opens a session and pays on the gateway's page; the gateway sends the buyer back (return)
   * and tells the server (ipn), both as form posts; the admin reviews payments held for risk.
   */
  gatewaySessions: { route: '/sslcommerz/sessions', url: () => '/sslcommerz/sessions' },
  gatewayReturn: { route: '/sslcommerz/return', url: () => '/sslcommerz/return' },
  gatewayIpn: { route: '/sslcommerz/ipn', url: () => '/sslcommerz/ipn' },
  heldPayments: { route: '/admin/held-payments', url: () => '/admin/held-payments' },
  heldPaymentAccept: {
    route: '/admin/held-payments/:id/accept',
    url: (id: string) => `/admin/held-payments/${enc(id)}/accept`,
  },
  heldPaymentRefund: {
    route: '/admin/held-payments/:id/refund',
    url: (id: string) => `/admin/held-payments/${enc(id)}/refund`,
  },
  /** Ours: Stripe posts its signed events here (only with STRIPE_WEBHOOK_SECRET set). */
  stripeWebhook: { route: '/stripe/webhook', url: () => '/stripe/webhook' },
} as const;
