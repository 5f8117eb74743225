import { http, HttpResponse } from 'msw';
import { CATALOG_API } from '../../../shared/apiPaths/catalogPaths';
import { SERVER_ERRORS } from '../../../shared/messages';
import {
  InsertResultSchema,
  ReviewEditPayloadSchema,
  ReviewPayloadSchema,
  UpdateResultSchema,
} from '../../../shared/schemas';
import { apiUrl } from './apiUrl';
import { errorResponse } from './errorResponse';
import { access } from './listingsHandlers';
import { serverOrders } from './ordersHandlers';
import { saveReview, serverReviews } from './reviewStore';

/** The server's first complaint about a body, as its validation answers it. */
const invalid = (issues: { message: string }[]) => errorResponse(400, issues[0]?.message ?? '');

/**
 * POST /reviews and PUT /reviews/{id} as the server answers them (docs/product.md#reviews): only
 * the buyer of an order handed over, once per order; changes by the reviewer within the edit window,
 * never after the admin removed the review. The state is reviewStore.ts.
 */
export const handlers = [
  http.post(apiUrl(CATALOG_API.reviews.route), async ({ request }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    const payload = ReviewPayloadSchema.safeParse(await request.json());
    if (!payload.success) return invalid(payload.error.issues);
    const { order_id, rating, comment } = payload.data;
    const order = serverOrders.find(({ _id }) => _id === order_id);
    if (!order) return errorResponse(404, SERVER_ERRORS.orderNotFound);
    if (order.email !== caller) return errorResponse(403, SERVER_ERRORS.notYourOrder);
    if (order.status !== 'handed_over') {
      return errorResponse(409, SERVER_ERRORS.reviewOrderNotHandedOver);
    }
    if (serverReviews.some((review) => review.order_id === order_id)) {
      return errorResponse(409, SERVER_ERRORS.reviewExists);
    }
    const review = saveReview(order, { rating, comment });
    return HttpResponse.json(
      InsertResultSchema.parse({ acknowledged: true, insertedId: review._id }),
      { status: 201 },
    );
  }),
  http.put(apiUrl(CATALOG_API.review.route), async ({ request, params }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    const payload = ReviewEditPayloadSchema.safeParse(await request.json());
    if (!payload.success) return invalid(payload.error.issues);
    const review = serverReviews.find(({ _id }) => _id === params.id);
    if (!review) return errorResponse(404, SERVER_ERRORS.reviewNotFound);
    if (review.buyer_email !== caller) return errorResponse(403, SERVER_ERRORS.notYourReview);
    if (review.removed_reason !== null) return errorResponse(409, SERVER_ERRORS.reviewRemoved);
    if (Date.parse(review.editable_until) <= Date.now()) {
      return errorResponse(409, SERVER_ERRORS.reviewEditClosed);
    }
    const order = serverOrders.find(({ _id }) => _id === review.order_id)!;
    const changed =
      review.rating !== payload.data.rating || review.comment !== payload.data.comment;
    saveReview(order, payload.data);
    return HttpResponse.json(
      UpdateResultSchema.parse({
        acknowledged: true,
        matchedCount: 1,
        modifiedCount: changed ? 1 : 0,
      }),
    );
  }),
];
