/**
 * The admin's calls (people, verifying sellers, reports and approvals) and reporting to them.
 */
const enc = encodeURIComponent;

export const ADMIN_API = {
  buyers: { route: '/buyers', url: () => '/buyers' },
  sellers: { route: '/sellers', url: () => '/sellers' },
  verifySeller: {
    route: '/sellerverify',
    url: (email: string) => `/sellerverify?mail=${enc(email)}`,
  },
  conversationReport: {
    route: '/conversations/:id/report',
    url: (id: string) => `/conversations/${enc(id)}/report`,
  },
  /** Ours: reporting a listing or a review to the admin (a conversation: conversationReport). */
  listingReport: {
    route: '/listings/:id/report',
    url: (id: string) => `/listings/${enc(id)}/report`,
  },
  reviewReport: {
    route: '/reviews/:id/report',
    url: (id: string) => `/reviews/${enc(id)}/report`,
  },
  /** Admin: the reports' queue (open or resolved) and closing one with an outcome. */
  reports: {
    route: '/admin/reports',
    url: (status: 'open' | 'resolved' = 'open') => `/admin/reports?status=${status}`,
  },
  reportResolution: {
    route: '/admin/reports/:id/resolution',
    url: (id: string) => `/admin/reports/${enc(id)}/resolution`,
  },
  /** Admin: listings waiting for approval, and approving or refusing one. */
  listingsAwaitingApproval: {
    route: '/admin/listings/awaiting-approval',
    url: () => '/admin/listings/awaiting-approval',
  },
  listingApproval: {
    route: '/admin/listings/:id/approval',
    url: (id: string) => `/admin/listings/${enc(id)}/approval`,
  },
  /** Admin: what to weigh before verifying a seller. */
  sellerSummary: {
    route: '/admin/sellers/:id/summary',
    url: (id: string) => `/admin/sellers/${enc(id)}/summary`,
  },
} as const;
