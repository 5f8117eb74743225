import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import { SERVER_ERRORS } from '../../shared/messages';
import {
  CategoryIdQuerySchema,
  CategoryIdResponseSchema,
  CategoryListSchema,
} from '../../shared/schemas/category';
import { ErrorResponseSchema } from '../../shared/schemas/common';
import { findCategoryIdByName, listCategoriesWithTotals } from '../db/queries/categories';
import { notFound } from '../httpError';

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.categories.route,
    { config: { access: 'public' }, schema: { response: { 200: CategoryListSchema } } },
    // Every home page asks for it: from memory until a write changes it (publicAnswers/).
    async (request, reply) =>
      app.publicAnswers.send(request, reply, () => listCategoriesWithTotals(app.db)),
  );

  app.get(
    API.categoryId.route,
    {
      config: { access: 'public' },
      schema: {
        querystring: CategoryIdQuerySchema,
        response: {
          200: CategoryIdResponseSchema,
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const id = await findCategoryIdByName(app.db, request.query.catname);
      if (!id) throw notFound(SERVER_ERRORS.categoryNotFound);
      return { _id: id };
    },
  );
};
