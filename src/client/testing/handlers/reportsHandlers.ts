import { http, HttpResponse } from 'msw';
import { ADMIN_API } from '../../../shared/apiPaths/adminPaths';
import { SERVER_ERRORS } from '../../../shared/messages';
import {
  InsertResultSchema,
  ListingApprovalPayloadSchema,
  ListingApprovalResponseSchema,
  ListingListSchema,
  ReportListSchema,
  ReportPayloadSchema,
  ReportResolutionPayloadSchema,
  ReportResolutionResponseSchema,
  type ReportStatus,
  type ReportTargetKind,
} from '../../../shared/schemas';
import { apiUrl } from './apiUrl';
import { conversationAs, conversationStore, otherOf } from './conversationStore';
import { errorResponse } from './errorResponse';
import { knownUsers } from './identityHandlers';
import { access, serverListings } from './listingsHandlers';
import { addReport, moderationStore, openReportsAbout, type StoredReport } from './moderationStore';
import { serverReviews } from './reviewStore';

const invalid = (issues: { message: string }[]) => errorResponse(400, issues[0]?.message ?? '');

const person = (email: string) => {
  const user = knownUsers.get(email);
  return {
    _id: user?._id ?? email,
    name: user?.name ?? email,
    email,
    sending_blocked: conversationStore.blocked.has(email),
  };
};

const reportAs = (report: StoredReport) => {
  const { reporter_email, reported_email, ...rest } = report;
  return {
    ...rest,
    reporter: person(reporter_email),
    reported: reported_email ? person(reported_email) : null,
    open_about_target: openReportsAbout(report.kind, report.target_id).length,
  };
};

type Found = Partial<Pick<StoredReport, 'img' | 'listing_id' | 'seller_id' | 'review'>> & {
  title: string;
  reported: string;
};
const refuse = (status: number, message: string) => ({ refused: errorResponse(status, message) });

/** The thing a report names, as POST /…/report finds it for `caller`, or the refusal. */
function targetOf(
  kind: ReportTargetKind,
  id: string,
  caller: string,
): { refused: Response } | { found: Found } {
  if (kind === 'listing') {
    const listing = serverListings.find(({ _id }) => _id === id);
    if (!listing || moderationStore.awaitingApproval.has(id)) {
      return refuse(404, SERVER_ERRORS.listingNotFound);
    }
    if (listing.seller_email === caller) {
      return refuse(409, SERVER_ERRORS.ownListingReport);
    }
    const { book_title: title, book_img: img, seller_email } = listing;
    return { found: { title, img, listing_id: id, reported: seller_email } };
  }
  if (kind === 'review') {
    const review = serverReviews.find(({ _id }) => _id === id);
    if (!review) return refuse(404, SERVER_ERRORS.reviewNotFound);
    if (review.buyer_email === caller) {
      return refuse(409, SERVER_ERRORS.ownReviewReport);
    }
    if (review.removed_reason !== null) {
      return refuse(409, SERVER_ERRORS.reviewAlreadyRemoved);
    }
    return {
      found: {
        title: review.book_title,
        seller_id: knownUsers.get(review.seller_email)?._id ?? null,
        review: { rating: review.rating, comment: review.comment },
        reported: review.buyer_email,
      },
    };
  }
  const conversation = conversationStore.conversations.find(
    ({ _id, buyer_email, seller_email }) =>
      _id === id && [buyer_email, seller_email].includes(caller),
  );
  if (!conversation) return refuse(404, SERVER_ERRORS.conversationNotFound);
  return {
    found: {
      title: conversation.book_title,
      img: conversation.book_img,
      listing_id: conversation.listing_id,
      reported: otherOf(conversation, caller),
    },
  };
}

const reportRoute = (kind: ReportTargetKind, route: string) =>
  http.post(apiUrl(route), async ({ request, params }) => {
    const { caller, denied } = access(request);
    if (denied) return denied;
    const payload = ReportPayloadSchema.safeParse(await request.json());
    if (!payload.success) return invalid(payload.error.issues);
    const id = String(params.id);
    const target = targetOf(kind, id, caller);
    if ('refused' in target) return target.refused;
    const { reported, ...found } = target.found;
    const mine = openReportsAbout(kind, id).find((r) => r.reporter_email === caller);
    const report =
      mine ??
      addReport({
        kind,
        target_id: id,
        reporter_email: caller,
        reported_email: reported,
        reason: payload.data.reason,
        ...found,
      });
    if (kind !== 'conversation') {
      return HttpResponse.json(
        InsertResultSchema.parse({ acknowledged: true, insertedId: report._id }),
        { status: 201 },
      );
    }
    const conversation = conversationStore.conversations.find(({ _id }) => _id === id)!;
    return HttpResponse.json(conversationAs(conversation, caller));
  });

/**
 * Reports and the admin's queue, and listings waiting for approval, as the server answers them
 * (docs/product.md#reports, #listing-approval). State: moderationStore.ts. Resolving closes every
 * open report about the same thing; removing deletes a listing or marks a review removed.
 */
export const handlers = [
  reportRoute('listing', ADMIN_API.listingReport.route),
  reportRoute('review', ADMIN_API.reviewReport.route),
  reportRoute('conversation', ADMIN_API.conversationReport.route),
  http.get(apiUrl(ADMIN_API.reports.route), ({ request }) => {
    const { denied } = access(request, ['admin']);
    if (denied) return denied;
    const status = (new URL(request.url).searchParams.get('status') ?? 'open') as ReportStatus;
    const items = moderationStore.reports
      .filter(({ resolution }) => (resolution === null) === (status === 'open'))
      .map(reportAs);
    return HttpResponse.json(ReportListSchema.parse({ items, total: items.length }));
  }),
  http.put(apiUrl(ADMIN_API.reportResolution.route), async ({ request, params }) => {
    const { denied } = access(request, ['admin']);
    if (denied) return denied;
    const payload = ReportResolutionPayloadSchema.safeParse(await request.json());
    if (!payload.success) return invalid(payload.error.issues);
    const report = moderationStore.reports.find(({ _id }) => _id === params.id);
    if (!report) return errorResponse(404, SERVER_ERRORS.reportNotFound);
    if (report.resolution) return errorResponse(409, SERVER_ERRORS.reportAlreadyResolved);
    const { outcome, note } = payload.data;
    const closing = openReportsAbout(report.kind, report.target_id);
    const resolution = { outcome, note, resolved_at: new Date().toISOString() };
    for (const open of closing) open.resolution = resolution;
    if (outcome === 'removed' && report.kind === 'listing') {
      const index = serverListings.findIndex(({ _id }) => _id === report.target_id);
      if (index >= 0) serverListings.splice(index, 1);
    }
    if (outcome === 'removed' && report.kind === 'review') {
      const review = serverReviews.find(({ _id }) => _id === report.target_id);
      if (review) review.removed_reason = note;
    }
    return HttpResponse.json(
      ReportResolutionResponseSchema.parse({ outcome, resolved: closing.length }),
    );
  }),
  http.get(apiUrl(ADMIN_API.listingsAwaitingApproval.route), ({ request }) => {
    const { denied } = access(request, ['admin']);
    if (denied) return denied;
    const waiting = serverListings.filter(({ _id }) => moderationStore.awaitingApproval.has(_id));
    return HttpResponse.json(ListingListSchema.parse(waiting));
  }),
  http.put(apiUrl(ADMIN_API.listingApproval.route), async ({ request, params }) => {
    const { denied } = access(request, ['admin']);
    if (denied) return denied;
    const payload = ListingApprovalPayloadSchema.safeParse(await request.json());
    if (!payload.success) return invalid(payload.error.issues);
    const id = String(params.id);
    const index = serverListings.findIndex(({ _id }) => _id === id);
    if (index < 0) return errorResponse(404, SERVER_ERRORS.listingNotFound);
    if (!moderationStore.awaitingApproval.has(id)) {
      return errorResponse(409, SERVER_ERRORS.listingNotAwaitingApproval);
    }
    moderationStore.awaitingApproval.delete(id);
    if (!payload.data.approved) serverListings.splice(index, 1);
    return HttpResponse.json(
      ListingApprovalResponseSchema.parse({ _id: id, approved: payload.data.approved }),
    );
  }),
];
