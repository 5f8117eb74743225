import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import type { ErrorMessage } from '../../shared/errorCodes';
import { SERVER_ERRORS } from '../../shared/messages';
import { IdParamsSchema, InsertResultSchema } from '../../shared/schemas/common';
import { ConversationSchema } from '../../shared/schemas/conversation';
import {
  ReportListSchema,
  ReportPayloadSchema,
  ReportResolutionPayloadSchema,
  ReportResolutionResponseSchema,
  ReportsQuerySchema,
  type ReportTargetKind,
} from '../../shared/schemas/report';
import { conversationViews, readerOf } from '../db/queries/conversationViews';
import { listReports } from '../db/queries/reportQueue';
import { type ReportRefusal, fileReport } from '../db/queries/reports';
import { resolveReport, type ResolutionRefusal } from '../db/queries/reportResolution';
import { HttpError } from '../httpError';
import { removeUnusedUpload } from '../images/uploadCleanup';
import { callerOf } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';
import { perCallerRateLimit } from '../plugins/security';

const refusals: Record<ReportTargetKind, Record<ReportRefusal, [number, ErrorMessage]>> = {
  listing: {
    missing: [404, SERVER_ERRORS.listingNotFound],
    own: [409, SERVER_ERRORS.ownListingReport],
    removedReview: [409, SERVER_ERRORS.reviewRemoved],
  },
  review: {
    missing: [404, SERVER_ERRORS.reviewNotFound],
    own: [409, SERVER_ERRORS.ownReviewReport],
    removedReview: [409, SERVER_ERRORS.reviewAlreadyRemoved],
  },
  // Only its two people find it: to anyone else it does not exist (never 403, as everywhere).
  conversation: {
    missing: [404, SERVER_ERRORS.conversationNotFound],
    own: [404, SERVER_ERRORS.conversationNotFound],
    removedReview: [404, SERVER_ERRORS.conversationNotFound],
  },
};
const resolutionRefusals: Record<ResolutionRefusal, [number, ErrorMessage]> = {
  missing: [404, SERVER_ERRORS.reportNotFound],
  resolved: [409, SERVER_ERRORS.reportAlreadyResolved],
};

const signedIn = { access: 'signedIn' } as const;
const admins = { access: { roles: ['admin'] } } as const;

/**
 * Reports to the admin and the admin's queue (docs/product.md#reports, decision 0051): anyone
 * signed in reports a listing, a review, or a conversation of theirs, saying why; the admin sees
 * the open ones and closes each with an outcome, which the reporters and the person it was about
 * are told. The three ways of reporting share one budget per person (REPORT_RATE_LIMIT_PER_MINUTE):
 * each may notify the admins.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const reportRate = app.rateLimit(
    perCallerRateLimit(app.config.REPORT_RATE_LIMIT_PER_MINUTE, 'reports'),
  );

  const reporterOf = async (request: FastifyRequest) => {
    const reader = await readerOf(app.db, callerOf(request).email);
    if (!reader) throw new HttpError(404, SERVER_ERRORS.userNotFound);
    return reader;
  };
  const file = async (
    request: FastifyRequest,
    kind: ReportTargetKind,
    id: string,
    reason: string,
  ) => {
    const reporter = await reporterOf(request);
    const filed = await fileReport(app.db, reporter.id, kind, id, reason);
    if (typeof filed === 'string') throw new HttpError(...refusals[kind][filed]);
    return { reporter, filed };
  };
  const refused = errorResponses(400, 401, 404, 409, 429);
  const reportSchema = { params: IdParamsSchema, body: ReportPayloadSchema };

  /** POST /listings/{id}/report: 201 with the report's id (the same one when sent twice). */
  app.post(
    API.listingReport.route,
    {
      config: signedIn,
      onRequest: reportRate,
      schema: { ...reportSchema, response: { 201: InsertResultSchema, ...refused } },
    },
    async (request, reply) => {
      const { filed } = await file(request, 'listing', request.params.id, request.body.reason);
      return reply.code(201).send({ acknowledged: true, insertedId: filed.id });
    },
  );

  /** POST /reviews/{id}/report: a review shown on a seller's page; not one's own. */
  app.post(
    API.reviewReport.route,
    {
      config: signedIn,
      onRequest: reportRate,
      schema: { ...reportSchema, response: { 201: InsertResultSchema, ...refused } },
    },
    async (request, reply) => {
      const { filed } = await file(request, 'review', request.params.id, request.body.reason);
      return reply.code(201).send({ acknowledged: true, insertedId: filed.id });
    },
  );

  /** POST /conversations/{id}/report: either of its people; answers the conversation. */
  app.post(
    API.conversationReport.route,
    {
      config: signedIn,
      onRequest: reportRate,
      schema: {
        ...reportSchema,
        response: { 200: ConversationSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { reporter } = await file(request, 'conversation', id, request.body.reason);
      const [conversation] = await conversationViews(app.db, reporter.id, [id]);
      if (!conversation) throw new HttpError(404, SERVER_ERRORS.conversationNotFound);
      return conversation;
    },
  );

  /** GET /admin/reports?status: the open queue (oldest first) or the latest resolved. */
  app.get(
    API.reports.route,
    {
      config: admins,
      schema: {
        querystring: ReportsQuerySchema,
        response: { 200: ReportListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listReports(app.db, request.query.status),
  );

  /** PUT /admin/reports/{id}/resolution: closes it and every open report about the same thing. */
  app.put(
    API.reportResolution.route,
    {
      config: admins,
      schema: {
        params: IdParamsSchema,
        body: ReportResolutionPayloadSchema,
        response: {
          200: ReportResolutionResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const admin = await reporterOf(request);
      const { outcome, note } = request.body;
      const resolution = { adminId: admin.id, reportId: request.params.id, outcome, note };
      const resolved = await resolveReport(app.db, resolution);
      if (typeof resolved === 'string') throw new HttpError(...resolutionRefusals[resolved]);
      // Committed: a removed listing's photo goes if nothing else uses it.
      if (resolved.removedImg) {
        await removeUnusedUpload(app.db, app.photos, resolved.removedImg, request.log);
      }
      return { outcome, resolved: resolved.resolved };
    },
  );
};
