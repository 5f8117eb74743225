import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import { AdvertisementListSchema } from '../../shared/schemas/category';
import { IdParamsSchema, UpdateResultSchema } from '../../shared/schemas/common';
import { setAdvertised } from '../db/queries/listingChanges';
import { listAdvertisements } from '../db/queries/listings';
import { callerOf } from '../plugins/auth';
import { errorResponses } from '../plugins/errors';
import { answerListingChange } from './listingChangeAnswer';

export const advertisementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.advertisements.route,
    { config: { access: 'public' }, schema: { response: { 200: AdvertisementListSchema } } },
    // Every home page asks for it: from memory until a write changes it (publicAnswers/).
    async (request, reply) =>
      app.publicAnswers.send(request, reply, () => listAdvertisements(app.db)),
  );

  /**
   * POST /adv/{id} and /offadv/{id}: a seller puts their own listing in the home carousel or
   * takes it out. Admins are not sellers and change nobody's listings here. A sold listing
   * cannot be advertised (409); taking it out answers modifiedCount 0, as it is already out.
   */
  for (const [path, adv] of [
    [API.advertise.route, true],
    [API.offAdvertise.route, false],
  ] as const) {
    app.post(
      path,
      {
        config: { access: { roles: ['seller'] } },
        schema: {
          params: IdParamsSchema,
          response: { 200: UpdateResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const sellerEmail = callerOf(request).email;
        const { id } = request.params;
        const modified = await setAdvertised(app.db, id, sellerEmail, adv);
        return answerListingChange(app.db, { id, sellerEmail, modified, needsAvailable: adv });
      },
    );
  }
};
