import { ORDER_API } from '../../shared/apiPaths/orderPaths';
import type {
  BalanceDue,
  OrderProblem,
  PayoutPayload,
  ProblemResolutionPayload,
  SellerBalance,
} from '../../shared/schemas';
import { apiSlice } from './apiSlice';
import { checkedRequest } from './checkedRequest';
import { loadSchemas } from './lazySchemas';

/** Tag ids: the seller's own balance, and the admin's list of every seller owed something. */
const MINE = 'MINE';
const DUE = 'DUE';

/**
 * The money of online orders (docs/decisions/0053): a seller's 'Balance', the admin's 'Balances
 * due' and the payouts they record, and the admin's queue of problems after a handover.
 */
export const balancesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** The seller: what the product holds for them, and the ledger rows it is made of. */
    getBalance: build.query<SellerBalance, void>({
      query: () => ORDER_API.balance.url(),
      transformResponse: async (response) =>
        (await loadSchemas()).SellerBalanceSchema.parse(response),
      providesTags: [{ type: 'Balance', id: MINE }],
    }),
    /** The admin: every seller owed something, most owed first. */
    getBalancesDue: build.query<BalanceDue[], void>({
      query: () => ORDER_API.balancesDue.url(),
      transformResponse: async (response) =>
        (await loadSchemas()).BalancesDueSchema.parse(response),
      providesTags: [{ type: 'Balance', id: DUE }],
    }),
    /** The admin records money paid out; a refusal (over the balance) means the list was stale. */
    recordPayout: build.mutation<void, PayoutPayload>({
      queryFn: checkedRequest(
        (payout, schemas) => ({
          url: ORDER_API.payouts.url(),
          method: 'POST',
          body: schemas.PayoutPayloadSchema.parse(payout),
        }),
        () => undefined,
      ),
      invalidatesTags: ['Balance'],
    }),
    /** The admin: open problem reports, oldest first. */
    getOrderProblems: build.query<OrderProblem[], void>({
      query: () => ORDER_API.orderProblems.url(),
      transformResponse: async (response) =>
        (await loadSchemas()).OrderProblemListSchema.parse(response),
      providesTags: ['OrderProblem'],
    }),
    /**
     * The admin refunds the buyer or closes the report, with a note both people read. A refund
     * takes the price back from the seller's balance, so the balances refresh too; a refusal
     * (already resolved) means the queue was stale: it refreshes either way.
     */
    resolveOrderProblem: build.mutation<
      OrderProblem,
      { problemId: string } & ProblemResolutionPayload
    >({
      queryFn: checkedRequest(
        ({ problemId, ...payload }, schemas) => ({
          url: ORDER_API.orderProblemResolution.url(problemId),
          method: 'POST',
          body: schemas.ProblemResolutionPayloadSchema.parse(payload),
        }),
        (answer, schemas) => schemas.OrderProblemSchema.parse(answer),
      ),
      invalidatesTags: (_result, _error, { outcome }) => [
        'OrderProblem',
        ...(outcome === 'refunded' ? (['Balance'] as const) : []),
      ],
    }),
  }),
});

export const {
  useGetBalanceQuery,
  useGetBalancesDueQuery,
  useRecordPayoutMutation,
  useGetOrderProblemsQuery,
  useResolveOrderProblemMutation,
} = balancesApi;
