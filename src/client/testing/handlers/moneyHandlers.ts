import { http, HttpResponse } from 'msw';
import { ORDER_API } from '../../../shared/apiPaths/orderPaths';
import { SERVER_ERRORS } from '../../../shared/messages';
import {
  BalancesDueSchema,
  InsertResultSchema,
  OrderProblemListSchema,
  OrderProblemSchema,
  PayoutPayloadSchema,
  ProblemResolutionPayloadSchema,
  SellerBalanceSchema,
} from '../../../shared/schemas';
import { apiUrl } from './apiUrl';
import { errorResponse, nextTestId } from './errorResponse';
import { knownUsers } from './identityHandlers';
import { access } from './listingsHandlers';
import { addLedgerEntry, balanceOf, moneyStore, type StoredProblem } from './moneyStore';

const ADMINS = ['admin'] as const;

const problemAnswer = ({ seller_email: _seller, ...problem }: StoredProblem) => problem;

/** The sellers' balances, payouts and problem reports (docs/decisions/0053), as the server does. */
export const handlers = [
  http.get(apiUrl(ORDER_API.balance.route), ({ request }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    const entries = moneyStore.ledgers.get(caller) ?? [];
    return HttpResponse.json(SellerBalanceSchema.parse({ balance: balanceOf(caller), entries }));
  }),
  http.get(apiUrl(ORDER_API.balancesDue.route), ({ request }) => {
    const { denied } = access(request, ADMINS);
    if (denied) return denied;
    const due = [...moneyStore.ledgers.keys()]
      .map((email) => {
        const user = knownUsers.get(email);
        return {
          seller_id: user?._id ?? email,
          name: user?.name ?? email,
          email,
          balance: balanceOf(email),
        };
      })
      .filter(({ balance }) => balance > 0)
      .sort((a, b) => b.balance - a.balance);
    return HttpResponse.json(BalancesDueSchema.parse(due));
  }),
  http.post(apiUrl(ORDER_API.payouts.route), async ({ request }) => {
    const { denied } = access(request, ADMINS);
    if (denied) return denied;
    const payload = PayoutPayloadSchema.safeParse(await request.json());
    if (!payload.success) return errorResponse(400, payload.error.issues[0]?.message ?? '');
    const { seller_id: sellerId, amount, note } = payload.data;
    const seller = [...knownUsers.values()].find(
      ({ _id, role }) => _id === sellerId && role === 'seller',
    );
    if (!seller) return errorResponse(404, SERVER_ERRORS.sellerIdNotFound);
    if (amount > balanceOf(seller.email))
      return errorResponse(409, SERVER_ERRORS.payoutOverBalance);
    addLedgerEntry(seller.email, { kind: 'payout', amount: -amount, note });
    const answer = InsertResultSchema.parse({ acknowledged: true, insertedId: nextTestId() });
    return HttpResponse.json(answer, { status: 201 });
  }),
  http.get(apiUrl(ORDER_API.orderProblems.route), ({ request }) => {
    const { denied } = access(request, ADMINS);
    if (denied) return denied;
    const open = moneyStore.problems.filter(({ outcome }) => outcome === null);
    return HttpResponse.json(OrderProblemListSchema.parse(open.map(problemAnswer)));
  }),
  http.post(apiUrl(ORDER_API.orderProblemResolution.route), async ({ request, params }) => {
    const { denied } = access(request, ADMINS);
    if (denied) return denied;
    const payload = ProblemResolutionPayloadSchema.safeParse(await request.json());
    if (!payload.success) return errorResponse(400, payload.error.issues[0]?.message ?? '');
    const problem = moneyStore.problems.find(({ _id }) => _id === String(params.id));
    if (!problem) return errorResponse(404, SERVER_ERRORS.problemNotFound);
    if (problem.outcome) return errorResponse(409, SERVER_ERRORS.problemAlreadyResolved);
    Object.assign(problem, payload.data);
    if (problem.outcome === 'refunded') {
      addLedgerEntry(problem.seller_email, {
        kind: 'refund',
        amount: -problem.book_price,
        order_id: problem.order_id,
        book_title: problem.book_title,
        note: problem.note ?? '',
      });
    }
    return HttpResponse.json(OrderProblemSchema.parse(problemAnswer(problem)));
  }),
];
