import { ADMIN_API } from '../../shared/apiPaths/adminPaths';
import type {
  Listing,
  ReportList,
  ReportResolutionPayload,
  ReportResolutionResponse,
  ReportStatus,
  ReportTargetKind,
} from '../../shared/schemas';
import { LIST_ID, apiSlice } from './apiSlice';
import { checkedRequest } from './checkedRequest';
import { loadSchemas } from './lazySchemas';

/** Tag id of the listings waiting for approval, beside the reports' own ('open', 'resolved'). */
const AWAITING_APPROVAL = 'AWAITING_APPROVAL';

const reportUrl: Record<ReportTargetKind, (id: string) => string> = {
  listing: ADMIN_API.listingReport.url,
  review: ADMIN_API.reviewReport.url,
  conversation: ADMIN_API.conversationReport.url,
};

/**
 * Reports to the admin and what the admin does about them (docs/product.md#reports), and the
 * listings waiting for the admin's approval (docs/product.md#listing-approval).
 */
export const reportsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** Anyone signed in: a listing, a review or one of their conversations, saying why. */
    report: build.mutation<void, { kind: ReportTargetKind; id: string; reason: string }>({
      queryFn: checkedRequest(
        ({ kind, id, reason }, schemas) => ({
          url: reportUrl[kind](id),
          method: 'POST',
          body: schemas.ReportPayloadSchema.parse({ reason }),
        }),
        () => undefined,
      ),
      // A reported conversation shows 'reported' to its reporter.
      invalidatesTags: (_result, error, { kind, id }) =>
        error
          ? []
          : [
              { type: 'Moderation', id: 'open' },
              ...(kind === 'conversation' ? [{ type: 'Conversation' as const, id }] : []),
            ],
    }),
    /** Admin: open reports, oldest first, or the latest resolved. */
    getReports: build.query<ReportList, ReportStatus>({
      query: (status) => ADMIN_API.reports.url(status),
      transformResponse: async (response) => (await loadSchemas()).ReportListSchema.parse(response),
      providesTags: (_result, _error, status) => [{ type: 'Moderation', id: status }],
    }),
    /**
     * Admin: closes the report and every open one about the same thing. Removing changes what
     * the public lists, the seller's page and its reviews, and ratings show.
     */
    resolveReport: build.mutation<
      ReportResolutionResponse,
      { reportId: string } & ReportResolutionPayload
    >({
      queryFn: checkedRequest(
        ({ reportId, ...payload }, schemas) => ({
          url: ADMIN_API.reportResolution.url(reportId),
          method: 'PUT',
          body: schemas.ReportResolutionPayloadSchema.parse(payload),
        }),
        (answer, schemas) => schemas.ReportResolutionResponseSchema.parse(answer),
      ),
      // A refusal (already resolved) means the queue was stale: refresh it either way.
      invalidatesTags: (_result, _error, { outcome }) => [
        'Moderation',
        ...(outcome === 'removed'
          ? ([
              { type: 'Listing', id: LIST_ID },
              { type: 'Review', id: LIST_ID },
              'SellerProfile',
              'Conversation',
            ] as const)
          : []),
      ],
    }),
    /** Admin: a new seller's listings waiting for approval, oldest first. */
    getListingsAwaitingApproval: build.query<Listing[], void>({
      query: () => ADMIN_API.listingsAwaitingApproval.url(),
      transformResponse: async (response) =>
        (await loadSchemas()).ListingListSchema.parse(response),
      providesTags: [{ type: 'Moderation', id: AWAITING_APPROVAL }],
    }),
    /** Admin: approved, it shows everywhere; refused, it is deleted. */
    decideApproval: build.mutation<void, { listingId: string; approved: boolean }>({
      queryFn: checkedRequest(
        ({ listingId, approved }, schemas) => ({
          url: ADMIN_API.listingApproval.url(listingId),
          method: 'PUT',
          body: schemas.ListingApprovalPayloadSchema.parse({ approved }),
        }),
        () => undefined,
      ),
      invalidatesTags: [
        { type: 'Moderation', id: AWAITING_APPROVAL },
        { type: 'Listing', id: LIST_ID },
        'Category',
        'Advertisement',
      ],
    }),
  }),
});

export const {
  useReportMutation,
  useGetReportsQuery,
  useResolveReportMutation,
  useGetListingsAwaitingApprovalQuery,
  useDecideApprovalMutation,
} = reportsApi;
