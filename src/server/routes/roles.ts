import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../shared/apiPaths';
import { DEFAULT_ROLE, type Role } from '../../shared/roles';
import { EmailParamsSchema, ErrorResponseSchema } from '../../shared/schemas/common';
import {
  IsAdminResponseSchema,
  IsSellerResponseSchema,
  RoleResponseSchema,
} from '../../shared/schemas/user';
import { findRoleByEmail } from '../db/queries/users';
import { assertSelf, callerOf } from '../plugins/auth';

const refusals = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };
const config = { access: 'signedIn' as const };
const params = EmailParamsSchema;

/**
 * GET /iswhat, /isseller, /isadmin: the side menu and the role guards ask these about the
 * signed-in person. Only about oneself, so roles cannot be enumerated; admins may ask about anyone.
 */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * About oneself: the role one acts with (admin only with a verified e-mail). A signed-in person
   * without a user row yet (sign-up still in flight) is a buyer. An admin asking about someone
   * else gets the stored role.
   */
  const roleAskedAbout = async (request: FastifyRequest, email: string): Promise<Role> => {
    await assertSelf(request, email, { adminsToo: true });
    const caller = callerOf(request);
    const role =
      caller.email === email.toLowerCase()
        ? await request.callerRole()
        : await findRoleByEmail(app.db, email);
    return role ?? DEFAULT_ROLE;
  };

  app.get(
    API.roleOf.route,
    { config, schema: { params, response: { 200: RoleResponseSchema, ...refusals } } },
    async (request) => ({ role: await roleAskedAbout(request, request.params.email) }),
  );

  app.get(
    API.isSeller.route,
    { config, schema: { params, response: { 200: IsSellerResponseSchema, ...refusals } } },
    async (request) => ({
      isSeller: (await roleAskedAbout(request, request.params.email)) === 'seller',
    }),
  );

  app.get(
    API.isAdmin.route,
    { config, schema: { params, response: { 200: IsAdminResponseSchema, ...refusals } } },
    async (request) => ({
      isAdmin: (await roleAskedAbout(request, request.params.email)) === 'admin',
    }),
  );
};
