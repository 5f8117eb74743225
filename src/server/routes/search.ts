import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import { SERVER_ERRORS } from '../../shared/messages';
import { SearchQuerySchema, SearchResultSchema } from '../../shared/schemas/search';
import { searchListings } from '../db/queries/search';
import { HttpError } from '../httpError';
import { errorResponses } from '../plugins/errors';

const ONE_MINUTE_MS = 60_000;

/**
 * GET /search (docs/product.md#get-search): available listings matching the words and filters,
 * one page at a time. Public, like the pages that show books to anyone; limited per address
 * (SEARCH_RATE_LIMIT_PER_MINUTE), since nobody needs to be signed in to call it. A bad parameter
 * is refused by the schema with a message naming it; a cursor the server did not make for this
 * sort, here.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.search.route,
    {
      config: {
        access: 'public',
        rateLimit: { max: app.config.SEARCH_RATE_LIMIT_PER_MINUTE, timeWindow: ONE_MINUTE_MS },
      },
      schema: {
        querystring: SearchQuerySchema,
        response: { 200: SearchResultSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      app.publicAnswers.send(request, reply, async () => {
        const outcome = await searchListings(app.db, request.query);
        if ('refused' in outcome) throw new HttpError(400, SERVER_ERRORS.searchCursorInvalid);
        return outcome;
      }),
  );
};
