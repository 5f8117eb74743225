import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '../../shared/apiPaths';
import { SERVER_ERRORS } from '../../shared/messages';
import { GatewayReturnResultSchema } from '../../shared/schemas/gatewayPayment';
import { HttpError } from '../httpError';
import { readGatewayPost } from '../payments/sslcommerz/gatewayNotification';
import { intentDepsOf } from '../payments/settlementTypes';
import { errorResponses } from '../plugins/errors';
import { perCallerRateLimit } from '../plugins/security';

/** The fields the gateway posts, all text; which of them are signed is for the signature to say. */
const GatewayPostSchema = z.record(z.string().max(100), z.string().max(2000));
const GatewayIpnResponseSchema = z.object({
  received: z.literal(true),
  result: GatewayReturnResultSchema,
});
/** Far more than the gateway's few dozen fields. */
const FORM_BODY_LIMIT = 32 * 1024;

/**
 * The gateway's two form posts: the IPN (server to server) and the buyer's return (the browser,
 * sent back by the gateway's page). No session: the store's signature is the credential, and a
 * VALID status is believed only once the gateway's validation call confirms it.
 */
export const gatewayNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const gateway = app.gateway;
  if (!gateway) return;
  // The gateway posts forms; only this scope reads them (Fastify's own answer elsewhere: 415).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const rateLimit = perCallerRateLimit(app.config.PAYMENT_RATE_LIMIT_PER_MINUTE);

  /**
   * POST /sslcommerz/return: the buyer's browser, sent back by the gateway's page (success, fail
   * or cancel). Validated and settled as the IPN is, then sent on to the order's page with what
   * happened (`?payment=`). A forged or unsigned post changes nothing: `failed`.
   */
  app.post(
    API.gatewayReturn.route,
    {
      config: { access: 'signature', rateLimit },
      schema: { body: GatewayPostSchema, response: errorResponses(400, 413, 415, 429) },
    },
    async (request, reply) => {
      const deps = intentDepsOf(app, request.log);
      const outcome = await readGatewayPost(deps, gateway, request.body, true);
      if (outcome.kind === 'unknown' || (outcome.kind === 'unsigned' && !outcome.orderId)) {
        throw new HttpError(400, SERVER_ERRORS.gatewaySignatureInvalid);
      }
      const result = outcome.kind === 'judged' ? outcome.result : 'failed';
      return reply.redirect(`/dashboard/orders/${outcome.orderId}?payment=${result}`, 303);
    },
  );

  /** POST /sslcommerz/ipn: the gateway tells the server of a payment (see the return above). */
  app.post(
    API.gatewayIpn.route,
    {
      config: { access: 'signature', rateLimit },
      schema: {
        body: GatewayPostSchema,
        response: { 200: GatewayIpnResponseSchema, ...errorResponses(400, 413, 415, 429, 502) },
      },
    },
    async (request) => {
      const outcome = await readGatewayPost(
        intentDepsOf(app, request.log),
        gateway,
        request.body,
        false,
      );
      if (outcome.kind === 'unsigned') {
        throw new HttpError(400, SERVER_ERRORS.gatewaySignatureInvalid);
      }
      if (outcome.kind === 'unknown') throw new HttpError(400, SERVER_ERRORS.paymentUnknown);
      request.log.info({ tranId: request.body.tran_id, result: outcome.result }, 'gateway IPN');
      return { received: true as const, result: outcome.result };
    },
  );
};
