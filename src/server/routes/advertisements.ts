import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import { AdvertisementListSchema } from '../../shared/schemas/category';
import { listAdvertisements } from '../db/queries/listings';

export const advertisementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.advertisements.route,
    { config: { access: 'public' }, schema: { response: { 200: AdvertisementListSchema } } },
    async () => listAdvertisements(app.db),
  );
};
